import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { Temporal } from 'temporal-polyfill'
import type { OrderSummary } from '../../../shared/api/order-summary'
import { accountPath } from '../../../shared/account-paths'
import { routePath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { formatPrice } from '../../lib/format'
import { imageSrc } from '../checkout/checkout-format'
import { AccountFrame } from './account-nav'

type Group = 'upcoming' | 'gifts' | 'past'

/** Dated trips not over yet are upcoming, those over are past; gifts, boxes, gift cards and activity vouchers have no date. */
function groupOf(trip: OrderSummary, today: string): Group {
  if (!trip.checkinDate) return 'gifts'
  const end = trip.checkoutDate ?? trip.checkinDate
  return Temporal.PlainDate.compare(Temporal.PlainDate.from(end), Temporal.PlainDate.from(today)) >= 0 ? 'upcoming' : 'past'
}

const GROUPS: readonly Group[] = ['upcoming', 'gifts', 'past']

/**
 * The customer's trips (/account/trips): the orders placed while signed in, upcoming stays first
 * (soonest first), then gifts and vouchers, then past stays, each with its booking number, amount,
 * status and a link to its booking details; with none, a way to the search.
 */
export function TripsView({ trips }: { trips: OrderSummary[] }) {
  const { _ } = useLingui()
  const { site, today } = useSite()
  const groups = GROUPS.map((group) => {
    const items = trips.filter((t) => groupOf(t, today) === group)
    // Upcoming: the next one first. The others stay newest first.
    if (group === 'upcoming') items.sort((a, b) => (a.checkinDate ?? '').localeCompare(b.checkinDate ?? ''))
    return { group, items }
  }).filter((g) => g.items.length > 0)
  return (
    <AccountFrame section="trips" title={_('account.trips.title')}>
      {groups.length === 0 ? (
        <div className="checkout-panel account-empty">
          <p>{_('account.trips.empty')}</p>
          <a className="button button--primary" href={routePath(site, 'search')}>
            {_('account.trips.search')}
          </a>
        </div>
      ) : (
        groups.map(({ group, items }) => <TripGroup key={group} group={group} trips={items} />)
      )}
      <p className="account__aside">
        {_('account.trips.lookupIntro')} <a href={`${accountPath(site, 'trips')}?lookup=1`}>{_('account.trips.lookup')}</a>
      </p>
    </AccountFrame>
  )
}

function TripGroup({ group, trips }: { group: Group; trips: OrderSummary[] }) {
  const { _ } = useLingui()
  const titleId = useId()
  return (
    <section className="account-trips" aria-labelledby={titleId}>
      <h2 id={titleId} className="account-trips__title">
        {_(`account.trips.group.${group}`)} <span className="account-trips__count">({trips.length})</span>
      </h2>
      <ul className="account-trips__list">
        {trips.map((trip) => (
          <li key={trip.orderUUID}>
            <TripCard trip={trip} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** What was bought: its name, where, and its picture. */
function productOf(trip: OrderSummary, giftcardName: string): { label: string; place: string; image: string | null } {
  if (trip.stay) return { label: trip.stay.label, place: trip.stay.hotel, image: trip.stay.image ? imageSrc(trip.stay.image) : null }
  if (trip.activity)
    return { label: trip.activity.label, place: trip.activity.centre, image: trip.activity.image ? imageSrc(trip.activity.image) : null }
  if (trip.box) return { label: trip.box.title, place: '', image: trip.box.image }
  return { label: giftcardName, place: '', image: null }
}

function TripCard({ trip }: { trip: OrderSummary }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const day = (iso: string) =>
    Temporal.PlainDate.from(iso).toLocaleString(site.bcp47, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  const product = productOf(
    trip,
    trip.giftcard ? i18n._('account.trips.giftcard', { amount: formatPrice(trip.giftcard.amount, site.bcp47) }) : '',
  )
  const label = product.label || _('account.trips.unknownProduct')
  const facts: string[] = []
  if (trip.checkinDate && trip.checkoutDate) {
    facts.push(i18n._('account.trips.dates', { checkin: day(trip.checkinDate), checkout: day(trip.checkoutDate) }))
  }
  if (trip.nights !== null && trip.checkinDate) facts.push(i18n._('account.trips.nights', { count: trip.nights }))
  if (trip.activity) facts.push(i18n._('account.trips.participants', { count: trip.activity.participants }))
  else if (trip.stay && trip.pax.adults > 0) {
    facts.push(i18n._('account.trips.party', { adults: trip.pax.adults, children: trip.pax.children + trip.pax.babies }))
  }
  if (trip.gift) facts.push(_(trip.gift.format === 'physical' ? 'account.trips.giftPhysical' : 'account.trips.giftDigital'))
  if (trip.voucher) facts.push(i18n._('account.trips.validUntil', { date: day(trip.voucher.validUntil) }))
  return (
    <article className="trip-card">
      {product.image ? (
        <img className="trip-card__image" src={product.image} alt="" width={160} height={90} loading="lazy" />
      ) : (
        <div className="trip-card__image trip-card__image--none" aria-hidden="true" />
      )}
      <div className="trip-card__body">
        <h3 className="trip-card__label">{label}</h3>
        {product.place ? <p className="trip-card__place">{product.place}</p> : null}
        {facts.length > 0 ? <p className="trip-card__facts">{facts.join(' · ')}</p> : null}
        {trip.voucher ? (
          <p className="trip-card__facts">
            {_('account.trips.voucher')} <strong>{trip.voucher.code}</strong>
          </p>
        ) : null}
        <dl className="trip-card__meta">
          <div>
            <dt>{_('account.trips.reference')}</dt>
            <dd>{trip.reference}</dd>
          </div>
          <div>
            <dt>{_('account.trips.amount')}</dt>
            <dd>{formatPrice(trip.totalAmount, site.bcp47, true)}</dd>
          </div>
          <div>
            <dt>{_('account.trips.status')}</dt>
            <dd>
              <span className={`trip-card__status trip-card__status--${trip.status.toLowerCase()}`}>
                {_(`account.trips.status.${trip.status}`)}
              </span>
            </dd>
          </div>
        </dl>
        <a className="button trip-card__link" href={`${site.pathPrefix}/confirmation/${trip.orderUUID}`}>
          {_('account.trips.details')}
          <span className="visually-hidden"> {i18n._('account.trips.detailsOf', { reference: trip.reference })}</span>
        </a>
      </div>
    </article>
  )
}
