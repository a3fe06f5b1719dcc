import { Hono, type Context } from 'hono'
import { GIFT_CODE_INPUT_MAX, normalizeGiftCode, validateGiftCode } from '../../shared/rules/gift-code'
import { beneficiaryGiftPath, beneficiaryLoginPath } from '../../shared/beneficiary-paths'
import { GiftPage, type GiftPageData, type LoginOutcome } from '../../client/pages/beneficiary/gift-page'
import type { AppEnv } from '../env'
import { readGift } from '../beneficiary/gift'
import { endGiftSession, giftSessionOf, startGiftSession } from '../beneficiary/session'
import { countRequest } from '../data/rate-limit'
import { findVoucherByCode, findVoucherByOrderId } from '../data/vouchers'
import { clientIp } from '../middleware/rate-limit'
import { sizeLimit } from '../middleware/size-limit'
import { privatePage } from '../render/private-page'
import { renderPage } from '../render/render-page'

/** Largest login form: one short field, url-encoded. */
const LOGIN_BODY_MAX = 2 * 1024

function render(c: Context<AppEnv>, data: GiftPageData | Promise<GiftPageData>, status: 200 | 429 = 200): Promise<Response> {
  return renderPage(c, { page: 'gift', Page: GiftPage, data, status }).then(privatePage)
}

/** The posted code as typed, cut to its limit; a body that cannot be read is an empty form. */
async function readCode(c: Context<AppEnv>): Promise<string> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  const value = body.code
  return typeof value === 'string' ? value.trim().slice(0, GIFT_CODE_INPUT_MAX) : ''
}

/**
 * The gift recipient's pages (site-wide §1 "a separate beneficiary login", §2 /beneficiary/login):
 * the code printed on the voucher signs the visitor in for the visit (a signed, HttpOnly cookie),
 * and the gift's page says what the gift is and how to use it. A code that is malformed, names no
 * gift, was used or is past its date, or too many tries in a minute, show the form again with why
 * and the code as typed.
 */
export const beneficiaryPages = new Hono<AppEnv>({ strict: false })
  .get('/beneficiary/login', async (c) => {
    // Signed in already: the gift's page.
    if ((await giftSessionOf(c)) !== null) return c.redirect(beneficiaryGiftPath(c.get('site')), 303)
    const signedOut = c.req.query('signedOut') === '1'
    return render(c, { view: 'login', code: '', error: null, outcome: signedOut ? 'signedOut' : null })
  })
  .post('/beneficiary/login', sizeLimit(LOGIN_BODY_MAX), async (c) => {
    const code = await readCode(c)
    const page = (outcome: LoginOutcome, status: 200 | 429 = 200) => render(c, { view: 'login', code, error: null, outcome }, status)
    const error = validateGiftCode(code)
    if (error) return render(c, { view: 'login', code, error, outcome: null })
    const verdict = await countRequest(c, 'gift-login', clientIp(c.req.header('cf-connecting-ip')))
    if (!verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfter))
      return page('tooMany', 429)
    }
    const voucher = await findVoucherByCode(c.env.DB, normalizeGiftCode(code) ?? '')
    if (!voucher) return page('notFound')
    const { space } = await readGift(c, voucher, c.get('site').id)
    // A card with nothing left still opens its page: what it paid for, and that it is used up.
    if (space.status === 'expired' || (space.status === 'used' && space.kind !== 'giftcard')) return page(space.status)
    await startGiftSession(c, voucher.orderId)
    return c.redirect(beneficiaryGiftPath(c.get('site')), 303)
  })
  .get('/beneficiary/gift', async (c) => {
    const site = c.get('site')
    const giftOrderId = await giftSessionOf(c)
    const voucher = giftOrderId === null ? null : await findVoucherByOrderId(c.env.DB, giftOrderId)
    if (!voucher) {
      if (giftOrderId !== null) endGiftSession(c)
      return c.redirect(beneficiaryLoginPath(site), 303)
    }
    return render(
      c,
      readGift(c, voucher, site.id).then(({ space }): GiftPageData => ({ view: 'gift', gift: space })),
    )
  })
  .post('/beneficiary/logout', (c) => {
    endGiftSession(c)
    return c.redirect(`${beneficiaryLoginPath(c.get('site'))}?signedOut=1`, 303)
  })
