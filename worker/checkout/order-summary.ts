import type { Context } from 'hono'
import * as v from 'valibot'
import { maskEmail, maskGiftCode, orderReference, ORDER_STATUSES, type OrderSummary } from '../../shared/api/order-summary'
import {
  OrderRequestSchema,
  orderItem,
  type ActivityItem,
  type BoxItem,
  type GiftcardItem,
  type OrderRequest,
  type ShortStayItem,
} from '../../shared/api/purchase'
import { BOX_VALIDITY_MONTHS } from '../../shared/rules/box-pages'
import { GIFTCARD_VALIDITY_MONTHS } from '../../shared/rules/giftcard'
import { voucherValidUntil } from '../../shared/rules/gift-voucher'
import { isSiteId, type SiteId } from '../../shared/sites'
import type { AppEnv } from '../env'
import { findOrderByUuid, type OrderRecord } from '../data/orders'
import { getCatalog } from '../data/get-catalog'
import { voucherValidityMonths } from '../beneficiary/gift'
import { logError } from '../log'

const nightsBetween = (checkin: string, checkout: string) => Math.round((Date.parse(checkout) - Date.parse(checkin)) / 86_400_000)

/** Validity of an activity voucher when the catalogue no longer says (product-pages.md §9: 12 months). */
const ACTIVITY_VALIDITY_MONTHS = 12

type Described = Pick<
  OrderSummary,
  'stay' | 'activity' | 'box' | 'giftcard' | 'checkinDate' | 'checkoutDate' | 'nights' | 'pax' | 'activities' | 'gift'
>

/** A stay order: the stay, its dates or voucher nights, the party and the activity days. */
async function describeStay(c: Context<AppEnv>, order: OrderRecord, item: ShortStayItem, locale: SiteId): Promise<Described> {
  const criteria = item.reservationCriteria
  const stay = await getCatalog(c)
    .getStayDetail(criteria.offerId, { locale })
    .catch((error: unknown) => {
      logError(c, 'orders.summary.stay', error)
      return null
    })
  const titles = new Map((stay?.programLines ?? []).flatMap((l) => (l.activityId === null ? [] : [[l.activityId, l.title] as const])))
  return {
    stay: stay ? { id: stay.id, label: stay.label, uri: stay.uri, hotel: stay.hotel.label, image: stay.images[0] ?? null } : null,
    activity: null,
    box: null,
    giftcard: null,
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

/** An activity order: the activity-only product, its participants, own use or gift and the gift's customisation. */
async function describeActivity(c: Context<AppEnv>, item: ActivityItem, locale: SiteId): Promise<Described> {
  const activity = await getCatalog(c)
    .getActivityOnlyDetail(item.activityId, locale)
    .catch((error: unknown) => {
      logError(c, 'orders.summary.activity', error)
      return null
    })
  return {
    stay: null,
    activity: {
      id: item.activityId,
      label: activity?.label ?? '',
      uri: activity?.uri ?? '',
      centre: activity?.activities[0]?.activityCenter.label ?? '',
      image: activity?.images[0] ?? null,
      participants: item.participants,
      ownUse: item.ownUse,
      validityMonths: activity?.validityMonths ?? ACTIVITY_VALIDITY_MONTHS,
    },
    box: null,
    giftcard: null,
    checkinDate: null,
    checkoutDate: null,
    nights: null,
    pax: { adults: item.participants, children: 0, babies: 0 },
    activities: [],
    gift: item.gift && !item.ownUse ? { format: 'digital', fromName: item.gift.fromName, message: item.gift.message } : null,
  }
}

/** What a box or a gift card order says besides its product: no dates nor party, its format and customisation. */
function postedGift(item: BoxItem | GiftcardItem): Omit<Described, 'stay' | 'activity' | 'box' | 'giftcard'> {
  return {
    checkinDate: null,
    checkoutDate: null,
    nights: null,
    pax: { adults: 0, children: 0, babies: 0 },
    activities: [],
    gift: { format: item.format, fromName: item.gift?.fromName ?? '', message: item.gift?.message ?? '' },
  }
}

/** A box order: the box, the format it is delivered in and the gift's customisation. */
async function describeBox(c: Context<AppEnv>, item: BoxItem, locale: SiteId): Promise<Described> {
  const box = await getCatalog(c)
    .getBox(item.code, locale)
    .catch((error: unknown) => {
      logError(c, 'orders.summary.box', error)
      return null
    })
  return {
    stay: null,
    activity: null,
    box: {
      code: item.code,
      title: box?.title ?? '',
      image: box ? (box.images.mainBySize['640_360'] ?? box.images.main) : null,
      includedContent: box?.includedContent ?? '',
      format: item.format,
      validityMonths: BOX_VALIDITY_MONTHS,
    },
    giftcard: null,
    ...postedGift(item),
  }
}

/** A gift card order: its amount, format and validity, and the gift's customisation; nothing to read from the catalogue. */
function describeGiftcard(item: GiftcardItem): Described {
  return {
    stay: null,
    activity: null,
    box: null,
    giftcard: { amount: item.amount, format: item.format, validityMonths: GIFTCARD_VALIDITY_MONTHS },
    ...postedGift(item),
  }
}

const flowOf = (order: OrderRecord): OrderSummary['flow'] =>
  order.flow === 'gifting' || order.flow === 'activity' ? order.flow : 'booking'

/**
 * An order as its confirmation shows it (null for an unknown UUID): the request it was placed
 * with, its amounts, and the stay or activity described in `locale` (the order's language by
 * default). A product the catalogue cannot describe any more leaves the order readable, without
 * its label.
 */
export async function getOrderSummary(c: Context<AppEnv>, uuid: string, locale?: SiteId): Promise<OrderSummary | null> {
  const db = c.get('d1Meter')?.wrap(c.env.DB) ?? c.env.DB
  const order = await findOrderByUuid(db, uuid)
  if (!order) return null
  const request: OrderRequest = v.parse(OrderRequestSchema, JSON.parse(order.payload))
  const language = locale ?? (isSiteId(order.locale) ? order.locale : request.locale)
  const bought = orderItem(request)
  const cardItem = request.items.giftCardPaymentItem ?? null
  const described =
    bought.kind === 'activity'
      ? await describeActivity(c, bought.item, language)
      : bought.kind === 'box'
        ? await describeBox(c, bought.item, language)
        : bought.kind === 'giftcard'
          ? describeGiftcard(bought.item)
          : await describeStay(c, order, bought.item, language)
  return {
    orderUUID: order.uuid,
    reference: orderReference(order.id),
    status: v.is(v.picklist(ORDER_STATUSES), order.status) ? order.status : 'PENDING',
    flow: flowOf(order),
    locale: request.locale,
    totalAmount: order.totalAmount,
    insuranceAmount: order.insuranceAmount,
    localTaxAmount: order.localTaxAmount,
    buyer: { firstName: request.buyer.firstName, maskedEmail: maskEmail(order.buyerEmail) },
    // The gift order of a booking made with a gift voucher, or of an order a gift card paid for.
    giftUse: order.giftOrderId === null || cardItem ? null : { covered: order.giftCoveredAmount },
    giftCard: cardItem ? { maskedCode: maskGiftCode(cardItem.code), amount: order.giftCoveredAmount } : null,
    voucher:
      order.status === 'PAID' && order.voucherCode
        ? {
            code: order.voucherCode,
            // Vouchers paid before validity dates were written count from the day they were paid.
            validUntil: order.voucherValidUntil ?? voucherValidUntil(order.createdAt.slice(0, 10), await voucherValidityMonths(c, request)),
          }
        : null,
    ...described,
  }
}
