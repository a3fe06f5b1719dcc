import { useLingui } from '@lingui/react'
import { useAtomValue } from 'jotai'
import { Suspense, useState, type RefObject } from 'react'
import { rangeOnClose } from '../../../shared/rules/calendar'
import { MOBILE_MAX_WIDTH } from '../../../shared/rules/section-nav'
import type { StayDates } from '../../../shared/search/search-bar'
import { rangeFromIso, rangeToIso } from '../../components/calendar/calendar-format'
import { LazySearchBarCalendar, WhenShown } from '../../components/calendar/lazy-calendar'
import { FullscreenLayer } from '../../components/search-bar/fullscreen-layer'
import { useTopLayer } from '../../components/search-bar/use-top-layer'
import { useDismiss } from '../../lib/use-dismiss'
import { hotelPaxAtom } from './use-hotel-stay'

/** Whether the window is a phone's (the full-screen calendar with its list of months). */
function isPhone(): boolean {
  return window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches
}

/**
 * The open calendar, holding the selection in progress: Validate (or the 1 s auto-close on wide
 * screens) keeps a full range; Escape, a click outside or the close button keep a full range and
 * go back to the chosen dates for a lone check-in; Clear removes the dates.
 */
export function HotelStayCalendar({
  hotelId,
  dates,
  field,
  onClose,
}: {
  hotelId: number
  dates: StayDates
  field: RefObject<HTMLDivElement | null>
  onClose: (dates: StayDates) => void
}) {
  const { _ } = useLingui()
  const [selection, setSelection] = useState<StayDates>(dates)
  const [desktop] = useState(() => !isPhone())
  const root = useTopLayer<HTMLDivElement>(desktop, field, { align: 'center' })
  const pax = useAtomValue(hotelPaxAtom)
  const validate = () => onClose(rangeToIso(rangeOnClose(rangeFromIso(selection), rangeFromIso(dates))))
  useDismiss(desktop, root, validate)
  // The dropdown takes the focus to the day grid once shown; the full-screen layer does it itself.
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
        criteria={{ a: pax.adults, c: pax.children, b: pax.babies, hotel: String(hotelId) }}
        flow="booking"
        device={desktop ? 'desktop' : 'mobile'}
        context="offer"
        value={selection}
        onChange={setSelection}
        onValidate={validate}
        onClear={() => onClose({})}
        autoClose={desktop}
        requireRange
      />
      <WhenShown run={focusGrid} />
    </Suspense>
  )
  if (!desktop) {
    return (
      <FullscreenLayer
        title={_('searchBar.dates')}
        closeLabel={_('searchBar.modal.close')}
        onClose={validate}
        bodyClassName="layer__body--calendar hotel-stay__layer"
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
