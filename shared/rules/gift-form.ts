// Gift customisation form (product-pages.md §3, §4, §5, §9): the same rules
// run in the browser (on blur and submit) and on the server (order payload).
import type { Message } from '../message'

/** Field limits and the duration of the over-limit flash. */
export const GIFT_FORM_LIMITS = { fromName: 40, message: 180, limitErrorFlashMs: 1000 } as const

/** The two fields. */
export type GiftFormField = 'fromName' | 'message'

/** Field values. */
export interface GiftForm {
  readonly fromName: string
  readonly message: string
}

/** Errors per field (absent when valid). */
export type GiftFormErrors = Partial<Record<GiftFormField, Message>>

// Sender names are words: letters (any script), spaces, apostrophes,
// hyphens, and the joiners people write between names ("Anne & Paul", "A., B.").
const TEXT_ONLY = /^[\p{L}\p{M}\s'’&.,-]*$/u

/** Length as people count it (an emoji is one character). */
export function textLength(value: string): number {
  return Array.from(value).length
}

/** The customisation as an order carries it: both fields trimmed. */
export function trimmedGift(form: GiftForm): GiftForm {
  return { fromName: form.fromName.trim(), message: form.message.trim() }
}

/** 'The field is limited to {maxlength} characters'. */
export function limitMessage(maxlength: number): Message {
  return { id: 'form.error.maxLength', values: { maxlength } }
}

/** fromName: mandatory only when the form is required, text only, 40 characters at most. */
export function validateFromName(value: string, options: { readonly required: boolean }): Message | null {
  if (value.trim() === '') return options.required ? { id: 'form.error.mandatory' } : null
  if (!TEXT_ONLY.test(value)) return { id: 'form.error.onlyText' }
  if (textLength(value) > GIFT_FORM_LIMITS.fromName) return limitMessage(GIFT_FORM_LIMITS.fromName)
  return null
}

/** message: optional, 180 characters at most. */
export function validateGiftMessage(value: string): Message | null {
  return textLength(value) > GIFT_FORM_LIMITS.message ? limitMessage(GIFT_FORM_LIMITS.message) : null
}

/** Both fields validated (submit). */
export function validateGiftForm(form: GiftForm, options: { readonly required: boolean }): GiftFormErrors {
  const fromName = validateFromName(form.fromName, options)
  const message = validateGiftMessage(form.message)
  return { ...(fromName ? { fromName } : {}), ...(message ? { message } : {}) }
}

/** True when the form has no error (gift checkout may proceed). */
export function isGiftFormValid(form: GiftForm, options: { readonly required: boolean }): boolean {
  return Object.keys(validateGiftForm(form, options)).length === 0
}

/**
 * Typing into a limited field: input that would exceed the limit is refused
 * (the previous value stays) and the limit error flashes for 1 s.
 */
export function acceptTyping(
  field: GiftFormField,
  previous: string,
  next: string,
): { readonly value: string; readonly refused: boolean; readonly error: Message | null } {
  const max = GIFT_FORM_LIMITS[field]
  if (textLength(next) <= max) return { value: next, refused: false, error: null }
  return { value: previous, refused: true, error: limitMessage(max) }
}

/** The customisation is kept in browser storage when either field is filled, removed when both are empty. */
export function shouldPersistGiftForm(form: GiftForm): boolean {
  return form.fromName.trim() !== '' || form.message.trim() !== ''
}

/** Hint under the message field: 'Max. {max} characters'. */
export const GIFT_MESSAGE_HINT: Message = { id: 'giftForm.message.hint', values: { max: GIFT_FORM_LIMITS.message } }

/** Label of a field, with the '(optional)' suffix when the form is not required. */
export function giftFieldLabel(field: GiftFormField, options: { readonly required: boolean }): Message {
  const id = field === 'fromName' ? 'giftForm.fromName.label' : 'giftForm.message.label'
  return options.required ? { id } : { id: `${id}.optional` }
}
