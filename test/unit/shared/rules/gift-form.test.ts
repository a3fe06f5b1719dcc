import { describe, expect, it } from 'vitest'
import {
  GIFT_FORM_LIMITS,
  GIFT_MESSAGE_HINT,
  acceptTyping,
  giftFieldLabel,
  isGiftFormValid,
  shouldPersistGiftForm,
  validateFromName,
  validateGiftForm,
  validateGiftMessage,
} from '../../../../shared/rules/gift-form'

describe('gift form limits', () => {
  it('limits fromName to 40, message to 180 and flashes the limit error 1 s', () => {
    expect(GIFT_FORM_LIMITS).toEqual({ fromName: 40, message: 180, limitErrorFlashMs: 1000 })
  })

  it.each([
    ['an empty name is mandatory when the form is required', '', true, { id: 'form.error.mandatory' }],
    ['blank spaces count as empty', '   ', true, { id: 'form.error.mandatory' }],
    ['an empty name is fine when the form is optional', '', false, null],
    ['a name is valid', 'Anne-Marie O’Neil', true, null],
    ['accented letters are text', 'Élodie & José', true, null],
    ['digits are not text', 'Anne 2', true, { id: 'form.error.onlyText' }],
    ['symbols are not text', 'Anne <3', false, { id: 'form.error.onlyText' }],
    ['40 characters are accepted', 'a'.repeat(40), true, null],
    ['41 characters are over the limit', 'a'.repeat(41), true, { id: 'form.error.maxLength', values: { maxlength: 40 } }],
  ])('%s', (_rule, value, required, expected) => {
    expect(validateFromName(value, { required })).toEqual(expected)
  })

  it.each([
    ['an empty message is fine', '', null],
    ['180 characters are accepted', 'x'.repeat(180), null],
    ['181 characters are over the limit', 'x'.repeat(181), { id: 'form.error.maxLength', values: { maxlength: 180 } }],
    ['an emoji counts as one character', '🎁'.repeat(180), null],
  ])('message: %s', (_rule, value, expected) => {
    expect(validateGiftMessage(value)).toEqual(expected)
  })

  it('validates both fields per field', () => {
    expect(validateGiftForm({ fromName: '', message: 'x'.repeat(181) }, { required: true })).toEqual({
      fromName: { id: 'form.error.mandatory' },
      message: { id: 'form.error.maxLength', values: { maxlength: 180 } },
    })
    expect(isGiftFormValid({ fromName: 'Paul', message: 'Happy birthday!' }, { required: true })).toBe(true)
  })
})

describe('typing and storage', () => {
  it.each([
    [
      'typing within the limit is accepted',
      'fromName',
      'a'.repeat(39),
      'a'.repeat(40),
      { value: 'a'.repeat(40), refused: false, error: null },
    ],
    [
      'typing beyond the limit is refused',
      'fromName',
      'a'.repeat(40),
      'a'.repeat(41),
      { value: 'a'.repeat(40), refused: true, error: { id: 'form.error.maxLength', values: { maxlength: 40 } } },
    ],
    [
      'pasting beyond the message limit is refused',
      'message',
      'hi',
      'x'.repeat(200),
      { value: 'hi', refused: true, error: { id: 'form.error.maxLength', values: { maxlength: 180 } } },
    ],
  ] as const)('%s', (_rule, field, previous, next, expected) => {
    expect(acceptTyping(field, previous, next)).toEqual(expected)
  })

  it.each([
    ['either field filled is stored', { fromName: 'Paul', message: '' }, true],
    ['the message alone is stored', { fromName: '', message: 'Hi' }, true],
    ['both empty is removed', { fromName: ' ', message: '' }, false],
  ])('%s', (_rule, form, expected) => {
    expect(shouldPersistGiftForm(form)).toBe(expected)
  })

  it.each([
    ['fromName', true, 'giftForm.fromName.label'],
    ['fromName', false, 'giftForm.fromName.label.optional'],
    ['message', false, 'giftForm.message.label.optional'],
  ] as const)('the %s label (required %s) is %s', (field, required, id) => {
    expect(giftFieldLabel(field, { required })).toEqual({ id })
  })

  it('hints the message limit', () => {
    expect(GIFT_MESSAGE_HINT).toEqual({ id: 'giftForm.message.hint', values: { max: 180 } })
  })
})
