// The code printed on a gift voucher (a gift stay, a gift box, an activity voucher, a gift card):
// what the buyer's order is given once paid, and what the recipient types at the beneficiary login
// (site-wide.md §1 "a separate beneficiary login"). One set of rules for the browser and the worker.
import type { Message } from '../message'

/** Letters and digits that cannot be misread (no I, L, O, U): 32 symbols, so a byte & 31 is unbiased. */
export const GIFT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** Symbols of a code, printed in three groups of four: 'XXXX-XXXX-XXXX' (60 random bits). */
export const GIFT_CODE_LENGTH = 12

/** The longest text kept of the code field: a code with spaces or dashes between any of its symbols. */
export const GIFT_CODE_INPUT_MAX = 40

/** Letters people type for the digits they look like (the alphabet leaves them out). */
const LOOKALIKES: Readonly<Record<string, string>> = { O: '0', I: '1', L: '1' }

/** A code as it is printed: three groups of four symbols. */
export function formatGiftCode(symbols: string): string {
  return [symbols.slice(0, 4), symbols.slice(4, 8), symbols.slice(8, 12)].join('-')
}

/** A voucher code, 'XXXX-XXXX-XXXX', from 12 random bytes (new ones unless given). */
export function newGiftCode(bytes: Uint8Array = crypto.getRandomValues(new Uint8Array(GIFT_CODE_LENGTH))): string {
  return formatGiftCode([...bytes.slice(0, GIFT_CODE_LENGTH)].map((b) => GIFT_CODE_ALPHABET[b & 31]).join(''))
}

/**
 * The code a typed text names, as printed ('XXXX-XXXX-XXXX'), or null when it cannot be one:
 * case, spaces, dashes and dots are ignored, and O, I and L read as the digits 0 and 1.
 */
export function normalizeGiftCode(input: string): string | null {
  const symbols = input
    .toUpperCase()
    .replace(/[\s.\-–—_]/g, '')
    .split('')
    .map((ch) => LOOKALIKES[ch] ?? ch)
    .join('')
  if (symbols.length !== GIFT_CODE_LENGTH) return null
  for (const ch of symbols) if (!GIFT_CODE_ALPHABET.includes(ch)) return null
  return formatGiftCode(symbols)
}

/** The code field's error: 'Mandatory field' when empty, the expected form when it cannot be a code. */
export function validateGiftCode(input: string): Message | null {
  if (input.trim() === '') return { id: 'form.error.mandatory' }
  return normalizeGiftCode(input) === null ? { id: 'beneficiary.login.malformed' } : null
}
