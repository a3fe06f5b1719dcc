import { useLingui } from '@lingui/react'
import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react'
import { Temporal } from 'temporal-polyfill'
import { rangeOnClose } from '../../../shared/rules/calendar'
import { parseCriteriaHash, serializeCriteria } from '../../../shared/search/criteria'
import { DATE_KEYS, omitKeys } from '../../../shared/search/criteria-edits'
import { hasStayDates, stayDatesOf, type StayDates } from '../../../shared/search/search-bar'
import { SAVED_DATES_KEY } from '../../../shared/search/stored-search'
import type { Flow } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { calendarOpenAtom, draftDatesAtom, forcedDatesAtom, searchDraftAtom, type SearchBarPlace } from '../../atoms/search-bar'
import { compactDateLabel, rangeFromIso, rangeToIso, type CalendarContext } from '../calendar/calendar-format'
import { LazySearchBarCalendar, preloadCalendar, WhenShown } from '../calendar/lazy-calendar'
import { writeStorage } from './browser-storage'
import { FullscreenLayer } from './fullscreen-layer'
import { useCloseOnFocusOut, useDismiss } from '../../lib/use-dismiss'
import { useTopLayer } from './use-top-layer'

type Props = {
  /** The desktop bar (dropdown, two paged months) or the mobile modal (full screen, infinite list). */
  place: SearchBarPlace
  context: CalendarContext
  /** The flow searched (booking or hotel: the flows with dates); the calendar's prices follow it. */
  flow: Flow
}

/** The dates of the URL hash: what closing with a lone check-in goes back to. */
function addressDates(): StayDates {
  return stayDatesOf(parseCriteriaHash(window.location.hash))
}

/** '5 déc. – 6 déc.' or '' without dates. */
export function useDatesText(dates: StayDates): string {
  const { i18n } = useLingui()
  const { site } = useSite()
  if (!dates.checkin || !dates.checkout) return ''
  return i18n._('searchBar.dates.value', {
    checkin: compactDateLabel(Temporal.PlainDate.from(dates.checkin), site.bcp47),
    checkout: compactDateLabel(Temporal.PlainDate.from(dates.checkout), site.bcp47),
  })
}

/** The dates input of the search bar: a field showing the stay, opening the calendar. */
export function DatesField({ place, context, flow }: Props) {
  const { _ } = useLingui()
  const [openPlace, setOpenPlace] = useAtom(calendarOpenAtom)
  const dates = useAtomValue(draftDatesAtom)
  const text = useDatesText(dates)
  const labelId = useId()
  const valueId = useId()
  const trigger = useRef<HTMLButtonElement>(null)
  const field = useRef<HTMLDivElement>(null)
  const open = openPlace === place
  const wasOpen = useRef(open)

  // Back to the field once the calendar closes, however it closed, but for a Tab out of the
  // dropdown: the focus stays where it was headed.
  const tabbedOut = useRef(false)
  useEffect(() => {
    if (wasOpen.current && !open && !tabbedOut.current) trigger.current?.focus()
    tabbedOut.current = false
    wasOpen.current = open
  }, [open])

  return (
    <div className="field dates" ref={field} onPointerEnter={preloadCalendar} onFocus={preloadCalendar}>
      <span className="field__label" id={labelId}>
        {_('searchBar.dates')}
      </span>
      <button
        ref={trigger}
        type="button"
        className="field__control field__control--button"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-expanded={open}
        onClick={() => setOpenPlace(open ? null : place)}
      >
        <span id={valueId} className={text ? undefined : 'field__placeholder'}>
          {text || _('searchBar.dates.placeholder')}
        </span>
      </button>
      {open ? (
        <DatesCalendar
          place={place}
          context={context}
          flow={flow}
          field={field}
          onTabOut={() => {
            tabbedOut.current = true
          }}
        />
      ) : null}
    </div>
  )
}

/**
 * The open calendar, holding the selection in progress: Validate (or the
 * 1 s auto-close on desktop) keeps it; Escape, a click outside or the close
 * button keep a full range but go back to the address dates for a lone
 * check-in; Clear removes the dates, from the hash too.
 */
function DatesCalendar({
  place,
  context,
  flow,
  field,
  onTabOut,
}: Props & { field: RefObject<HTMLDivElement | null>; onTabOut: () => void }) {
  const { _ } = useLingui()
  const setOpenPlace = useSetAtom(calendarOpenAtom)
  const criteria = useAtomValue(searchDraftAtom)
  const [dates, setDates] = useAtom(draftDatesAtom)
  const setForced = useSetAtom(forcedDatesAtom)
  const [selection, setSelection] = useState<StayDates>(dates)
  const desktop = place === 'bar'
  const root = useTopLayer<HTMLDivElement>(desktop, field, { align: 'center' })

  const commit = (next: StayDates) => {
    setDates(next)
    if (hasStayDates(next)) writeStorage(SAVED_DATES_KEY, JSON.stringify(next))
    setOpenPlace(null)
  }
  const validate = () => commit(rangeToIso(rangeOnClose(rangeFromIso(selection), rangeFromIso(addressDates()))))
  const clear = () => {
    setSelection({})
    setDates({})
    writeStorage(SAVED_DATES_KEY, null)
    setForced((state) => ({ ...state, cleared: true }))
    const inHash = parseCriteriaHash(window.location.hash)
    if (inHash.checkin !== undefined) window.location.hash = serializeCriteria(omitKeys(inHash, DATE_KEYS))
  }
  useDismiss(desktop, root, validate)
  // Tab out of the dropdown (past Validate, or back before the shortcuts to another field): it
  // closes as a click outside does instead of staying open over the fields.
  useCloseOnFocusOut(desktop, field, () => {
    onTabOut()
    validate()
  })

  // The dropdown takes the focus to the day grid once it is shown; the full-screen layer does it itself.
  const focusGrid = () => {
    if (desktop) root.current?.querySelector<HTMLElement>('[data-day][tabindex="0"]')?.focus()
  }

  const calendar = (
    <Suspense
      fallback={
        <p className="calendar__loading" role="status">
          {_('calendar.preparing')}
        </p>
      }
    >
      <LazySearchBarCalendar
        criteria={criteria}
        flow={flow}
        device={desktop ? 'desktop' : 'mobile'}
        context={context}
        value={selection}
        onChange={setSelection}
        onValidate={validate}
        onClear={clear}
        shortcuts
        autoClose={desktop}
      />
      <WhenShown run={focusGrid} />
    </Suspense>
  )
  if (!desktop) {
    return (
      <FullscreenLayer
        title={_('searchBar.dates')}
        closeLabel={_('searchBar.modal.close')}
        back
        onClose={validate}
        bodyClassName="layer__body--calendar"
      >
        {calendar}
      </FullscreenLayer>
    )
  }
  return (
    <div className="popover calendar-popover" role="dialog" aria-label={_('searchBar.dates')} ref={root} popover="manual">
      {calendar}
    </div>
  )
}
