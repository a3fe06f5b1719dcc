import { describe, expect, it } from 'vitest'
import { readGiftToken, signGiftToken } from '../../../../worker/beneficiary/session'

const LOCAL = { BENEFICIARY_TOKEN_KEY: '', PRODUCTION: 'false' }
const KEYED = { BENEFICIARY_TOKEN_KEY: 'a-long-random-secret-of-the-production-site-0123456789', PRODUCTION: 'true' }
const NOW = 1_800_000_000

describe("the gift recipient's sign-in token", () => {
  it('names the gift order it was signed for until its end', async () => {
    const token = await signGiftToken(KEYED, 42, NOW + 60)
    expect(token).toMatch(/^v1\.42\.1800000060\.[A-Za-z0-9_-]+$/)
    expect(await readGiftToken(KEYED, token, NOW)).toBe(42)
    expect(await readGiftToken(KEYED, token, NOW + 59)).toBe(42)
  })

  it('is refused from its end on', async () => {
    const token = await signGiftToken(KEYED, 42, NOW + 60)
    expect(await readGiftToken(KEYED, token, NOW + 60)).toBeNull()
    expect(await readGiftToken(KEYED, token, NOW + 3600)).toBeNull()
  })

  it('is refused when any part was changed', async () => {
    const token = await signGiftToken(KEYED, 42, NOW + 60)
    const [version, , expires, signature] = token.split('.')
    for (const altered of [
      `${version}.43.${expires}.${signature}`,
      `${version}.42.${Number(expires) + 3600}.${signature}`,
      `v2.42.${expires}.${signature}`,
      `${version}.42.${expires}.${signature?.slice(0, -2)}AA`,
      `${version}.42.${expires}`,
      `${token}.extra`,
      '',
      'not a token',
      `${version}.42.${expires}.+/=`,
      // No base64 text has this length.
      `${version}.42.${expires}.${signature?.slice(0, 1)}`,
    ]) {
      expect(await readGiftToken(KEYED, altered, NOW), altered).toBeNull()
    }
    expect(await readGiftToken(KEYED, undefined, NOW)).toBeNull()
  })

  it('is refused under another key: the development key’s tokens are worth nothing in production', async () => {
    const local = await signGiftToken(LOCAL, 42, NOW + 60)
    expect(await readGiftToken(LOCAL, local, NOW)).toBe(42)
    expect(await readGiftToken(KEYED, local, NOW)).toBeNull()
    expect(await readGiftToken(LOCAL, await signGiftToken(KEYED, 42, NOW + 60), NOW)).toBeNull()
  })

  it('cannot be signed in production without a key of its own', async () => {
    await expect(signGiftToken({ BENEFICIARY_TOKEN_KEY: '', PRODUCTION: 'true' }, 42, NOW + 60)).rejects.toMatchObject({
      code: 'GIFT_LOGIN_DISABLED',
    })
  })
})
