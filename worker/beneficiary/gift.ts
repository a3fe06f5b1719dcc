import type { Context } from 'hono'
import * as v from 'valibot'
import type { GiftSpace } from '../../shared/api/beneficiary'
import { orderReference } from '../../shared/api/order-summary'
import { OrderRequestSchema, orderItem, SHIPPING_AMOUNT, type OrderRequest } from '../../shared/api/purchase'
import { GIFT_PAX } from '../../shared/rules/pax'
import { VOUCHER_VALIDITY_MONTHS, voucherStatus, voucherValidUntil, type GiftKind } from '../../shared/rules/gift-voucher'
import type { SiteId } from '../../shared/sites'
import type { AppEnv } from '../env'
import { catalogueToday, getCatalog } from '../data/get-catalog'
import type { Voucher } from '../data/vouchers'
import { logError } from '../log'
import { readGiftCard } from './gift-card'
import { describeCardUses } from './gift-card-uses'

/** What a gift allows, as the booking made with it is checked against. */
export interface GiftTerms {
  giftOrderId: number
  kind: GiftKind
  status: GiftSpace['status']
  validUntil: string
  /** Cents the gift pays for. */
  value: number
  people: number
  /** Nights a gift stay or a box gives; null for an activity or a gift card. */
  nights: number | null
  /** The stay of a gift stay; the box of a gift box. */
  stayId: number | null
  boxCode: string | null
}

/** A gift as its recipient sees it and as a booking made with it is checked. */
export interface Gift {
  terms: GiftTerms
  space: GiftSpace
}

/** Months the voucher of an order lasts: its kind's, or its activity's own. */
export async function voucherValidityMonths(c: Context<AppEnv>, request: OrderRequest): Promise<number> {
  const bought = orderItem(request)
  if (bought.kind === 'stay') return VOUCHER_VALIDITY_MONTHS.stay
  if (bought.kind !== 'activity') return VOUCHER_VALIDITY_MONTHS[bought.kind]
  const activity = await getCatalog(c)
    .getActivityOnlyDetail(bought.item.activityId, request.locale)
    .catch(() => null)
  return activity?.validityMonths ?? VOUCHER_VALIDITY_MONTHS.activity
}

const described = <T>(c: Context<AppEnv>, where: string, work: Promise<T | null>): Promise<T | null> =>
  work.catch((error: unknown) => {
    logError(c, where, error)
    return null
  })

/**
 * The gift a voucher was bought as, described in `locale`: what it is (the stay, box, activity or
 * card, read from the catalogue; a product gone from it keeps the gift readable without its
 * label), what it is worth, until when and whether it was used.
 */
export async function readGift(c: Context<AppEnv>, voucher: Voucher, locale: SiteId): Promise<Gift> {
  const request: OrderRequest = v.parse(OrderRequestSchema, JSON.parse(voucher.payload))
  const bought = orderItem(request)
  const catalog = getCatalog(c)
  const kind: GiftKind = bought.kind
  // Vouchers paid before validity dates were written count from the day they were paid.
  const validUntil = voucher.validUntil ?? voucherValidUntil(voucher.paidAt.slice(0, 10), await voucherValidityMonths(c, request))
  const status = voucherStatus({ redeemed: voucher.redeemedBy !== null, validUntil }, catalogueToday())
  const base = {
    code: voucher.code,
    kind,
    status,
    validUntil,
    stay: null,
    box: null,
    activity: null,
    card: null,
    booking: voucher.redeemedBy
      ? {
          reference: orderReference(voucher.redeemedBy.id),
          orderUUID: voucher.redeemedBy.uuid,
          checkinDate: voucher.redeemedBy.checkinDate,
          checkoutDate: voucher.redeemedBy.checkoutDate,
        }
      : null,
  }
  const terms = { giftOrderId: voucher.orderId, kind, status, validUntil, stayId: null, boxCode: null }

  if (bought.kind === 'stay') {
    const criteria = bought.item.reservationCriteria
    const gift = bought.item.gift
    const stay = await described(c, 'beneficiary.gift.stay', catalog.getStayDetail(criteria.offerId, { locale }))
    // What the giver paid for the voucher, without its delivery.
    const value = voucher.totalAmount - (gift?.format === 'physical' ? SHIPPING_AMOUNT : 0)
    const nights = gift?.nights ?? 1
    const people = criteria.pax.numberOfAdults + criteria.pax.numberOfChildren
    const location = stay?.hotel.location
    return {
      terms: { ...terms, value, people, nights, stayId: criteria.offerId },
      space: {
        ...base,
        value,
        people,
        nights,
        fromName: gift?.fromName ?? '',
        message: gift?.message ?? '',
        stay: stay
          ? {
              id: stay.id,
              label: stay.label,
              uri: stay.uri,
              hotel: stay.hotel.label,
              address: location ? [location.address, `${location.zipCode} ${location.label}`.trim()].filter(Boolean).join(', ') : '',
              image: stay.images[0] ?? null,
            }
          : null,
      },
    }
  }
  if (bought.kind === 'box') {
    const box = await described(c, 'beneficiary.gift.box', catalog.getBox(bought.item.code, locale))
    const value = box?.value ?? 0
    const people = box?.persons ?? GIFT_PAX.adults
    const nights = box?.nights ?? 1
    return {
      terms: { ...terms, value, people, nights, boxCode: bought.item.code },
      space: {
        ...base,
        value,
        people,
        nights,
        fromName: bought.item.gift?.fromName ?? '',
        message: bought.item.gift?.message ?? '',
        box: {
          code: bought.item.code,
          title: box?.title ?? '',
          image: box ? (box.images.mainBySize['640_360'] ?? box.images.main) : null,
          includedContent: box?.includedContent ?? '',
        },
      },
    }
  }
  if (bought.kind === 'activity') {
    const activity = await described(c, 'beneficiary.gift.activity', catalog.getActivityOnlyDetail(bought.item.activityId, locale))
    const centre = activity?.activities[0]?.activityCenter
    return {
      terms: { ...terms, value: voucher.totalAmount, people: bought.item.participants, nights: null },
      space: {
        ...base,
        value: voucher.totalAmount,
        people: bought.item.participants,
        nights: null,
        fromName: bought.item.gift?.fromName ?? '',
        message: bought.item.gift?.message ?? '',
        activity: {
          id: bought.item.activityId,
          label: activity?.label ?? '',
          uri: activity?.uri ?? '',
          centre: centre?.label ?? '',
          address: centre ? [centre.address, `${centre.zipCode} ${centre.city}`.trim()].filter(Boolean).join(', ') : '',
          image: activity?.images[0] ?? null,
        },
      },
    }
  }
  // A card is used, or not, by its balance: each order it pays for takes part of it (0005).
  const db = c.get('d1Meter')?.wrap(c.env.DB) ?? c.env.DB
  const card = await readGiftCard(db, voucher)
  const balance = card?.balance ?? 0
  const cardStatus = voucherStatus({ redeemed: balance === 0, validUntil }, catalogueToday())
  return {
    terms: { ...terms, status: cardStatus, value: balance, people: 0, nights: null },
    space: {
      ...base,
      status: cardStatus,
      card: { balance, uses: await describeCardUses(c, card?.uses ?? [], locale) },
      value: bought.item.amount,
      people: 0,
      nights: null,
      fromName: bought.item.gift?.fromName ?? '',
      message: bought.item.gift?.message ?? '',
    },
  }
}
