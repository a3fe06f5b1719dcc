import { useLingui } from '@lingui/react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Temporal } from 'temporal-polyfill'
import { dateShortcuts } from '../../../shared/date-shortcuts'
import { diffMonths, monthsFrom, SAME_DAY_CUTOFF_HOUR } from '../../../shared/dates'
import {
  CALENDAR,
  canValidate,
  dayStatus,
  lastBookableDay,
  monthsToLoad,
  pageMonths,
  pagingState,
  selectDay,
  visibleMonths,
  type Device,
  type SelectabilityContext,
} from '../../../shared/rules/calendar'
import type { StayDates } from '../../../shared/search/search-bar'
import { useSite } from '../../app/site-context'
import { formatPrice } from '../../lib/format'
import { useSiteClock } from '../../lib/use-site-clock'
import { headerMessage, rangeFromIso, rangeToIso, type CalendarContext } from './calendar-format'
import { firstOpenDay, firstSelectable, footerFromPrice, initialFirstMonth, initialMonthCount, usableShortcuts } from './calendar-state'
import { MonthGrid } from './month-grid'

/** What the calendar knows of one day from availability data. */
export type CalendarDay = { readonly price?: number; readonly minLos?: number }

export type CalendarProps = {
  /** Desktop: two months paged one by one. Mobile: a vertical list that loads more months near its end. */
  device: Device
  context: CalendarContext
  /** The selection (ISO), controlled by the caller. */
  value: StayDates
  onChange: (dates: StayDates) => void
  onValidate: () => void
  onClear: () => void
  /** Availability by ISO day; absent when there is none (every day up to the lookahead is offered). */
  availability?: ReadonlyMap<string, CalendarDay>
  /** Months (YYYY-MM) whose availability is loaded; with onMonthsNeeded, visible months not in it are asked for. */
  loadedMonths?: ReadonlySet<string>
  onMonthsNeeded?: (months: Temporal.PlainYearMonth[]) => void
  /** Availability is being fetched. */
  loading?: boolean
  /** Night counts allowed from the chosen check-in (offer pages). */
  possibleNights?: readonly number[]
  /**
   * Price of the footer, in cents, final with dates or a from-price. Without it, a calendar with
   * day prices shows the from-price per person per night of the check-in, or of the loaded days.
   */
  price?: { readonly cents: number; readonly final: boolean } | null
  /** Offer the date shortcuts of the site (behind flags.dateShortcuts). */
  shortcuts?: boolean
  /** Validate by itself 1 s after a full range is picked. */
  autoClose?: boolean
  /** Gift offer pages: link of the 'Offer this stay as a giftcard' prompt, shown while no date is chosen. */
  giftcardHref?: string
  /** Validate stays disabled until both dates are chosen (offer pages); otherwise it is enabled but for a lone check-in. */
  requireRange?: boolean
}

const ARROWS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }

/**
 * The stay calendar: header with the chosen dates, optional shortcuts, the
 * months, and a footer with the price, Clear and Validate. Selectability
 * follows shared/rules/calendar in the site's time zone.
 */
