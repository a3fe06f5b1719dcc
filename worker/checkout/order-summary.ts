import type { Context } from 'hono'
import * as v from 'valibot'
import { maskEmail, orderReference, ORDER_STATUSES, type OrderSummary } from '../../shared/api/order-summary'
import { OrderRequestSchema } from '../../shared/api/purchase'
import { isSiteId, type SiteId } from '../../shared/sites'
import type { AppEnv } from '../env'
import { findOrderByUuid } from '../data/orders'
import { getCatalog } from '../data/get-catalog'
import { logError } from '../log'

const nightsBetween = (checkin: string, checkout: string) => Math.round((Date.parse(checkout) - Date.parse(checkin)) / 86_400_000)

/**
 * An order as its confirmation shows it (null for an unknown UUID): the request it was placed
 * with, its amounts, and the stay described in `locale` (the order's language by default). A stay
 * the catalogue cannot describe any more leaves the order readable, without its label.
 */
export async function getOrderSummary(c: Context<AppEnv>, uuid: string, locale?: SiteId): Promise<OrderSummary | null> {
  const db = c.get('d1Meter')?.wrap(c.env.DB) ?? c.env.DB
  const order = await findOrderByUuid(db, uuid)
  if (!order) return null
  const request = v.parse(OrderRequestSchema, JSON.parse(order.payload))
  const language = locale ?? (isSiteId(order.locale) ? order.locale : request.locale)
  const item = request.items.shortStayItem
  const criteria = item.reservationCriteria
  const stay = await getCatalog(c)
    .getStayDetail(criteria.offerId, { locale: language })
    .catch((error: unknown) => {
      logError(c, 'orders.summary.stay', error)
      return null
    })
  const titles = new Map((stay?.programLines ?? []).flatMap((l) => (l.activityId === null ? [] : [[l.activityId, l.title] as const])))
  return {
    orderUUID: order.uuid,
    reference: orderReference(order.id),
    status: v.is(v.picklist(ORDER_STATUSES), order.status) ? order.status : 'PENDING',
    flow: order.flow === 'gifting' ? 'gifting' : 'booking',
    locale: request.locale,
    totalAmount: order.totalAmount,
    insuranceAmount: order.insuranceAmount,
    localTaxAmount: order.localTaxAmount,
    buyer: { firstName: request.buyer.firstName, maskedEmail: maskEmail(order.buyerEmail) },
    stay: stay ? { id: stay.id, label: stay.label, uri: stay.uri, hotel: stay.hotel.label, image: stay.images[0] ?? null } : null,
    checkinDate: order.checkinDate,
    checkoutDate: order.checkoutDate,
    nights: order.checkinDate && order.checkoutDate ? nightsBetween(order.checkinDate, order.checkoutDate) : (item.gift?.nights ?? null),
    pax: {
      adults: criteria.pax.numberOfAdults,
      children: criteria.pax.numberOfChildren,
      babies: criteria.pax.numberOfBabies,
    },
    activities: criteria.activityDaySelections.map((s) => ({ ...s, title: titles.get(s.activityId) ?? '' })),
    gift: item.gift ? { format: item.gift.format, fromName: item.gift.fromName, message: item.gift.message } : null,
  }
}
