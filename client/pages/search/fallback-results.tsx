import { useLingui } from '@lingui/react'
import type { FallbackKey } from '../../../shared/search/fallback'
import type { Flow } from '../../../shared/sites'
import type { FallbackGroup } from '../../atoms/search'
import { StayCard } from '../../components/cards/stay-card'

/** Message ids naming what a fallback relaxed, in the order they are read. */
export function fallbackLabelIds(key: FallbackKey): { id: string; values?: Record<string, string> }[] {
  const parts: { id: string; values?: Record<string, string> }[] = []
  if (key.destination === 'around' && key.value !== null) parts.push({ id: 'fallback.around', values: { km: key.value ?? '' } })
  if (key.destination === 'widened') parts.push({ id: 'fallback.widened' })
  if (key.dates === 'removed') parts.push({ id: 'fallback.otherDates' })
  if (key.category === 'removed') parts.push({ id: 'fallback.otherThemes' })
  return parts
}

/** Suggestions outside the criteria, one titled group per relaxed search. */
export function FallbackResults({ groups, flow, linkSuffix }: { groups: readonly FallbackGroup[]; flow: Flow; linkSuffix: string }) {
  const { _, i18n } = useLingui()
  if (groups.length === 0) return null
  return (
    <section className="fallbacks" aria-labelledby="fallbacks-heading">
      <h2 id="fallbacks-heading" className="fallbacks__heading">
        {_('fallback.heading')}
      </h2>
      {groups.map((group) => (
        <section
          key={group.key.order}
          className="fallbacks__group"
          aria-label={fallbackLabelIds(group.key)
            .map((p) => i18n._(p.id, p.values))
            .join(' · ')}
        >
          <h3 className="fallbacks__title">
            {fallbackLabelIds(group.key)
              .map((p) => i18n._(p.id, p.values))
              .join(' · ')}
          </h3>
          <div className="results-grid">
            {group.cards.map((card) => (
              <StayCard key={card.id} card={card} flow={flow} linkSuffix={linkSuffix} />
            ))}
          </div>
        </section>
      ))}
    </section>
  )
}
