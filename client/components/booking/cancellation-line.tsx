import { useLingui } from '@lingui/react'
import type { CancellationPolicy } from '../../../shared/api/common'
import { cancellationLabel } from '../../../shared/rules/cancellation-label'
import { useSite } from '../../app/site-context'
import { formatLongDate } from '../../lib/format'

/** The cancellation line (§4): 'add your dates', the free modification until the deadline, or non-refundable. */
export function CancellationLine({
  hasDates,
  policy,
  className = 'panel__policy',
}: {
  hasDates: boolean
  policy: CancellationPolicy
  className?: string
}) {
  const { i18n } = useLingui()
  const { site } = useSite()
  const label = cancellationLabel(hasDates, policy)
  const values = label.values?.date ? { date: formatLongDate(String(label.values.date), site.bcp47) } : undefined
  return <p className={className}>{i18n._(label.id, values)}</p>
}
