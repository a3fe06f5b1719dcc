import { describe, expect, it } from 'vitest'
import { sessionFields, sessionToken, signFields } from '../../../worker/signed-token'

const KEY = 'a-key-of-the-tests-for-signed-session-tokens'
const NOW = 1_800_000_000

describe('session tokens (version, fields, end)', () => {
  it('reads back the fields between the version and the end while the token holds', async () => {
    const token = await sessionToken(KEY, 'x1', [42, 'abc'], NOW + 60)
    expect(await sessionFields(KEY, token, 'x1', 2, NOW)).toEqual(['42', 'abc'])
  })

  it.each<[string, () => Promise<string | undefined>, string, number, number]>([
    ['another version', async () => sessionToken(KEY, 'x0', [42, 'abc'], NOW + 60), 'x1', 2, NOW],
    ['another count of fields', async () => sessionToken(KEY, 'x1', [42], NOW + 60), 'x1', 2, NOW],
    ['past its end', async () => sessionToken(KEY, 'x1', [42, 'abc'], NOW), 'x1', 2, NOW],
    ['an end that is no time', async () => signFields(KEY, ['x1', 42, 'abc', 'soon']), 'x1', 2, NOW],
    ['another key', async () => sessionToken(`${KEY}!`, 'x1', [42, 'abc'], NOW + 60), 'x1', 2, NOW],
    ['an altered field', async () => (await sessionToken(KEY, 'x1', [42, 'abc'], NOW + 60)).replace('42', '43'), 'x1', 2, NOW],
    ['no token', async () => undefined, 'x1', 2, NOW],
  ])('refuses %s', async (_case, make, version, count, now) => {
    expect(await sessionFields(KEY, await make(), version, count, now)).toBeNull()
  })
})
