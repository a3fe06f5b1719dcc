import { useEffect, useState } from 'react'
import { FIELD_LIMITS, suggestEmailDomain } from '../../shared/rules/contact-form'

/** An e-mail field's suggested domain ('You mean @gmail.com?'), once the visitor has stopped typing for 500 ms (site-wide §5). */
export function useEmailSuggestion(email: string) {
  const [suggestion, setSuggestion] = useState<ReturnType<typeof suggestEmailDomain>>(null)
  useEffect(() => {
    setSuggestion(null)
    const timer = setTimeout(() => setSuggestion(suggestEmailDomain(email)), FIELD_LIMITS.emailSuggestionDebounceMs)
    return () => clearTimeout(timer)
  }, [email])
  return suggestion
}
