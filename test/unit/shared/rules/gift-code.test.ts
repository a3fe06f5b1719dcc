import { describe, expect, it } from 'vitest'
import { GIFT_CODE_ALPHABET, newGiftCode, normalizeGiftCode, validateGiftCode } from '../../../../shared/rules/gift-code'

describe('reading the code a recipient types', () => {
  it.each([
    ['7KQ2-M9XD-4TBH', '7KQ2-M9XD-4TBH'],
    ['7kq2-m9xd-4tbh', '7KQ2-M9XD-4TBH'],
    ['7KQ2M9XD4TBH', '7KQ2-M9XD-4TBH'],
    ['  7KQ2 M9XD 4TBH ', '7KQ2-M9XD-4TBH'],
    ['7KQ2.M9XD.4TBH', '7KQ2-M9XD-4TBH'],
    ['7KQ2–M9XD–4TBH', '7KQ2-M9XD-4TBH'],
    // O, I and L are read as the digits they look like.
    ['OIL2-M9XD-4TBH', '0112-M9XD-4TBH'],
    ['oil2 m9xd 4tbh', '0112-M9XD-4TBH'],
  ])('%j is the code %s', (typed, code) => {
    expect(normalizeGiftCode(typed)).toBe(code)
  })

  it.each([
    ['', 'empty'],
    ['ABC', 'too short'],
    ['7KQ2-M9XD-4TB', 'one symbol short'],
    ['7KQ2-M9XD-4TBH-A', 'one symbol too many'],
    ['7KQ2-M9XD-4TBU', 'U is not in the alphabet'],
    ['7KQ2-M9XD-4TB!', 'a symbol outside the alphabet'],
    ['7KQ2/M9XD/4TBH', 'another separator'],
    ['7KQ2-M9XD-4TBÉ', 'an accented letter'],
  ])('%j is no code (%s)', (typed) => {
    expect(normalizeGiftCode(typed)).toBeNull()
  })
})

describe('the code field’s error', () => {
  it.each([
    ['', 'form.error.mandatory'],
    ['   ', 'form.error.mandatory'],
    ['ABC', 'beneficiary.login.malformed'],
    ['7KQ2-M9XD-4TBU', 'beneficiary.login.malformed'],
  ])('%j → %s', (typed, id) => {
    expect(validateGiftCode(typed)).toEqual({ id })
  })

  it('is none for a code in any of the forms people type it', () => {
    expect(validateGiftCode('7kq2 m9xd 4tbh')).toBeNull()
  })
})

describe('a new voucher code', () => {
  it('is three groups of four symbols of the alphabet, each byte read by its last five bits', () => {
    const bytes = Uint8Array.from([0, 1, 31, 32, 33, 63, 64, 255, 10, 20, 30, 17])
    expect(newGiftCode(bytes)).toBe('01Z0-1Z0Z-AMYH')
  })

  it('is random and always readable back as itself', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newGiftCode()))
    expect(codes.size).toBe(200)
    for (const code of codes) {
      expect(code).toMatch(new RegExp(`^[${GIFT_CODE_ALPHABET}]{4}-[${GIFT_CODE_ALPHABET}]{4}-[${GIFT_CODE_ALPHABET}]{4}$`))
      expect(normalizeGiftCode(code)).toBe(code)
    }
  })
})
