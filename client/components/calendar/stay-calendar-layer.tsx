import { useLingui } from '@lingui/react'
import { Suspense, useState, type ReactNode, type RefObject } from 'react'
import { rangeOnClose, type Device } from '../../../shared/rules/calendar'
import { MOBILE_MAX_WIDTH } from '../../../shared/rules/section-nav'
import type { StayDates } from '../../../shared/search/search-bar'
import { useDismiss } from '../../lib/use-dismiss'
import { FullscreenLayer } from '../search-bar/fullscreen-layer'
import { useTopLayer } from '../search-bar/use-top-layer'
import { rangeFromIso, rangeToIso } from './calendar-format'
import { WhenShown } from './lazy-calendar'

/** What the layer hands the calendar it shows: the selection in progress and its actions. */
export type StayCalendarProps = {
  readonly device: Device
  readonly context: 'offer'
  readonly value: StayDates
  readonly onChange: (dates: StayDates) => void
  readonly onValidate: () => void
  readonly onClear: () => void
  readonly autoClose: boolean
  readonly requireRange: true
}

/** Whether the window is a phone's (the full-screen calendar with its list of months). */
function isPhone(): boolean {
  return window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches
}

/**
 * The open calendar of a page's stay (hotel page, stay page), holding the selection in progress:
 * a dropdown under the field on wide screens, full screen on phones. Validate (or the 1 s
 * auto-close on wide screens) keeps a full range; Escape, a click outside or the close button keep
 * a full range and go back to the chosen dates for a lone check-in; Clear removes the dates.
 * `calendar` renders the lazy calendar with its own availability.
 */
export function StayCalendarLayer({
  dates,
  field,
  onClose,
  calendar,
}: {
  dates: StayDates
  field: RefObject<HTMLDivElement | null>
  onClose: (dates: StayDates) => void
  calendar: (props: StayCalendarProps) => ReactNode
}) {
  const { _ } = useLingui()
  const [selection, setSelection] = useState<StayDates>(dates)
  const [desktop] = useState(() => !isPhone())
  const root = useTopLayer<HTMLDivElement>(desktop, field, { align: 'center' })
  const validate = () => onClose(rangeToIso(rangeOnClose(rangeFromIso(selection), rangeFromIso(dates))))
  useDismiss(desktop, root, validate)
  // The dropdown takes the focus to the day grid once shown; the full-screen layer does it itself.
  const focusGrid = () => {
    if (desktop) root.current?.querySelector<HTMLElement>('[data-day][tabindex="0"]')?.focus()
  }

  const content = (
    <Suspense
      fallback={
        <p className="calendar__loading" role="status">
          {_('calendar.preparing')}
        </p>
      }
    >
      {calendar({
        device: desktop ? 'desktop' : 'mobile',
        context: 'offer',
        value: selection,
        onChange: setSelection,
        onValidate: validate,
        onClear: () => onClose({}),
        autoClose: desktop,
        requireRange: true,
      })}
      <WhenShown run={focusGrid} />
    </Suspense>
  )
  if (!desktop) {
    return (
      <FullscreenLayer
        title={_('searchBar.dates')}
        closeLabel={_('searchBar.modal.close')}
        onClose={validate}
        bodyClassName="layer__body--calendar stay-calendar__layer"
      >
        {content}
      </FullscreenLayer>
    )
  }
  return (
    <div className="popover calendar-popover" role="dialog" aria-label={_('searchBar.dates')} ref={root} popover="manual">
      {content}
    </div>
  )
}
