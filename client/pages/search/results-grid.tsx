import { lazy, Suspense, type ReactNode } from 'react'
import type { ActivityCard as ActivityCardData } from '../../../shared/api/activity-only'
import type { StayCard as StayCardData } from '../../../shared/api/search'
import type { Flow } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { StayCard } from '../../components/cards/stay-card'
import { promoSlots } from './promo-slots'
import { RenderWhenVisible } from './render-when-visible'

// Activity cards exist only in the activity flow, which the browser renders alone.
const ActivityCard = lazy(() => import('../../components/cards/activity-card').then((m) => ({ default: m.ActivityCard })))
// Promo blocks render once in view; their code and CMS calls wait for that too.
const PromoBlock = lazy(() => import('./promo-block').then((m) => ({ default: m.PromoBlock })))

type Props = {
  cards: readonly StayCardData[]
  activities: readonly ActivityCardData[]
  adults: number
  theme: number | undefined
  flow: Flow
  linkSuffix: string
  giftingHref: string
}

/** Cards in rows of three (one column on mobile), with the promo blocks between rows. */
export function ResultsGrid({ cards, activities, adults, theme, flow, linkSuffix, giftingHref }: Props) {
  const { site, customerCare, flags } = useSite()
  const items: ReactNode[] =
    flow === 'activity'
      ? activities.map((card, i) => <ActivityCard key={card.id} card={card} adults={adults} eager={i < 3} />)
      : cards.map((card, i) => <StayCard key={card.id} card={card} flow={flow} eager={i < 3} linkSuffix={linkSuffix} />)
  const slots = promoSlots({ cardCount: items.length, flow, siteId: site.id, customerCare, flags })
  for (const slot of [...slots].reverse()) {
    items.splice(
      slot.after,
      0,
      <RenderWhenVisible key={`promo-${slot.block}`} className="results-grid__promo" minHeight="8rem">
        <Suspense fallback={<div className="promo promo--loading" aria-hidden="true" />}>
          <PromoBlock block={slot.block} locale={site.id} flow={flow} theme={theme} giftingHref={giftingHref} />
        </Suspense>
      </RenderWhenVisible>,
    )
  }
  if (items.length === 0) return null
  return flow === 'activity' ? (
    <Suspense fallback={null}>
      <div className="results-grid">{items}</div>
    </Suspense>
  ) : (
    <div className="results-grid">{items}</div>
  )
}
