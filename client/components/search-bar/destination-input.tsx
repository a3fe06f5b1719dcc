import { useLingui } from '@lingui/react'
import { useAtom } from 'jotai'
import { useEffect, useId, useRef, useState } from 'react'
import { destinationAtom, type Destination } from '../../atoms/destination'
import { useSite } from '../../app/site-context'

type Suggestion = { id: string; label: string; category: 'poi' | 'hotel' | 'others'; kind?: string }

const CATEGORY_ORDER = ['others', 'poi', 'hotel'] as const

/** Hash key a suggestion sets: hotels set hotel, points of interest poi, places their kind. */
function keyOf(s: Suggestion): string {
  if (s.category === 'hotel') return 'hotel'
  if (s.category === 'poi') return 'poi'
  return s.kind ?? 'city'
}

/**
 * Destination combobox: suggestions from the autocomplete call grouped by
 * category; arrow keys move the highlight and Enter picks it.
 */
export function DestinationInput({ placeholder }: { placeholder: string }) {
  const { _ } = useLingui()
  const { site } = useSite()
  const [destination, setDestination] = useAtom(destinationAtom)
  const [term, setTerm] = useState(destination?.label ?? '')
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const [active, setActive] = useState(-1)
  const [open, setOpen] = useState(false)
  const listId = useId()
  const inputId = useId()
  const request = useRef<AbortController | null>(null)

  useEffect(() => {
    if (!open || term.trim().length < 2) {
      setSuggestions([])
      return
    }
    const controller = new AbortController()
    request.current?.abort()
    request.current = controller
    const url = `/api/autocomplete-geonames.json?locale=${site.id}&term=${encodeURIComponent(term.trim())}&maxResults=30`
    const timer = setTimeout(() => {
      fetch(url, { signal: controller.signal })
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(r.statusText))))
        .then((body: unknown) => {
          const list = Array.isArray(body) ? body : ((body as { suggestions?: unknown[] }).suggestions ?? [])
          setSuggestions(list as Suggestion[])
          setActive(-1)
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.warn('autocomplete failed', error)
        })
    }, 150)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [term, open, site.id])

  const ordered = CATEGORY_ORDER.flatMap((category) => suggestions.filter((s) => s.category === category))
  const pick = (s: Suggestion) => {
    const next: Destination = { key: keyOf(s), id: String(s.id), label: s.label }
    setDestination(next)
    setTerm(s.label)
    setOpen(false)
  }

  return (
    <div className="field destination">
      <label className="field__label" htmlFor={inputId}>
        {_('searchBar.destination')}
      </label>
      <input
        id={inputId}
        className="field__control"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open && ordered.length > 0}
        aria-controls={listId}
        aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={placeholder}
        value={term}
        onFocus={() => {
          setTerm('')
          setDestination(null)
          setOpen(true)
        }}
        onChange={(e) => {
          setTerm(e.target.value)
          setOpen(true)
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault()
            setActive((i) => Math.min(i + 1, ordered.length - 1))
          } else if (e.key === 'ArrowUp') {
            e.preventDefault()
            setActive((i) => Math.max(i - 1, 0))
          } else if (e.key === 'Enter' && active >= 0 && ordered[active]) {
            e.preventDefault()
            pick(ordered[active])
          } else if (e.key === 'Escape') setOpen(false)
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
      />
      {open && ordered.length > 0 ? (
        <ul className="popover listbox" id={listId} role="listbox" aria-label={_('searchBar.suggestions')}>
          {ordered.map((s, i) => (
            <li
              key={`${s.category}-${s.id}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className="listbox__option"
              onMouseDown={(e) => {
                e.preventDefault()
                pick(s)
              }}
            >
              <span>{s.label}</span>
              <span className="listbox__category">{_(`searchBar.category.${s.category}`)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
