import { useLingui } from '@lingui/react'
import type { CancellationPolicy } from '../../../shared/api/common'
import type { QuoteResponse } from '../../../shared/api/product'
import type { ActivityDay, CancellationChoice } from '../../../shared/checkout/checkout-link'
import { useSite } from '../../app/site-context'
import { formatDay, formatLongDate, formatPrice } from '../../lib/format'

/** Each card's title and conditions. */
const CARD_TEXT: Readonly<Record<CancellationChoice, { title: string; text: string }>> = {
  FLEXIBLE: { title: 'booking.choice.flexible', text: 'booking.choice.flexible.text' },
  INSURANCE: { title: 'booking.choice.insurance', text: 'booking.choice.insurance.text' },
  NON_CANCELLABLE: { title: 'booking.choice.nonCancellable', text: 'booking.choice.nonCancellable.text' },
}

type ErrorProps = { id: string; error: string | undefined }

/** A group's error, announced when it appears. */
function GroupError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field__error" id={id} role="alert">
      {error}
    </p>
  ) : null
}

/** One day to choose per activity of the stay (§2 "activity dates"; picking a day replaces the earlier one). */
export function ActivityDays({
  id,
  activities,
  days,
  onPick,
  error,
}: ErrorProps & {
  activities: QuoteResponse['activityDates']
  days: readonly ActivityDay[]
  onPick: (activityId: number, date: string) => void
}) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  return (
    <div className="booking-step" id={id} tabIndex={-1}>
      <h3 className="booking-step__title">{_('booking.activities')}</h3>
      {activities.map((activity) => {
        const chosen = days.find((d) => d.activityId === activity.activityId)?.date
        return (
          <fieldset key={activity.activityId} className="booking-days" aria-describedby={error ? `${id}-error` : undefined}>
            <legend className="booking-days__legend">{i18n._('booking.activities.legend', { title: activity.title })}</legend>
            <div className="booking-days__list">
              {activity.dates.map((date) => (
                <label key={date} className="booking-day">
                  <input
                    type="radio"
                    name={`activity-${activity.activityId}`}
                    value={date}
                    checked={chosen === date}
                    onChange={() => onPick(activity.activityId, date)}
                  />
                  <span>{formatDay(date, site.bcp47)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )
      })}
      <GroupError id={`${id}-error`} error={error} />
    </div>
  )
}

/** The three cancellation cards (§2 "Cancellation and insurance choice"): flexible (included), insurance, non-cancellable. */
export function CancellationCards({
  id,
  policy,
  choices,
  choice,
  insurance,
  insuranceFailed,
  onChoose,
  error,
}: ErrorProps & {
  policy: CancellationPolicy
  choices: readonly CancellationChoice[]
  choice: CancellationChoice | undefined
  insurance: number
  /** The insurance's price could not be read: its card's place says so, the other card stays choosable. */
  insuranceFailed: boolean
  onChoose: (choice: CancellationChoice) => void
}) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const deadline = policy.cancellationDeadline ? formatLongDate(policy.cancellationDeadline, site.bcp47) : null
  const failed = insuranceFailed ? (
    <p className="booking-card booking-card--failed" role="alert">
      {_('search.error')}
    </p>
  ) : null
  return (
    <fieldset className="booking-step booking-cards" id={id} tabIndex={-1} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="booking-step__title">{_('booking.cancellation')}</legend>
      {/* The insurance card comes after the flexible one and before the non-cancellable one. */}
      {policy.cancellable ? null : failed}
      {choices.map((card) => (
        <label key={card} className="booking-card" data-checked={choice === card ? 'true' : undefined}>
          <input type="radio" name="cancellation" value={card} checked={choice === card} onChange={() => onChoose(card)} />
          <span className="booking-card__body">
            <span className="booking-card__head">
              <strong>{_(CARD_TEXT[card].title)}</strong>
              <span className="booking-card__price">
                {card === 'INSURANCE'
                  ? i18n._('booking.choice.extra', { price: formatPrice(insurance, site.bcp47, true) })
                  : _('booking.choice.included')}
              </span>
            </span>
            <span className="booking-card__text">
              {card === 'FLEXIBLE' && deadline ? i18n._('booking.choice.flexible.until', { date: deadline }) : _(CARD_TEXT[card].text)}
            </span>
          </span>
        </label>
      ))}
      {policy.cancellable ? failed : null}
      <GroupError id={`${id}-error`} error={error} />
    </fieldset>
  )
}
