import { useLingui } from '@lingui/react'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { Temporal } from 'temporal-polyfill'
import type { CheckinPricesResponse } from '../../../shared/api/availability'
import { daysOfMonth, monthsFrom, SAME_DAY_CUTOFF_HOUR } from '../../../shared/dates'
import { CALENDAR } from '../../../shared/rules/calendar'
import { giftcardPath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { formatPrice } from '../../lib/format'
import { ModalDialog } from '../layout/modal-dialog'
import { leadingBlanks, monthTitle, weekdayNames } from './calendar-format'
import { fetchJson } from './use-availability'

type GiftDay = { status: 'included' | 'supplement' | 'notAvailable'; supplement: number; minLos: number }

/** The recipient's choice of an arrival day (the gift login): the days the gift can be used, up to its last valid day, can be picked. */
export type GiftCalendarPick = {
  /** The voucher's last valid day: later arrivals are not offered. */
  lastDay: string
  /** The day picked and its minimum stay (the calendar closes). */
  onPick: (day: string, minLos: number) => void
}

type Props = {
  offerId: number
  nights: number
  /** The voucher's price at its rate (cents): nights within it are included, dearer ones cost a supplement. */
  giftPrice: number
  onClose: () => void
  opener?: RefObject<HTMLElement | null>
  /** Lets the gift's recipient pick an arrival day; without it the calendar only shows the days. */
  pick?: GiftCalendarPick
}

/** Phones see one month at a time, larger screens two (product-pages §4 gift calendar). */
const PHONE = '(max-width: 767px)'

/**
 * The gift calendar (product-pages.md §2 gift set-up "availability upsell with calendar", §3 gift
 * calendar status, §4): for the voucher chosen, each arrival day of the coming months is included,
 * costs the recipient a supplement, or is not available. It only shows: the recipient picks the
 * dates. The previous month is disabled on the current one; a flexible giver is offered the gift
 * card instead. With `pick`, the recipient picks the arrival day there: an included day, or one
 * with its supplement, from today (tomorrow from 20:00) to the voucher's last valid day.
 */
export function GiftCalendar({ offerId, nights, giftPrice, onClose, opener, pick }: Props) {
  const { _, i18n } = useLingui()
  const { site, today, hour } = useSite()
  const firstArrival = hour >= SAME_DAY_CUTOFF_HOUR ? Temporal.PlainDate.from(today).add({ days: 1 }).toString() : today
  const current = Temporal.PlainDate.from(today).toPlainYearMonth()
  const last = current.add({ months: CALENDAR.lookaheadMonths })
  const [first, setFirst] = useState(current)
  const [count, setCount] = useState(() => (window.matchMedia(PHONE).matches ? 1 : 2))
  const [days, setDays] = useState<ReadonlyMap<string, GiftDay> | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const phone = window.matchMedia(PHONE)
    const update = () => setCount(phone.matches ? 1 : 2)
    phone.addEventListener('change', update)
    return () => phone.removeEventListener('change', update)
  }, [])

  // Months already read are kept while the calendar is open: paging back does not ask again.
  const answers = useRef(new Map<string, ReadonlyMap<string, GiftDay>>())
  useEffect(() => {
    const query = new URLSearchParams({
      locale: site.id,
      month: first.toString(),
      length: String(count),
      adult: '2',
      nights: String(nights),
      giftPrice: String(giftPrice),
    })
    const known = answers.current.get(query.toString())
    setFailed(false)
    setDays(known ?? null)
    if (known) return
    let live = true
    fetchJson<CheckinPricesResponse>(`/api/redeem/weekend/${offerId}/packageCheckinPrices.json?${query.toString()}`).then(
      (body) => {
        const read = new Map(body.days.map((d) => [d.day, { status: d.status, supplement: d.supplement, minLos: d.minLos }]))
        answers.current.set(query.toString(), read)
        if (live) setDays(read)
      },
      () => {
        if (live) setFailed(true)
      },
    )
    return () => {
      live = false
    }
  }, [site.id, offerId, nights, giftPrice, first, count])

  const months = monthsFrom(first, count)
  /** What a day means for the recipient, read after its number (the supplement is shown too). */
  const statusText = (day: GiftDay | undefined) =>
    !day || day.status === 'notAvailable'
      ? _('giftCalendar.notAvailable')
      : day.status === 'included'
        ? _('giftCalendar.included')
        : i18n._('giftCalendar.supplement.long', { amount: formatPrice(day.supplement, site.bcp47) })

  return (
    <ModalDialog
      title={pick ? _('giftCalendar.pickTitle') : _('giftCalendar.title')}
      closeLabel={_('giftCalendar.close')}
      onClose={onClose}
      block="page-dialog"
      className="gift-calendar"
      overlayClassName="page-dialog__overlay"
      {...(opener ? { opener } : {})}
    >
      <div className="page-dialog__body gift-calendar__body">
        <p className="gift-calendar__intro">
          {i18n._(pick ? 'giftCalendar.pickIntro' : 'giftCalendar.intro', { nights, price: formatPrice(giftPrice, site.bcp47) })}
        </p>
        <div className="gift-calendar__nav">
          <button
            type="button"
            className="calendar__nav"
            aria-label={_('calendar.previous')}
            disabled={Temporal.PlainYearMonth.compare(first, current) <= 0}
            onClick={() => setFirst(first.subtract({ months: 1 }))}
          >
            ‹
          </button>
          <button
            type="button"
            className="calendar__nav"
            aria-label={_('calendar.next')}
            disabled={Temporal.PlainYearMonth.compare(first.add({ months: count }), last) > 0}
            onClick={() => setFirst(first.add({ months: 1 }))}
          >
            ›
          </button>
        </div>
        {failed ? (
          <p className="calendar__loading" role="alert">
            {_('giftCalendar.failed')}
          </p>
        ) : days === null ? (
          <p className="calendar__loading" role="status">
            {_('calendar.loading')}
          </p>
        ) : (
          <div className="gift-calendar__months">
            {months.map((month) => (
              <GiftMonth
                key={month.toString()}
                month={month}
                days={days}
                statusText={statusText}
                {...(pick ? { pick: { ...pick, firstDay: firstArrival } } : {})}
              />
            ))}
          </div>
        )}
        <ul className="gift-calendar__legend" aria-label={_('giftCalendar.legend')}>
          <li>
            <span className="gift-calendar__swatch gift-calendar__swatch--included" aria-hidden="true" /> {_('giftCalendar.included')}
          </li>
          <li>
            <span className="gift-calendar__swatch gift-calendar__swatch--supplement" aria-hidden="true" /> {_('giftCalendar.supplement')}
          </li>
          <li>
            <span className="gift-calendar__swatch" aria-hidden="true" /> {_('giftCalendar.notAvailable')}
          </li>
        </ul>
        {pick ? null : (
          <p className="calendar__gift">
            <a href={giftcardPath(site)}>{_('calendar.giftPrompt')}</a>
          </p>
        )}
      </div>
    </ModalDialog>
  )
}

