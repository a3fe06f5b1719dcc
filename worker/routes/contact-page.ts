import type { Context } from 'hono'
import * as v from 'valibot'
import { CONTACT_RESULT_REF } from '../../shared/api/contact'
import { findContactReason } from '../../shared/rules/contact-reasons'
import type { ContactPageData } from '../../client/pages/contact/contact-page'
import { LOCAL_CAPTCHA_TOKEN } from '../captcha'
import type { AppEnv } from '../env'
import { contactPagePath } from './contact'

/** The ?ref= the POST handler redirects back with. */
const ResultRefSchema = v.picklist([CONTACT_RESULT_REF.success, CONTACT_RESULT_REF.error])

/**
 * What the contact page shows for this request: the outcome the POST handler redirected back with,
 * the reason chosen without JavaScript, and the captcha the handler will ask of the form. The form
 * posts to the page's own path, the one the handler answers (and redirects back to).
 */
export function contactPageData(c: Context<AppEnv>): ContactPageData {
  const ref = v.safeParse(ResultRefSchema, c.req.query('ref'))
  const action = contactPagePath(new URL(c.req.url).pathname)
  return {
    action,
    result: ref.success ? (ref.output === CONTACT_RESULT_REF.success ? 'success' : 'error') : null,
    reason: findContactReason(c.req.query('reason'))?.code ?? null,
    captcha: c.get('customerCare')
      ? { kind: 'none' }
      : c.env.CAPTCHA_SECRET
        ? { kind: 'widget' }
        : { kind: 'token', token: LOCAL_CAPTCHA_TOKEN },
  }
}
