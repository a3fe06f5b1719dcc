import { useLingui } from '@lingui/react'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { Temporal } from 'temporal-polyfill'
import type { StayDates } from '../../../shared/search/search-bar'
import { useSite } from '../../app/site-context'
import { compactDateLabel } from './calendar-format'
import { StayCalendarLayer, type StayCalendarProps } from './stay-calendar-layer'

type Props = {
  dates: StayDates
  onDates: (dates: StayDates) => void
  /** Loads the calendar's code ahead, when the field is pointed at or focused. */
  preload: () => void
  calendar: (props: StayCalendarProps) => ReactNode
  /** Opened from outside (the checkout start without dates); `onOpenChange` follows it. */
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** The error under the field, described by it. */
  error?: string | undefined
}

/** A page's dates field (hotel page, stay page): the chosen dates as the search bar writes them, opening the calendar. */
export function StayDatesField({ dates, onDates, preload, calendar, open: openProp, onOpenChange, error }: Props) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const [ownOpen, setOwnOpen] = useState(false)
  const open = openProp ?? ownOpen
  const setOpen = (next: boolean) => (onOpenChange ?? setOwnOpen)(next)
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
  const errorId = useId()
  const field = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(open)

  // Back to the field once the calendar closes, however it closed.
  useEffect(() => {
    if (wasOpen.current && !open) trigger.current?.focus()
    wasOpen.current = open
  }, [open])

  return (
    <div className="field dates" ref={field} onPointerEnter={preload} onFocus={preload}>
      <span className="field__label" id={labelId}>
        {_('searchBar.dates')}
      </span>
      <button
        ref={trigger}
        type="button"
        className="field__control field__control--button"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-expanded={open}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onClick={() => setOpen(!open)}
      >
        <span id={valueId} className={text ? undefined : 'field__placeholder'}>
          {text || _('searchBar.dates.placeholder')}
        </span>
      </button>
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
      {open ? (
        <StayCalendarLayer
          dates={dates}
          field={field}
          calendar={calendar}
          onClose={(next) => {
            onDates(next)
            setOpen(false)
          }}
        />
      ) : null}
    </div>
  )
}
