import { useLingui } from '@lingui/react'
import { useEffect, useState, type RefObject } from 'react'
import { applyEmailSuggestion } from '../../../shared/rules/contact-form'
import { useEmailSuggestion } from '../../lib/use-email-suggestion'

/**
 * Under an e-mail field the browser keeps (an uncontrolled input): 'You mean @{domain}?' once the
 * visitor pauses on a misspelt provider's domain (site-wide §5); accepting it writes the address
 * into the field, as typing would (its form's checks see it), and gives the field its focus back.
 */
export function EmailSuggestion({ input, className }: { input: RefObject<HTMLInputElement | null>; className: string }) {
  const { i18n } = useLingui()
  const [typed, setTyped] = useState('')
  useEffect(() => {
    const field = input.current
    if (!field) return
    const read = () => setTyped(field.value)
    read()
    field.addEventListener('input', read)
    return () => field.removeEventListener('input', read)
  }, [input])
  const suggestion = useEmailSuggestion(typed)
  if (!suggestion) return null
  return (
    <button type="button" className={className} onClick={() => (input.current ? accept(input.current, suggestion.domain) : undefined)}>
      {i18n._(suggestion.message.id, suggestion.message.values)}
    </button>
  )
}

/** Writes the address with the suggested domain into the field as typing would, and focuses it. */
function accept(field: HTMLInputElement, domain: string): void {
  field.value = applyEmailSuggestion(field.value, domain)
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.focus()
}