export function Calendar(props: CalendarProps) {
  const { device, context, value, onChange, availability, possibleNights } = props
  const { _, i18n } = useLingui()
  const { site, flags } = useSite()
  const { today: todayIso, hour } = useSiteClock()
  const today = Temporal.PlainDate.from(todayIso)
  const currentMonth = today.toPlainYearMonth()
  const range = rangeFromIso(value)
  const root = useRef<HTMLDivElement>(null)
  const scroller = useRef<HTMLDivElement>(null)
  const keyboardMoved = useRef(false)
  const validateRef = useRef(props.onValidate)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const minStay = range.checkin ? availability?.get(range.checkin.toString())?.minLos : undefined
  const context_: SelectabilityContext = {
    today,
    afterCutoff: hour >= SAME_DAY_CUTOFF_HOUR,
    range,
    ...(availability ? { availableDays: new Set(availability.keys()) } : {}),
    ...(possibleNights ? { possibleNights } : {}),
    ...(minStay !== undefined ? { minStay } : {}),
  }
  const statusOf = (day: Temporal.PlainDate) => dayStatus(day, context_)

  const [first, setFirst] = useState(() => initialFirstMonth(range, today, device))
  const [count, setCount] = useState(() => initialMonthCount(range, today, context))
  const [focusIso, setFocusIso] = useState(() => (range.checkin ?? firstOpenDay(today, hour)).toString())

  const visible = device === 'desktop' ? visibleMonths(first, 'desktop') : monthsFrom(currentMonth, count)
  const visibleKey = visible.map(String).join(',')
  const paging = pagingState(first, 'desktop', today)
  const moreMonths = device === 'mobile' && count < CALENDAR.lookaheadMonths

  useEffect(() => {
    validateRef.current = props.onValidate
  })
  useEffect(() => () => clearTimeout(closeTimer.current), [])

  const { loadedMonths, onMonthsNeeded } = props
  useEffect(() => {
    if (!loadedMonths || !onMonthsNeeded) return
    const missing = monthsToLoad(
      visibleKey.split(',').map((m) => Temporal.PlainYearMonth.from(m)),
      loadedMonths,
    )
    if (missing.length > 0) onMonthsNeeded(missing)
  }, [visibleKey, loadedMonths, onMonthsNeeded])

  // Mobile opens on the month of the check-in.
  const startMonth = range.checkin?.toPlainYearMonth().toString()
  useEffect(() => {
    if (device !== 'mobile' || !startMonth) return
    scroller.current?.querySelector(`[data-month="${startMonth}"]`)?.scrollIntoView({ block: 'start' })
    // Only when the calendar opens: later picks must not move the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    if (!keyboardMoved.current) return
    keyboardMoved.current = false
    root.current?.querySelector<HTMLElement>(`[data-day="${focusIso}"]`)?.focus()
  }, [focusIso, visibleKey])

  const pick = (day: Temporal.PlainDate) => {
    const next = selectDay(range, day)
    setFocusIso(day.toString())
    clearTimeout(closeTimer.current)
    onChange(rangeToIso(next))
    if (props.autoClose && canValidate(next)) closeTimer.current = setTimeout(() => validateRef.current(), CALENDAR.closeDelayMs)
  }

  const onGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const iso = event.target instanceof HTMLElement ? event.target.dataset.day : undefined
    const delta = ARROWS[event.key]
    if (!iso || delta === undefined) return
    event.preventDefault()
    const next = Temporal.PlainDate.from(iso).add({ days: delta })
    if (
      Temporal.PlainYearMonth.compare(next.toPlainYearMonth(), currentMonth) < 0 ||
      Temporal.PlainDate.compare(next, lastBookableDay(today)) > 0
    )
      return
    keyboardMoved.current = true
    setFocusIso(next.toString())
    const month = next.toPlainYearMonth()
    if (device === 'desktop' && !visible.some((m) => m.equals(month))) setFirst(pageMonths(first, delta > 0 ? 1 : -1, 'desktop', today))
    if (device === 'mobile' && diffMonths(currentMonth, month) >= count)
      setCount((c) => Math.min(CALENDAR.lookaheadMonths, c + CALENDAR.mobile.step))
  }

  const onScroll = () => {
    const el = scroller.current
    if (!el || !moreMonths) return
    if (el.scrollHeight - el.scrollTop - el.clientHeight < CALENDAR.infiniteScrollThresholdPx) {
      setCount((c) => Math.min(CALENDAR.lookaheadMonths, c + CALENDAR.resultsMonthsPerLoad))
    }
  }

  const visibleFocus = visible.some((m) => m.equals(Temporal.PlainDate.from(focusIso).toPlainYearMonth()))
  const tabIso = visibleFocus ? focusIso : (firstSelectable(visible, statusOf) ?? focusIso)
  const shortcuts = props.shortcuts ? usableShortcuts(dateShortcuts(site.id, today, flags.dateShortcuts), context_) : []
  const header = headerMessage(context, range, site.bcp47)
  const hasDates = range.checkin !== undefined
  const validateDisabled = props.requireRange ? !canValidate(range) : hasDates && !canValidate(range)
  const nightly =
    props.price === undefined && availability
      ? footerFromPrice(availability, range.checkin?.toString(), firstOpenDay(today, hour).toString())
      : null
  const priceOf = availability
    ? (day: Temporal.PlainDate) => {
        const cents = availability.get(day.toString())?.price
        return cents !== undefined ? formatPrice(cents, site.bcp47) : undefined
      }
    : undefined

  return (
    <div className={`calendar calendar--${device}`} ref={root}>
      <p className="calendar__header" aria-live="polite">
        {i18n._(header.id, header.values)}
      </p>
      {shortcuts.length > 0 ? (
        <div className="calendar__shortcuts" role="group" aria-label={_('calendar.shortcuts')}>
          {shortcuts.map((s) => {
            const active = range.checkin?.equals(s.checkin) === true && range.checkout?.equals(s.checkout) === true
            return (
              <button
                key={s.key}
                type="button"
                className="chip calendar__shortcut"
                aria-pressed={active}
                onClick={() => {
                  setFocusIso(s.checkin.toString())
                  if (device === 'desktop') setFirst(initialFirstMonth({ checkin: s.checkin }, today, device))
                  onChange(rangeToIso({ checkin: s.checkin, checkout: s.checkout }))
                }}
              >
                {_(s.messageId)}
              </button>
            )
          })}
        </div>
      ) : null}
      <div className="calendar__body">
        {device === 'desktop' ? (
          <div className="calendar__paging">
            <button
              type="button"
              className="calendar__nav calendar__nav--prev"
              aria-label={_('calendar.previous')}
              disabled={!paging.canGoBack}
              onClick={() => setFirst(pageMonths(first, -1, 'desktop', today))}
            >
              ‹
            </button>
            <button
              type="button"
              className="calendar__nav calendar__nav--next"
              aria-label={_('calendar.next')}
              disabled={!paging.canGoForward}
              onClick={() => setFirst(pageMonths(first, 1, 'desktop', today))}
            >
              ›
            </button>
          </div>
        ) : null}
        <div className="calendar__months" ref={scroller} onScroll={device === 'mobile' ? onScroll : undefined} onKeyDown={onGridKey}>
          {visible.map((month) => (
            <MonthGrid
              key={month.toString()}
              month={month}
              range={range}
              bcp47={site.bcp47}
              todayIso={todayIso}
              focusIso={tabIso}
              statusOf={statusOf}
              {...(priceOf ? { priceOf } : {})}
              onPick={pick}
            />
          ))}
          {props.loading ? (
            <p className="calendar__loading" role="status">
              {_('calendar.loading')}
            </p>
          ) : null}
        </div>
      </div>
      {props.giftcardHref && !hasDates ? (
        <p className="calendar__gift">
          <a href={props.giftcardHref}>{_('calendar.giftPrompt')}</a>
        </p>
      ) : null}
      <div className="calendar__footer">
        {props.price ? (
          <p className="calendar__price">
            <span>{props.price.final ? _('card.price.final') : _('card.price.from')}</span>{' '}
            <strong>{formatPrice(props.price.cents, site.bcp47)}</strong>
          </p>
        ) : nightly !== null ? (
          <p className="calendar__price">{_('calendar.price.nightly', { price: formatPrice(nightly, site.bcp47) })}</p>
        ) : (
          <span />
        )}
        <div className="calendar__actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={!hasDates}
            onClick={() => {
              clearTimeout(closeTimer.current)
              props.onClear()
            }}
          >
            {device === 'mobile' ? _('calendar.clear.short') : _('calendar.clear')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={validateDisabled}
            onClick={() => {
              clearTimeout(closeTimer.current)
              props.onValidate()
            }}
          >
            {_('calendar.validate')}
          </button>
        </div>
      </div>
    </div>
  )
}
