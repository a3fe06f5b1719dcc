import { describe, expect, it } from 'vitest'
import { decoyHash, hashPassword, PASSWORD_ITERATIONS, verifyPassword } from '../../../../worker/account/password'

describe('account passwords (PBKDF2-SHA256)', () => {
  it('stores the scheme, the iterations, a salt and the hash, and verifies the password it was made from only', async () => {
    const stored = await hashPassword('correct horse battery')
    const [scheme, iterations, salt, hash] = stored.split('$')
    expect(scheme).toBe('pbkdf2-sha256')
    expect(Number(iterations)).toBe(PASSWORD_ITERATIONS)
    expect(salt).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(stored).not.toContain('correct horse')
    expect(await verifyPassword('correct horse battery', stored)).toBe(true)
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false)
    expect(await verifyPassword('', stored)).toBe(false)
  })

  it('salts each account anew: one password hashes differently twice', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')])
    expect(a).not.toBe(b)
    expect(await verifyPassword('same password', a)).toBe(true)
    expect(await verifyPassword('same password', b)).toBe(true)
  })

  it('verifies with the iterations written beside the hash', async () => {
    const fewer = await hashPassword('older hash', 1000)
    expect(fewer.split('$')[1]).toBe('1000')
    expect(await verifyPassword('older hash', fewer)).toBe(true)
    expect(await verifyPassword('older hash!', fewer)).toBe(false)
  })

  it('reads the same text typed in either Unicode form as one password', async () => {
    const stored = await hashPassword('Cr\u00e8me br\u00fbl\u00e9e')
    expect(await verifyPassword('Cre\u0300me bru\u0302le\u0301e', stored)).toBe(true)
  })

  it('never matches a stored value of another form, without throwing', async () => {
    const stored = await hashPassword('secret password')
    const [, iterations, salt, hash] = stored.split('$')
    for (const other of [
      '',
      'secret password',
      `md5$${iterations}$${salt}$${hash}`,
      `pbkdf2-sha256$0$${salt}$${hash}`,
      `pbkdf2-sha256$${PASSWORD_ITERATIONS + 1}$${salt}$${hash}`,
      `pbkdf2-sha256$abc$${salt}$${hash}`,
      `pbkdf2-sha256$${iterations}$${salt}`,
      `pbkdf2-sha256$${iterations}$${salt}$${hash}$extra`,
      `pbkdf2-sha256$${iterations}$!!!$${hash}`,
      `pbkdf2-sha256$${iterations}$${salt}$${hash?.slice(1)}`,
    ]) {
      expect(await verifyPassword('secret password', other), other).toBe(false)
    }
  })

  it('has a decoy hash no password matches, the same one each time', async () => {
    const decoy = await decoyHash()
    expect(await decoyHash()).toBe(decoy)
    expect(await verifyPassword('', decoy)).toBe(false)
    expect(await verifyPassword('password', decoy)).toBe(false)
  })
})