type MonthProps = {
  month: Temporal.PlainYearMonth
  days: ReadonlyMap<string, GiftDay>
  statusText: (day: GiftDay | undefined) => string
  pick?: GiftCalendarPick & { firstDay: string }
}

/** One month of arrival days, each marked included, with its supplement, or not available; days that can be picked are buttons. */
function GiftMonth({ month, days, statusText, pick }: MonthProps) {
  const { site } = useSite()
  const cells: (Temporal.PlainDate | null)[] = [...Array.from({ length: leadingBlanks(month) }, () => null), ...daysOfMonth(month)]
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7))
  const title = monthTitle(month, site.bcp47)
  return (
    <div className="calendar__month">
      <h3 className="calendar__month-title">{title}</h3>
      <table className="calendar__grid" aria-label={title}>
        <thead>
          <tr>
            {weekdayNames(site.bcp47).map((name) => (
              <th key={name.long} scope="col" abbr={name.long} className="calendar__weekday">
                {name.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((date, d) => {
                if (!date) return <td key={`blank-${d}`} />
                const iso = date.toString()
                // Picking, a day before the first arrival or after the voucher's last day cannot be used.
                const outside = pick !== undefined && (iso < pick.firstDay || iso > pick.lastDay)
                const day = outside ? undefined : days.get(iso)
                const status = day?.status ?? 'notAvailable'
                if (pick && day && status !== 'notAvailable' && iso >= pick.firstDay && iso <= pick.lastDay) {
                  return (
                    <td key={iso} className="calendar__cell">
                      <button
                        type="button"
                        className={`day gift-day gift-day--${status} gift-day--pick`}
                        aria-label={`${date.toLocaleString(site.bcp47, { weekday: 'long', day: 'numeric', month: 'long' })}, ${statusText(day)}`}
                        onClick={() => pick.onPick(iso, day.minLos)}
                      >
                        <span className="day__number">{date.day}</span>
                        {status === 'supplement' ? <span className="day__price">+{formatPrice(day.supplement, site.bcp47)}</span> : null}
                      </button>
                    </td>
                  )
                }
                return (
                  <td key={iso} className="calendar__cell">
                    <span className={`day gift-day gift-day--${status}`}>
                      <span className="day__number">{date.day}</span>
                      {day?.status === 'supplement' ? (
                        <span className="day__price" aria-hidden="true">
                          +{formatPrice(day.supplement, site.bcp47)}
                        </span>
                      ) : null}
                      <span className="visually-hidden">{statusText(day)}</span>
                    </span>
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
