import { useLingui } from '@lingui/react'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import type { Message } from '../../../shared/message'
import {
  acceptTyping,
  GIFT_FORM_LIMITS,
  GIFT_MESSAGE_HINT,
  giftFieldLabel,
  validateFromName,
  validateGiftForm,
  validateGiftMessage,
  type GiftForm,
  type GiftFormErrors,
  type GiftFormField,
} from '../../../shared/rules/gift-form'
import { readGiftCustomisation, saveGiftCustomisation } from '../../lib/gift-storage'

/** On the stay page the customisation is optional (the labels say so); the checkout may ask again. */
const OPTIONS = { required: false } as const

const FIELDS: readonly GiftFormField[] = ['fromName', 'message']

function validateField(field: GiftFormField, value: string): Message | null {
  return field === 'fromName' ? validateFromName(value, OPTIONS) : validateGiftMessage(value)
}

/** The customisation's values, errors and the over-limit flash; `validate` checks both fields and names the first invalid one. */
export function useGiftCustomisation() {
  const [form, setForm] = useState<GiftForm>({ fromName: '', message: '' })
  const [errors, setErrors] = useState<GiftFormErrors>({})
  const [flash, setFlash] = useState<GiftFormErrors>({})
  const timers = useRef<Partial<Record<GiftFormField, ReturnType<typeof setTimeout>>>>({})

  // The saved customisation comes back once hydrated (the server has no storage).
  useEffect(() => {
    const saved = readGiftCustomisation()
    if (saved) setForm(saved)
  }, [])
  useEffect(() => {
    const pending = timers.current
    return () => Object.values(pending).forEach((t) => clearTimeout(t))
  }, [])

  const change = (field: GiftFormField, next: string) => {
    const typed = acceptTyping(field, form[field], next)
    if (typed.refused) {
      clearTimeout(timers.current[field])
      setFlash((f) => ({ ...f, [field]: typed.error ?? undefined }))
      timers.current[field] = setTimeout(() => setFlash((f) => ({ ...f, [field]: undefined })), GIFT_FORM_LIMITS.limitErrorFlashMs)
      return
    }
    const updated = { ...form, [field]: typed.value }
    setForm(updated)
    saveGiftCustomisation(updated)
    // A shown error goes once the value is fixed; a new one waits for the blur.
    if (errors[field] && validateField(field, typed.value) === null) setErrors((e) => ({ ...e, [field]: undefined }))
  }

  const blur = (field: GiftFormField) => setErrors((e) => ({ ...e, [field]: validateField(field, form[field]) ?? undefined }))

  /** Validates both fields (submit): the first invalid field, or null when the gift may proceed. */
  const validate = (): GiftFormField | null => {
    const found = validateGiftForm(form, OPTIONS)
    setErrors(found)
    return FIELDS.find((f) => found[f]) ?? null
  }

  return { form, errors, flash, change, blur, validate }
}

export type GiftCustomisation = ReturnType<typeof useGiftCustomisation>

/** The id of a field's control, for the panel to focus the first invalid one. */
export function giftFieldId(formId: string, field: GiftFormField): string {
  return `${formId}-${field}`
}

/**
 * 'Customise your gift' (product-pages.md §3-§5): 'From' (40 characters, text only) and 'Your
 * message' (180 characters), both optional here. Each field is checked when left and on Offer;
 * typing past the limit is refused and the limit error shows for a second.
 */
export function GiftCustomisationFields({ state, formId }: { state: GiftCustomisation; formId: string }) {
  const { _ } = useLingui()
  const text = (message: Message) => _(message.id, message.values)
  return (
    <fieldset className="gift-form">
      <legend className="gift-form__legend">{_('giftSetup.customise')}</legend>
      {FIELDS.map((field) => {
        const id = giftFieldId(formId, field)
        const error = state.flash[field] ?? state.errors[field]
        const hintId = field === 'message' ? `${id}-hint` : null
        const errorId = error ? `${id}-error` : null
        const control = {
          id,
          className: 'field__control',
          value: state.form[field],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
          onBlur: () => state.blur(field),
          onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => state.change(field, e.target.value),
        }
        return (
          <div key={field} className={error ? 'field gift-form__field gift-form__field--error' : 'field gift-form__field'}>
            <label htmlFor={id} className="gift-form__label">
              {text(giftFieldLabel(field, OPTIONS))}
            </label>
            {field === 'fromName' ? <input {...control} type="text" autoComplete="name" /> : <textarea {...control} rows={4} />}
            {hintId ? (
              <p id={hintId} className="gift-form__hint">
                {text(GIFT_MESSAGE_HINT)}
              </p>
            ) : null}
            {errorId && error ? (
              <p id={errorId} className="gift-form__error" role="alert">
                {text(error)}
              </p>
            ) : null}
          </div>
        )
      })}
    </fieldset>
  )
}
