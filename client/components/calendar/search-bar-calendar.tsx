import type { SearchCriteria } from '../../../shared/search/criteria'
import type { Flow } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { Calendar, type CalendarProps } from './calendar'
import { calendarSource } from './calendar-source'
import { useSearchAvailability, type Availability } from './use-availability'

type SourceProps = Omit<CalendarProps, 'availability' | 'loadedMonths' | 'onMonthsNeeded' | 'loading'>

type Props = SourceProps & {
  /** The criteria the search bar prepares: destination, party and theme. */
  criteria: SearchCriteria
  flow: Flow
}

/**
 * The search bar's calendar, with the prices of its destination (search.md
 * §2.3): the search calendar of the destination, none without one. Loaded
 * on demand, with its hooks.
 */
export function SearchBarCalendar({ criteria, flow, ...props }: Props) {
  const source = calendarSource(criteria, flow)
  if (source) return <SearchCalendar {...props} query={source.query} />
  return <Calendar {...props} />
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
