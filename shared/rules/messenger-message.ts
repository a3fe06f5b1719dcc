// The chat's fields, checked with the contact form's rules (site-wide §5) in the browser and the worker.
import type { Message } from '../message'
import { validateEmail, validateName } from './contact-form'
import { MESSENGER_LIMITS } from './messenger'

/** The chat's fields: who writes (first message only) and what. */
export type MessengerField = 'name' | 'email' | 'body'

/** Errors per field (absent when valid). */
export type MessengerErrors = Partial<Record<MessengerField, Message>>

/** One field with the contact form's rules: mandatory, then its format (name, email) and its length. */
export function validateMessengerField(field: MessengerField, value: string): Message | null {
  if (value.trim() === '') return { id: 'form.error.mandatory' }
  const max = MESSENGER_LIMITS[field]
  if (value.trim().length > max) return { id: 'form.error.maxLength', values: { maxlength: max } }
  if (field === 'name') return validateName(value)
  if (field === 'email') return validateEmail(value)
  return null
}

/** The fields of a message: name and email only when it starts the conversation. */
export function validateMessengerMessage(input: {
  readonly first: boolean
  readonly name: string
  readonly email: string
  readonly body: string
}): MessengerErrors {
  const errors: MessengerErrors = {}
  const fields: MessengerField[] = input.first ? ['name', 'email', 'body'] : ['body']
  for (const field of fields) {
    const error = validateMessengerField(field, input[field])
    if (error) errors[field] = error
  }
  return errors
}
