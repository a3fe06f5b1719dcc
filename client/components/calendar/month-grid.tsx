import { useId } from 'react'
import type { Temporal } from 'temporal-polyfill'
import { daysOfMonth } from '../../../shared/dates'
import type { DateRange, DayStatus } from '../../../shared/rules/calendar'
import { fullDateLabel, leadingBlanks, monthTitle, weekdayNames } from './calendar-format'

type Props = {
  month: Temporal.PlainYearMonth
  range: DateRange
  bcp47: string
  todayIso: string
  /** The one day reachable with Tab (roving focus); arrow keys move it. */
  focusIso: string
  statusOf: (day: Temporal.PlainDate) => DayStatus
  /** Formatted price of a day, when availability data has one. */
  priceOf?: (day: Temporal.PlainDate) => string | undefined
  onPick: (day: Temporal.PlainDate) => void
}

/**
 * One month as a grid of day buttons. Each button is named by its full date
 * (its price, when it has one, describes it: the name stays the date to pick);
 * check-in and check-out are pressed, days in between highlighted; days that
 * cannot be picked stay focusable but are aria-disabled and do nothing.
 */
export function MonthGrid({ month, range, bcp47, todayIso, focusIso, statusOf, priceOf, onPick }: Props) {
  const titleId = useId()
  const days = daysOfMonth(month)
  const cells: (Temporal.PlainDate | null)[] = [...Array.from({ length: leadingBlanks(month) }, () => null), ...days]
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7))
  const checkin = range.checkin?.toString()
  const checkout = range.checkout?.toString()

  return (
    <div className="calendar__month" data-month={month.toString()}>
      <h3 className="calendar__month-title" id={titleId}>
        {monthTitle(month, bcp47)}
      </h3>
      <table role="grid" className="calendar__grid" aria-labelledby={titleId}>
        <thead>
          <tr>
            {weekdayNames(bcp47).map((name) => (
              <th key={name.long} scope="col" abbr={name.long} className="calendar__weekday">
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((day, d) => {
                if (!day) return <td key={`blank-${d}`} role="gridcell" />
                const iso = day.toString()
                const disabled = statusOf(day) !== 'selectable'
                const isEdge = iso === checkin || iso === checkout
                const inRange = checkin !== undefined && checkout !== undefined && iso > checkin && iso < checkout
                const price = disabled ? undefined : priceOf?.(day)
                const classes = [
                  'day',
                  iso === checkin ? 'day--start' : '',
                  iso === checkout ? 'day--end' : '',
                  inRange ? 'day--in-range' : '',
                  iso === todayIso ? 'day--today' : '',
                  disabled ? 'day--disabled' : '',
                ]
                return (
                  <td key={iso} role="gridcell" aria-selected={isEdge || inRange} className="calendar__cell">
                    <button
                      type="button"
                      className={classes.filter(Boolean).join(' ')}
                      data-day={iso}
                      tabIndex={iso === focusIso ? 0 : -1}
                      aria-label={fullDateLabel(day, bcp47)}
                      aria-describedby={price ? `${titleId}-${iso}` : undefined}
                      aria-pressed={isEdge}
                      aria-disabled={disabled || undefined}
                      aria-current={iso === todayIso ? 'date' : undefined}
                      onClick={() => {
                        if (!disabled) onPick(day)
                      }}
                    >
                      <span className="day__number">{day.day}</span>
                      {price ? (
                        <span className="day__price" id={`${titleId}-${iso}`}>
                          {price}
                        </span>
                      ) : null}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
