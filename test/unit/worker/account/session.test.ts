import { describe, expect, it } from 'vitest'
import { analyticsIdOf, readAccountToken, signAccountToken } from '../../../../worker/account/session'

const LOCAL = { CUSTOMER_TOKEN_KEY: '', PRODUCTION: 'false' }
const KEYED = { CUSTOMER_TOKEN_KEY: 'a-long-random-secret-of-the-production-site-for-accounts-0123', PRODUCTION: 'true' }
const NOW = 1_800_000_000
const ACCOUNT = { id: 42, sessionVersion: 3 }

describe("the customer's sign-in token", () => {
  it('names the account and its session version until its end', async () => {
    const token = await signAccountToken(KEYED, ACCOUNT, NOW + 60)
    expect(token).toMatch(/^a2\.42\.3\.1800000060\.[A-Za-z0-9_-]+$/)
    expect(await readAccountToken(KEYED, token, NOW)).toEqual(ACCOUNT)
    expect(await readAccountToken(KEYED, token, NOW + 59)).toEqual(ACCOUNT)
  })

  it('is refused from its end on', async () => {
    const token = await signAccountToken(KEYED, ACCOUNT, NOW + 60)
    expect(await readAccountToken(KEYED, token, NOW + 60)).toBeNull()
    expect(await readAccountToken(KEYED, token, NOW + 40 * 24 * 3600)).toBeNull()
  })

  it('is refused, never thrown at, when any part was changed or it is garbled', async () => {
    const token = await signAccountToken(KEYED, ACCOUNT, NOW + 60)
    const [version, , session, expires, signature] = token.split('.')
    for (const altered of [
      `${version}.43.${session}.${expires}.${signature}`,
      `${version}.042.${session}.${expires}.${signature}`,
      `${version}.0.${session}.${expires}.${signature}`,
      `${version}.42.4.${expires}.${signature}`,
      `${version}.42.2.${expires}.${signature}`,
      `${version}.42.-1.${expires}.${signature}`,
      `${version}.42.${session}.${Number(expires) + 3600}.${signature}`,
      `a1.42.${session}.${expires}.${signature}`,
      `${version}.42.${expires}.${signature}`,
      `${version}.42.${session}.${expires}.${signature?.slice(0, -2)}AA`,
      `${version}.42.${session}.${expires}`,
      `${token}.extra`,
      '',
      'not a token',
      '%E0%A4%A',
      `${version}.42.${session}.${expires}.+/=`,
      // No base64 text has this length.
      `${version}.42.${session}.${expires}.${signature?.slice(0, 1)}`,
      `${version}.42.${session}.${expires}.${'A'.repeat(5000)}`,
    ]) {
      expect(await readAccountToken(KEYED, altered, NOW), altered).toBeNull()
    }
    expect(await readAccountToken(KEYED, undefined, NOW)).toBeNull()
  })

  it('is refused under another key: the development key’s tokens are worth nothing in production', async () => {
    const local = await signAccountToken(LOCAL, ACCOUNT, NOW + 60)
    expect(await readAccountToken(LOCAL, local, NOW)).toEqual(ACCOUNT)
    expect(await readAccountToken(KEYED, local, NOW)).toBeNull()
    expect(await readAccountToken(LOCAL, await signAccountToken(KEYED, ACCOUNT, NOW + 60), NOW)).toBeNull()
  })

  it('cannot be signed in production without a key of its own, and reads as signed out there', async () => {
    const unkeyed = { CUSTOMER_TOKEN_KEY: '', PRODUCTION: 'true' }
    await expect(signAccountToken(unkeyed, ACCOUNT, NOW + 60)).rejects.toMatchObject({ code: 'ACCOUNT_SIGN_IN_DISABLED' })
    expect(await readAccountToken(unkeyed, await signAccountToken(LOCAL, ACCOUNT, NOW + 60), NOW)).toBeNull()
  })
})

describe("the signed-in customer's analytics user id", () => {
  it('is 16 hex characters, the same for the account every time, another for another account or key', async () => {
    const id = await analyticsIdOf(KEYED, 42)
    expect(id).toMatch(/^[0-9a-f]{16}$/)
    expect(await analyticsIdOf(KEYED, 42)).toBe(id)
    expect(await analyticsIdOf(KEYED, 43)).not.toBe(id)
    expect(await analyticsIdOf(LOCAL, 42)).not.toBe(id)
  })
  it('is none in production without a key of its own', async () => {
    expect(await analyticsIdOf({ CUSTOMER_TOKEN_KEY: '', PRODUCTION: 'true' }, 42)).toBe('')
  })
})
