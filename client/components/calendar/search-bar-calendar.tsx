import type { SearchCriteria } from '../../../shared/search/criteria'
import { paxOf } from '../../../shared/search/criteria-edits'
import type { Flow } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { Calendar, type CalendarProps } from './calendar'
import { calendarSource } from './calendar-source'
import { useHotelAvailability, useSearchAvailability, type Availability } from './use-availability'

type SourceProps = Omit<CalendarProps, 'availability' | 'loadedMonths' | 'onMonthsNeeded' | 'loading'>

type Props = SourceProps & {
  /** The criteria the search bar prepares: destination, party and theme. */
  criteria: SearchCriteria
  flow: Flow
}

/**
 * The search bar's calendar, with the prices of its destination (search.md
 * §2.3): a hotel's own calendar, the search calendar for any other
 * destination, none without one. Loaded on demand, with its hooks.
 */
export function SearchBarCalendar({ criteria, flow, ...props }: Props) {
  const source = calendarSource(criteria, flow)
  if (source?.kind === 'hotel') return <HotelCalendar {...props} hotelId={source.hotelId} criteria={criteria} />
  if (source?.kind === 'search') return <SearchCalendar {...props} query={source.query} />
  return <Calendar {...props} />
}

function HotelCalendar({ hotelId, criteria, ...props }: SourceProps & { hotelId: number; criteria: SearchCriteria }) {
  const { site } = useSite()
  return <PricedCalendar {...props} availability={useHotelAvailability(hotelId, site.id, paxOf(criteria))} />
}

function SearchCalendar({ query, ...props }: SourceProps & { query: string }) {
  const { site } = useSite()
  return <PricedCalendar {...props} availability={useSearchAvailability(query, site.id)} />
}

/**
 * The calendar with per-day prices and availability. A source that cannot
 * price day by day (a search too broad) or that fails leaves the calendar
 * without them: every day can be picked, as without a destination, since
 * the search bar must never lock the dates.
 */
function PricedCalendar({ availability, ...props }: SourceProps & { availability: Availability }) {
  if (!availability.priced || availability.failed) return <Calendar {...props} />
  return (
    <Calendar
      {...props}
      availability={availability.days}
      loadedMonths={availability.loadedMonths}
      onMonthsNeeded={availability.loadMonths}
      loading={availability.loading}
    />
  )
}
