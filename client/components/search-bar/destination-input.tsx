import { useLingui } from '@lingui/react'
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react'
import type { Flow } from '../../../shared/sites'
import { DestinationList, destinationOptions, type DestinationOption } from './destination-list'
import { FullscreenLayer } from './fullscreen-layer'
import { useDestination, type NearbyCity } from './use-destination'
import { useDismiss } from '../../lib/use-dismiss'
import { useTopLayer } from './use-top-layer'
import { MIN_TERM_LENGTH, useSuggestions } from './use-suggestions'

type Props = {
  flow: Flow
  /** Desktop: the input with a dropdown. Mobile: a field opening a full-screen selector. */
  mode: 'dropdown' | 'fullscreen'
  /** Open at once (the mobile modal opened from the destination of the summary strip). */
  defaultOpen?: boolean
  nearbyCity?: NearbyCity
}

/** What Enter does in the destination input. */
export type EnterAction =
  /** The list is closed, or nothing was typed: the key submits the form as usual. */
  | { readonly kind: 'submit' }
  /** The entry at this index is chosen. */
  | { readonly kind: 'pick'; readonly index: number }
  /** Suggestions for the term are on their way: the first one is chosen when they arrive. */
  | { readonly kind: 'wait' }
  /** Something is typed but there is nothing to choose: no search that would drop it; the list stays open. */
  | { readonly kind: 'stay' }

type EnterState = {
  readonly open: boolean
  /** What is typed in the input. */
  readonly term: string
  /** The highlighted entry, -1 for none. */
  readonly active: number
  readonly optionCount: number
  /** Suggestions are asked for the term (it has MIN_TERM_LENGTH characters or more). */
  readonly typing: boolean
  /** The suggestions shown are not yet those of the term. */
  readonly loading: boolean
}

/**
 * Enter in the destination input (search.md §4): the highlighted entry when
 * there is one; with a term typed, the first suggestion (once those of the
 * term have arrived), and never a search without what was typed; with the
 * list closed or nothing typed, the form is submitted.
 */
export function destinationEnterAction({ open, term, active, optionCount, typing, loading }: EnterState): EnterAction {
  if (!open) return { kind: 'submit' }
  if (active >= 0 && active < optionCount) return { kind: 'pick', index: active }
  if (term.trim() === '') return { kind: 'submit' }
  if (!typing) return { kind: 'stay' }
  if (loading) return { kind: 'wait' }
  return optionCount > 0 ? { kind: 'pick', index: 0 } : { kind: 'stay' }
}

/**
 * Destination combobox (search.md §2.2, §4): on focus the label and the
 * location filters are cleared; 'Travel locally!' and the recent searches
 * are offered, then grouped suggestions as the visitor types; arrow keys
 * move the highlight and Enter picks it, or the first suggestion of what
 * was typed (destinationEnterAction).
 */
