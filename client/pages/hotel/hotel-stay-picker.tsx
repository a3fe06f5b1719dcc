import { useLingui } from '@lingui/react'
import { useAtomValue } from 'jotai'
import type { StayDates } from '../../../shared/search/search-bar'
import { LazySearchBarCalendar, preloadCalendar } from '../../components/calendar/lazy-calendar'
import { StayDatesField } from '../../components/calendar/stay-dates-field'
import { TravellerSelector } from '../../components/search-bar/traveller-selector'
import { hotelPaxAtom } from './use-hotel-stay'

type Props = {
  hotelId: number
  dates: StayDates
  onDates: (dates: StayDates) => void
  /** The calendar opened from outside (an offer picked without dates); `onOpenChange` follows it. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
}

/**
 * The hotel page's date and traveller selector (product-pages.md §2): a dates field opening the
 * search bar's calendar, priced per day for this hotel and party, and the travellers.
 */
export function HotelStayPicker({ hotelId, dates, onDates, open, onOpenChange }: Props) {
  const { _ } = useLingui()
  const pax = useAtomValue(hotelPaxAtom)
  return (
    <div className="hotel-stay" role="group" aria-label={_('hotelPage.stay')}>
      <StayDatesField
        dates={dates}
        onDates={onDates}
        {...(onOpenChange ? { open: open ?? false, onOpenChange } : {})}
        preload={preloadCalendar}
        calendar={(props) => (
          <LazySearchBarCalendar
            criteria={{ a: pax.adults, c: pax.children, b: pax.babies, hotel: String(hotelId) }}
            flow="booking"
            {...props}
          />
        )}
      />
      <TravellerSelector atom={hotelPaxAtom} />
    </div>
  )
}
