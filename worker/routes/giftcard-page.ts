import { Hono } from 'hono'
import { parseFlags } from '../../shared/flags'
import { initialGiftFormat } from '../../shared/rules/box-pages'
import { initialGiftcardAmount, type GiftcardPageData } from '../../shared/rules/giftcard'
import { GiftcardPage } from '../../client/pages/giftcard/giftcard-page'
import type { AppEnv } from '../env'
import { renderPage } from '../render/render-page'

/**
 * The gift card page (site-wide §2: /giftcard/customization, the same words on all six sites),
 * opening with the amount and format of its search (the way back from the summary) when they can
 * be chosen: a card's amount, and physical only while the physical-voucher flag is on.
 */
export const giftcardPage = new Hono<AppEnv>({ strict: false }).get('/giftcard/customization', (c) => {
  const data: GiftcardPageData = {
    amount: initialGiftcardAmount(c.req.query('amount')),
    format: initialGiftFormat(c.req.query('giftFormat'), parseFlags(c.env.FLAGS).physicalVoucher),
  }
  return renderPage(c, { page: 'giftcard', Page: GiftcardPage, data, metaTags: true })
})