export function DestinationInput({ flow, mode, defaultOpen = false, nearbyCity }: Props) {
  const { _ } = useLingui()
  const destination = useDestination(nearbyCity)
  const [open, setOpen] = useState(defaultOpen)
  const [term, setTerm] = useState('')
  const [active, setActive] = useState(-1)
  // Enter was pressed while the suggestions of the term were loading: the first one is chosen on arrival.
  const [pendingEnter, setPendingEnter] = useState(false)
  const typing = term.trim().length >= MIN_TERM_LENGTH
  const { suggestions, loading } = useSuggestions(term, open)
  const options = destinationOptions(typing, destination.recent, suggestions)
  const root = useRef<HTMLDivElement>(null)
  const input = useRef<HTMLInputElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const inputId = useId()
  const labelId = useId()
  const listId = useId()
  const placeholder = flow === 'gifting' ? _('searchBar.placeholder.gifting') : _('searchBar.placeholder.booking')

  // The field was entered (its destination cleared) and not left yet: a second focus or click of the
  // same entry, as a part whose code arrived late plays them one after the other, clears nothing more
  // (restore() then brings back the destination, not the emptied field).
  const entered = useRef(false)

  const close = () => {
    entered.current = false
    setOpen(false)
    setActive(-1)
    setTerm('')
    setPendingEnter(false)
    // Full screen: back to the field (the layer may have opened from the summary strip, now hidden).
    trigger.current?.focus()
  }
  // Escape, or Tab past the field, without a choice and with nothing typed: a keyboard visitor only
  // went through the field, and gets back the destination its focus cleared. So does the back button
  // (or Escape) of the full-screen list: the phone's search still names the place it shows.
  const leave = () => {
    if (term.trim() === '') destination.restore()
    close()
  }
  useDismiss(open && mode === 'dropdown', root, (reason) => (reason === 'escape' ? leave() : close()))
  const panel = useTopLayer<HTMLDivElement>(open && mode === 'dropdown', root, { matchWidth: true })

  const start = () => {
    if (entered.current) return
    entered.current = true
    destination.reset()
    setTerm('')
    setActive(-1)
    setPendingEnter(false)
    setOpen(true)
  }

  const pick = (option: DestinationOption) => {
    if (option.kind !== 'nearby') {
      destination.choosePlace(option.item)
      close()
      return
    }
    void destination.chooseNearby().then((located) => {
      if (located) close()
    })
  }

  // The suggestions of the term arrived after Enter: their first one, if any (else 'No destination matches').
  const pickFirst = useEffectEvent(() => {
    setPendingEnter(false)
    if (open && options[0]) pick(options[0])
  })
  useEffect(() => {
    if (pendingEnter && !loading) pickFirst()
  }, [pendingEnter, loading])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setPendingEnter(false)
      setOpen(true)
      setActive((i) => Math.min(i + 1, options.length - 1))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setPendingEnter(false)
      setActive((i) => Math.max(i - 1, 0))
    } else if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      const action = destinationEnterAction({ open, term, active, optionCount: options.length, typing, loading })
      if (action.kind === 'submit') return
      // Never the form's submit: it would search without the destination being typed.
      event.preventDefault()
      const option = action.kind === 'pick' ? options[action.index] : undefined
      if (option) pick(option)
      else setPendingEnter(action.kind === 'wait')
    }
  }

  const combobox = (
    <input
      ref={input}
      id={inputId}
      className="field__control destination__input"
      type="text"
      role="combobox"
      autoComplete="off"
      spellCheck={false}
      enterKeyHint="search"
      aria-autocomplete="list"
      aria-expanded={open}
      aria-controls={listId}
      aria-activedescendant={open && active >= 0 && options[active] ? `${listId}-${active}` : undefined}
      placeholder={placeholder}
      value={open ? term : destination.label}
      data-autofocus={mode === 'fullscreen' ? true : undefined}
      {...(mode === 'fullscreen' ? { 'aria-labelledby': labelId } : {})}
      onFocus={start}
      onClick={() => {
        if (!open) start()
      }}
      onChange={(e) => {
        if (!open) start()
        setTerm(e.target.value)
        setActive(-1)
        setPendingEnter(false)
      }}
      onKeyDown={onKeyDown}
    />
  )
  const list = (
    <DestinationList
      listId={listId}
      options={options}
      active={active}
      typing={typing}
      loading={loading}
      nearbyText={destination.nearbyText}
      nearbyStatus={destination.nearbyStatus}
      distance={destination.distance}
      onDistance={destination.changeDistance}
      onActive={setActive}
      onPick={pick}
    />
  )

  if (mode === 'fullscreen') {
    return (
      <div className="field destination">
        <span className="field__label" id={labelId}>
          {_('searchBar.destination')}
        </span>
        <button
          ref={trigger}
          type="button"
          className="field__control field__control--button"
          aria-labelledby={`${labelId} ${inputId}-value`}
          onClick={() => setOpen(true)}
        >
          <span id={`${inputId}-value`} className={destination.label ? undefined : 'field__placeholder'}>
            {destination.label || placeholder}
          </span>
        </button>
        {open ? (
          <FullscreenLayer title={_('searchBar.destination')} closeLabel={_('destination.back')} back onClose={leave}>
            {combobox}
            {list}
          </FullscreenLayer>
        ) : null}
      </div>
    )
  }

  return (
    <div
      className="field destination"
      ref={root}
      onBlur={(e) => {
        if (!open || (e.relatedTarget instanceof Node && root.current?.contains(e.relatedTarget))) return
        if (e.relatedTarget instanceof Node) leave()
        else close()
      }}
    >
      <label className="field__label" htmlFor={inputId}>
        {_('searchBar.destination')}
      </label>
      {combobox}
      {open ? (
        <div
          ref={panel}
          popover="manual"
          className="popover destination__panel"
          onMouseDown={(e) => {
            // Keep the focus in the input (and the list open), except to use the distance select.
            if (!(e.target instanceof HTMLSelectElement || e.target instanceof HTMLOptionElement)) e.preventDefault()
          }}
        >
          {list}
        </div>
      ) : null}
    </div>
  )
}
