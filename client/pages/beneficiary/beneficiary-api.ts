import { BoxOffersPageSchema } from '../../../shared/api/boxes'
import type { BeneficiaryOrderRequest, BeneficiaryWalletRequest } from '../../../shared/api/beneficiary'
import { QuoteResponseSchema, type QuoteResponse } from '../../../shared/api/product'
import { OrderResponseSchema, WalletPaymentResponseSchema, type OrderResponse } from '../../../shared/api/purchase'
import { BOX_OFFERS_PAGE_SIZE } from '../../../shared/api/boxes'
import type { BoxOffersPage } from '../../../shared/rules/box-pages'
import type { SiteId } from '../../../shared/sites'
import { getJson, postJson } from '../checkout/checkout-api'

/** What a booking with a gift is priced for: the stay, its arrival and nights, the gift's party and value. */
export type RedemptionCriteria = {
  offerId: number
  checkin: string
  nights: number
  people: number
  giftValue: number
}

/** The quote of a stay booked with a gift (price type BENEFICIARY): amountToPay is what the gift does not cover. */
export function getRedemptionQuote(locale: SiteId, criteria: RedemptionCriteria): Promise<QuoteResponse> {
  return getJson(
    `/api/product/${criteria.offerId}/quote`,
    {
      locale,
      checkin: criteria.checkin,
      nights: String(criteria.nights),
      adult: String(criteria.people),
      priceType: 'BENEFICIARY',
      giftPrice: String(criteria.giftValue),
    },
    QuoteResponseSchema,
  )
}

/**
 * A page of a box's stays for its recipient ({frontGateway}/box-offers/{code}, product-pages §7):
 * 8 a page, those within the box's value.
 */
export function getBoxOffersPage(locale: SiteId, code: string, page: number): Promise<BoxOffersPage> {
  return getJson(
    `/gateway/box-offers/${encodeURIComponent(code)}`,
    { locale, page: String(page), limit: String(BOX_OFFERS_PAGE_SIZE), matchOfferRangePriceWithGiftAmount: 'true' },
    BoxOffersPageSchema,
  )
}

/** Books the stay with the signed-in recipient's gift: confirmed at once (PAID) when the gift covers it. */
export function placeRedemption(order: BeneficiaryOrderRequest): Promise<OrderResponse> {
  return postJson('/gateway/beneficiary/orders', order, OrderResponseSchema)
}

/** Pays what the gift does not cover with the wallet's authorisation. */
export function payRedemption(payment: BeneficiaryWalletRequest): Promise<{ orderUUID: string }> {
  return postJson('/gateway/beneficiary/wallet', payment, WalletPaymentResponseSchema).then((r) => r.booking)
}
