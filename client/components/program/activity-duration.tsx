import { useLingui } from '@lingui/react'
import { durationParts } from '../../../shared/rules/product-page'

/** An activity's duration, '3 h', '1 h 30 min' or '45 min', in the site's words (the stay page's experience, the hotel page's offer detail). */
export function ActivityDuration({ minutes }: { minutes: number }) {
  const { i18n } = useLingui()
  const parts = durationParts(minutes)
  if (parts.hours === 0) return <>{i18n._('productPage.activity.minutes', { minutes: parts.minutes })}</>
  if (parts.minutes === 0) return <>{i18n._('productPage.activity.hours', { hours: parts.hours })}</>
  return <>{i18n._('productPage.activity.hoursMinutes', parts)}</>
}
