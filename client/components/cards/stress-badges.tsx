import { useLingui } from '@lingui/react'
import type { CSSProperties } from 'react'
import { STRESS_LIMITS, type StressBadge } from '../../../shared/rules/stress'

/**
 * Up to two stress badges. Two badges cross-fade (3000 ms each, 500 ms
 * transition) with a CSS animation whose timing comes from STRESS_LIMITS; on
 * hover of the card the first one stays.
 */
export function StressBadges({ badges }: { badges: readonly StressBadge[] }) {
  const { i18n } = useLingui()
  if (badges.length === 0) return null
  const style = {
    '--stress-cycle': `${STRESS_LIMITS.crossFadeMs * badges.length}ms`,
    '--stress-delay': `${-STRESS_LIMITS.crossFadeMs}ms`,
  } as CSSProperties
  return (
    <ul className={`stress${badges.length > 1 ? ' stress--fade' : ''}`} style={style}>
      {badges.map((badge) => (
        <li key={badge.kind} className={`stress__badge stress__badge--${badge.color}`}>
          {badge.emoji ? <span aria-hidden="true">{badge.emoji} </span> : null}
          {i18n._(badge.messageId, badge.values)}
        </li>
      ))}
    </ul>
  )
}
