import { useLingui } from '@lingui/react'
import { useEffect, useId, useRef, useState } from 'react'
import { useSite } from '../../app/site-context'

/**
 * The shareable address of a search: the customer-care host replaced by the
 * public one (path, query and hash kept). Without a known public origin the
 * address is left as it is.
 */
export function shareableUrl(href: string, publicOrigin: string | null): string {
  if (!publicOrigin) return href
  try {
    const url = new URL(href)
    const target = new URL(publicOrigin)
    url.protocol = target.protocol
    // Setting the host alone keeps the care host's port: the public origin's own port (none) replaces it.
    url.host = target.host
    url.port = target.port
    return url.toString()
  } catch {
    return href
  }
}

/**
 * Customer-care bar of the search and stay pages: the mode, a copyable public link of the page
 * as it is now (its hash holds the search or the chosen stay), and the staff member's sign-out
 * (a plain form: it works before the page's code runs, and comes back to the login screen).
 */
export function CustomerCareBar({ publicOrigin, address }: { publicOrigin: string | null; address: string }) {
  const { _ } = useLingui()
  const { path } = useSite()
  const id = useId()
  const [href, setHref] = useState('')
  const [copied, setCopied] = useState(false)
  // The address is the browser's (hash included), so it is read after hydration and on every search.
  useEffect(() => {
    setHref(shareableUrl(window.location.href, publicOrigin))
    setCopied(false)
  }, [publicOrigin, address])
  const input = useRef<HTMLInputElement>(null)
  const copy = () => {
    // The stay page keeps its choices in the hash without a history entry: read it again now.
    const current = shareableUrl(window.location.href, publicOrigin)
    setHref(current)
    if (navigator.clipboard) {
      navigator.clipboard.writeText(current).then(
        () => setCopied(true),
        () => setCopied(false),
      )
      return
    }
    // The Clipboard API exists only in secure contexts; a plain-http host copies the selected field.
    if (input.current) input.current.value = current
    input.current?.select()
    setCopied(document.execCommand('copy'))
  }
  return (
    <section className="care-bar" aria-label={_('care.title')}>
      <div className="container care-bar__row">
        <strong className="care-bar__title">{_('care.title')}</strong>
        <label className="care-bar__link" htmlFor={id}>
          <span className="visually-hidden">{_('care.link')}</span>
          <input
            ref={input}
            id={id}
            className="field__control"
            readOnly
            value={href}
            onFocus={(e) => {
              setHref(shareableUrl(window.location.href, publicOrigin))
              e.currentTarget.select()
            }}
          />
        </label>
        <button type="button" className="button" onClick={copy}>
          {copied ? _('care.copied') : _('care.copy')}
        </button>
        <form method="post" action="/care/sign-out">
          <input type="hidden" name="next" value={path} />
          <button type="submit" className="button button--ghost">
            {_('care.signOut')}
          </button>
        </form>
      </div>
    </section>
  )
}
