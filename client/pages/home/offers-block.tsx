import { useLingui } from '@lingui/react'
import type { StayCard as StayCardData } from '../../../shared/api/search'
import type { Flow } from '../../../shared/sites'
import { StayCard } from '../../components/cards/stay-card'
import { useScrollRow } from '../../lib/use-scroll-row'
import { RowArrows } from '../../components/layout/row-arrows'

type Props = { id: string; title: string; cards: readonly StayCardData[]; flow: Flow }

/**
 * The CMS's chosen stays as result cards on one scrolling row (swiped on touch screens; the
 * arrows scroll by a screenful). The product pages open in the page's flow.
 */
export function OffersBlock({ id, title, cards, flow }: Props) {
  const { _ } = useLingui()
  const { track, edges, scroll } = useScrollRow<HTMLUListElement>(cards.length, cards)
  const linkSuffix = flow === 'booking' ? '' : `?flow=${flow}`

  return (
    <section className="home-block home-block--offers" aria-labelledby={id}>
      <div className="container">
        <div className="home-block__head">
          <h2 id={id} className="home-block__title">
            {title || _('homePage.offers.title')}
          </h2>
          <RowArrows previousLabel={_('homePage.offers.previous')} nextLabel={_('homePage.offers.next')} edges={edges} scroll={scroll} />
        </div>
        <ul className="card-row" ref={track}>
          {cards.map((card) => (
            <li key={card.id} className="card-row__item">
              <StayCard card={card} flow={flow} linkSuffix={linkSuffix} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
