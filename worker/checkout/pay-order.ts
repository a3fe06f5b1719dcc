import type { WalletPaymentRequest } from '../../shared/api/purchase'
import { newGiftCode } from '../../shared/rules/gift-code'
import { voucherValidUntil } from '../../shared/rules/gift-voucher'
import { AppError } from '../errors'
import type { Order } from '../data/orders'
import { findPayment, type Payment, recordPayment } from '../data/payments'
import type { PaymentProvider } from './payment-provider'

/** What a payment needs besides the order: the validity of the voucher a gift gets, and the voucher a booking uses. */
export interface PaymentTerms {
  /** Today in the catalogue's time zone: a new voucher's validity starts then. */
  today: string
  /** Months the voucher of a gift lasts (its kind's, or its activity's). */
  voucherValidityMonths: number
  /** A booking made with a gift voucher: the gift order whose voucher it claims; null otherwise. */
  giftOrderId: number | null
  /** An order paid partly with a gift card: its card part is taken in the transaction that records the payment. */
  giftCard?: boolean
}

/** The voucher an order gets when it is paid: a gift stay, a gift box and an activity (a gift or one's own) are booked with their code later. */
export function newVoucher(order: Pick<Order, 'flow'>, terms: Pick<PaymentTerms, 'today' | 'voucherValidityMonths'>) {
  const voucher = order.flow === 'gifting' || order.flow === 'activity'
  return {
    voucherCode: voucher ? newGiftCode() : null,
    voucherValidUntil: voucher ? voucherValidUntil(terms.today, terms.voucherValidityMonths) : null,
  }
}

/** The recorded outcome of an intent for this order: the paid order, or the refusal the client words. */
function outcome(order: Order, payment: Payment): Order {
  if (payment.orderId !== order.id) throw new AppError(409, 'PAYMENT_INTENT_REUSED', 'This payment was made for another order')
  if (payment.status === 'SUCCEEDED') return order
  if (payment.errorCode === 'ORDER_ALREADY_PAID') throw new AppError(409, 'ORDER_ALREADY_PAID', 'This order is already paid')
  if (payment.errorCode === 'VOUCHER_ALREADY_USED') throw new AppError(409, 'VOUCHER_ALREADY_USED', 'This gift has already been used')
  if (payment.errorCode === 'GIFT_CARD_EXPIRED') throw new AppError(422, 'GIFT_CARD_EXPIRED', 'This gift card has expired')
  if (payment.errorCode === 'GIFT_CARD_BALANCE_CHANGED') {
    throw new AppError(409, 'GIFT_CARD_BALANCE_CHANGED', 'The balance of this gift card no longer covers its part of the order')
  }
  if (payment.errorCode === 'ORDER_NOT_PAYABLE') throw new AppError(409, 'ORDER_NOT_PAYABLE', 'This order can no longer be paid')
  throw new AppError(402, 'PAYMENT_DECLINED', 'The payment was declined')
}

/**
 * Pays an order with a wallet authorisation. The same intent sent again answers its first outcome
 * (one payment row per PSP intent); another intent for a paid order is refused with ORDER_ALREADY_PAID.
 * A declined payment leaves the order PENDING, so the visitor can pay it another way. A booking
 * made with a gift voucher is paid only if it gets the voucher (VOUCHER_ALREADY_USED otherwise); an
 * order paid partly with a gift card only if the card still holds its part (GIFT_CARD_BALANCE_CHANGED
 * or GIFT_CARD_EXPIRED otherwise, the order left PENDING).
 */
export async function payOrder(
  db: D1Database,
  provider: PaymentProvider,
  order: Order,
  authorization: WalletPaymentRequest['pspAuthorization'],
  terms: PaymentTerms,
): Promise<Order> {
  const previous = await findPayment(db, provider.psp, authorization.paymentIntentId)
  if (previous) return outcome(order, previous)
  if (order.status === 'PAID') throw new AppError(409, 'ORDER_ALREADY_PAID', 'This order is already paid')
  if (order.status !== 'PENDING') throw new AppError(409, 'ORDER_NOT_PAYABLE', 'This order can no longer be paid')
  const verdict = await provider.authorize({
    paymentIntentId: authorization.paymentIntentId,
    paymentMethod: authorization.paymentMethod,
    amount: order.totalAmount,
    currency: 'EUR',
    orderUUID: order.uuid,
  })
  const payment = await recordPayment(db, {
    orderId: order.id,
    psp: provider.psp,
    paymentIntentId: authorization.paymentIntentId,
    paymentMethod: authorization.paymentMethod,
    amount: order.totalAmount,
    authorized: verdict.authorized,
    errorCode: verdict.authorized ? null : verdict.errorCode,
    ...newVoucher(order, terms),
    giftOrderId: terms.giftOrderId,
    giftCard: terms.giftCard ? { today: terms.today } : null,
    now: new Date().toISOString(),
  })
  return outcome(order, payment)
}
