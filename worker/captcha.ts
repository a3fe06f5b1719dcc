import * as v from 'valibot'

/** Turnstile's server-side verification endpoint. */
export const CAPTCHA_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'

/** How long the provider may take before the submit is refused (the visitor can send again). */
const VERIFY_TIMEOUT_MS = 5000

const VerifyResponseSchema = v.object({ success: v.boolean() })

/** ok: accept the submit; missing: no token; rejected: the provider refused it; unavailable: the provider could not answer. */
export type CaptchaVerdict = 'ok' | 'missing' | 'rejected' | 'unavailable'

export interface CaptchaCheck {
  /** CAPTCHA_SECRET; unset or empty in local development. */
  secret: string | undefined
  token: string
  /** The visitor's address, passed to the provider as a signal; null when unknown. */
  remoteIp: string | null
  /** The fetch to call the provider with (the global one by default). */
  fetcher?: typeof fetch
}

/**
 * Verifies a contact form's captcha token. With CAPTCHA_SECRET set (a wrangler secret in
 * production), the token is checked with the provider and any failure to verify refuses the
 * submit. With the secret unset, as in local development and the worker tests where no provider
 * can be reached, only the token's presence is checked: a deployment must set the secret.
 */
export async function verifyCaptcha(check: CaptchaCheck): Promise<CaptchaVerdict> {
  if (check.token === '') return 'missing'
  if (!check.secret) return 'ok'
  const form = new URLSearchParams({ secret: check.secret, response: check.token })
  if (check.remoteIp) form.set('remoteip', check.remoteIp)
  try {
    const res = await (check.fetcher ?? fetch)(CAPTCHA_VERIFY_URL, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    })
    if (!res.ok) return 'unavailable'
    const parsed = v.safeParse(VerifyResponseSchema, await res.json())
    if (!parsed.success) return 'unavailable'
    return parsed.output.success ? 'ok' : 'rejected'
  } catch {
    return 'unavailable'
  }
}

/**
 * The token the contact page hands the form where no CAPTCHA_SECRET is set (local development,
 * the worker tests): verifyCaptcha then checks only that a token is there.
 */
export const LOCAL_CAPTCHA_TOKEN = 'local-development'
