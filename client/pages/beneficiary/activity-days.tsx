import { useLingui } from '@lingui/react'
import type { QuoteResponse } from '../../../shared/api/product'
import { useSite } from '../../app/site-context'
import { formatStayDate } from '../checkout/checkout-format'

type Props = {
  activities: QuoteResponse['activityDates']
  /** The day chosen for each activity, by activity id. */
  days: Readonly<Record<number, string>>
  /** Submitting found an activity without its day ('Please choose your activity dates.'). */
  showError: boolean
  onChange: (days: Record<number, string>) => void
}

/** A day of the stay for each of its activities (product-pages §5), one select each. */
export function ActivityDays({ activities, days, showError, onChange }: Props) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  if (activities.length === 0) return null
  return (
    <fieldset className="gift-days">
      <legend className="field__label">{_('booking.activities')}</legend>
      {activities.map((activity) => (
        <label key={activity.activityId} className="field gift-days__field">
          <span className="field__label">{i18n._('booking.activities.legend', { title: activity.title })}</span>
          <select
            className="field__control"
            required
            value={days[activity.activityId] ?? ''}
            aria-invalid={showError && !days[activity.activityId] ? true : undefined}
            onChange={(e) => onChange({ ...days, [activity.activityId]: e.target.value })}
          >
            <option value="">{_('beneficiary.book.chooseDay')}</option>
            {activity.dates.map((d) => (
              <option key={d} value={d}>
                {formatStayDate(d, site.bcp47)}
              </option>
            ))}
          </select>
        </label>
      ))}
      {showError ? <p className="checkout-field__error">{_('booking.error.activities')}</p> : null}
    </fieldset>
  )
}
