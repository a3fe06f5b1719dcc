import { useLingui } from '@lingui/react'
import { Temporal } from 'temporal-polyfill'
import { useSite } from '../../app/site-context'
import { useEffect, useId, useRef, useState } from 'react'
import type { StayDates } from '../../../shared/search/search-bar'
import { compactDateLabel } from '../../components/calendar/calendar-format'
import { TravellerSelector } from '../../components/search-bar/traveller-selector'
import { preloadCalendar } from '../../components/calendar/lazy-calendar'
import { HotelStayCalendar } from './hotel-stay-calendar'
import { hotelPaxAtom } from './use-hotel-stay'

type Props = {
  hotelId: number
  dates: StayDates
  onDates: (dates: StayDates) => void
}

/** The hotel page's date and traveller selector (product-pages.md §2): a dates field opening the calendar, and the travellers. */
export function HotelStayPicker({ hotelId, dates, onDates }: Props) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const [open, setOpen] = useState(false)
  // '5 déc. – 6 déc.', as the search bar's dates field says it.
  const text =
    dates.checkin && dates.checkout
      ? i18n._('searchBar.dates.value', {
          checkin: compactDateLabel(Temporal.PlainDate.from(dates.checkin), site.bcp47),
          checkout: compactDateLabel(Temporal.PlainDate.from(dates.checkout), site.bcp47),
        })
      : ''
  const labelId = useId()
  const valueId = useId()
  const field = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(open)

  // Back to the field once the calendar closes, however it closed.
  useEffect(() => {
    if (wasOpen.current && !open) trigger.current?.focus()
    wasOpen.current = open
  }, [open])

  return (
    <div className="hotel-stay" role="group" aria-label={_('hotelPage.stay')}>
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
          onClick={() => setOpen(!open)}
        >
          <span id={valueId} className={text ? undefined : 'field__placeholder'}>
            {text || _('searchBar.dates.placeholder')}
          </span>
        </button>
        {open ? (
          <HotelStayCalendar
            hotelId={hotelId}
            dates={dates}
            field={field}
            onClose={(next) => {
              onDates(next)
              setOpen(false)
            }}
          />
        ) : null}
      </div>
      <TravellerSelector atom={hotelPaxAtom} />
    </div>
  )
}
