import { Hono, type Context } from 'hono'
import {
  CAPTCHA_FIELD,
  CONTACT_RESULT_REF,
  type ContactRequest,
  ContactRequestSchema,
  type ContactResponse,
} from '../../shared/api/contact'
import { OFFER_INFO_REASON } from '../../shared/rules/contact-form'
import { ROUTE_SLUGS, routeForSlug } from '../../shared/sites'
import { verifyCaptcha } from '../captcha'
import { insertContactRequest } from '../data/contact-requests'
import type { AppEnv } from '../env'
import { AppError, errorHandler } from '../errors'
import { logError } from '../log'
import { clientIp, rateLimit } from '../middleware/rate-limit'
import { sizeLimit } from '../middleware/size-limit'
import { parseOrThrow } from '../validate'
import { renderNotFound } from './pages'

/** Largest form body: a 4000-character message of accented text, url-encoded, fits. */
export const CONTACT_BODY_MAX = 64 * 1024

/**
 * The contact slugs of every language (contacto, contatti, contact); each site accepts its own. Longest
 * first: the router takes the first alternative that matches a prefix ('contact' of 'contacto').
 */
const CONTACT_SLUGS = [...new Set(Object.values(ROUTE_SLUGS).map((slugs) => slugs.contact))].sort((a, b) => b.length - a.length).join('|')

/** The contact page the form was posted from (one leading slash: never another host). */
export function contactPagePath(pathname: string): string {
  return `/${pathname.replace(/^\/+/, '').replace(/\/+$/, '')}`
}

/** The posted fields; a body that cannot be read is an empty form (every mandatory field missing). */
async function readForm(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.parseBody()
  } catch {
    return {}
  }
}

/** The validated form, or the 400 naming its first invalid field. */
function parseContact(body: unknown): ContactRequest | AppError {
  try {
    return parseOrThrow(ContactRequestSchema, body)
  } catch (error) {
    if (error instanceof AppError) return error
    throw error
  }
}

/**
 * POST {site}/contact (web-to-case, site-wide §2 and §4): the contact form, validated with the
 * browser's rules, captcha-checked outside customer-care mode, stored, then the contact page again
 * with ?ref=contact_thank_you (success message) or ?ref=contact_error (error banner). A client that
 * accepts JSON gets 201, or a 400 naming the field, instead of the redirect.
 */
export const contactForm = new Hono<AppEnv>().post(
  `/:slug{${CONTACT_SLUGS}}`,
  sizeLimit(CONTACT_BODY_MAX),
  rateLimit('contact'),
  async (c) => {
    const site = c.get('site')
    if (routeForSlug(site.language, c.req.param('slug')) !== 'contact') return renderNotFound(c)
    const wantsJson = (c.req.header('Accept') ?? '').includes('application/json')
    const page = contactPagePath(c.req.path)
    const refuse = (error: AppError) => (wantsJson ? errorHandler(error, c) : c.redirect(`${page}?ref=${CONTACT_RESULT_REF.error}`, 303))

    const form = parseContact(await readForm(c))
    if (form instanceof AppError) return refuse(form)
    const ip = clientIp(c.req.header('cf-connecting-ip'))
    const remoteIp = ip === 'local' || ip === 'invalid' ? null : ip
    const { [CAPTCHA_FIELD]: token, ...fields } = form
    if (!c.get('customerCare')) {
      const verdict = await verifyCaptcha({ secret: c.env.CAPTCHA_SECRET, token, remoteIp })
      if (verdict === 'missing') return refuse(new AppError(400, 'CAPTCHA_REQUIRED', 'Please complete the captcha', CAPTCHA_FIELD))
      if (verdict === 'rejected') return refuse(new AppError(400, 'CAPTCHA_FAILED', 'The captcha was not accepted', CAPTCHA_FIELD))
      if (verdict === 'unavailable') {
        logError(c, 'application.server.captcha', new Error('captcha verification unavailable'))
        return refuse(new AppError(503, 'CAPTCHA_UNAVAILABLE', 'The captcha could not be verified, please send again'))
      }
    }
    const uuid = crypto.randomUUID()
    await insertContactRequest(c.env.DB, {
      uuid,
      locale: site.id,
      email: fields.email,
      subject: fields.contact_reason,
      orderReference: fields.contact_reason === OFFER_INFO_REASON ? null : fields.Booking_ID__c,
      payload: JSON.stringify(fields),
      clientIp: remoteIp,
      now: new Date().toISOString(),
    })
    if (wantsJson) return c.json({ contactRequestUUID: uuid } satisfies ContactResponse, 201)
    return c.redirect(`${page}?ref=${CONTACT_RESULT_REF.success}`, 303)
  },
)
