import type { WalletPaymentRequest } from '../../shared/api/purchase'
import { AppError } from '../errors'
import type { Order } from '../data/orders'
import { findPayment, type Payment, recordPayment } from '../data/payments'
import type { PaymentProvider } from './payment-provider'

/** Letters and digits that cannot be misread (no I, L, O, U): 32 symbols, so a byte & 31 is unbiased. */
const VOUCHER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

/** A gift voucher code for the beneficiary, 'XXXX-XXXX-XXXX' (60 random bits). */
export function newVoucherCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12))
  const chars = [...bytes].map((b) => VOUCHER_ALPHABET[b & 31])
  return [chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((g) => g.join('')).join('-')
}

/** The recorded outcome of an intent for this order: the paid order, or the refusal the client words. */
function outcome(order: Order, payment: Payment): Order {
  if (payment.orderId !== order.id) throw new AppError(409, 'PAYMENT_INTENT_REUSED', 'This payment was made for another order')
  if (payment.status === 'SUCCEEDED') return order
  if (payment.errorCode === 'ORDER_ALREADY_PAID') throw new AppError(409, 'ORDER_ALREADY_PAID', 'This order is already paid')
  if (payment.errorCode === 'ORDER_NOT_PAYABLE') throw new AppError(409, 'ORDER_NOT_PAYABLE', 'This order can no longer be paid')
  throw new AppError(402, 'PAYMENT_DECLINED', 'The payment was declined')
}

/**
 * Pays an order with a wallet authorisation. The same intent sent again answers its first outcome
 * (one payment row per PSP intent); another intent for a paid order is refused with ORDER_ALREADY_PAID.
 * A declined payment leaves the order PENDING, so the visitor can pay it another way.
 */
export async function payOrder(
  db: D1Database,
  provider: PaymentProvider,
  order: Order,
  authorization: WalletPaymentRequest['pspAuthorization'],
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
    // A gift stay, a gift box and an activity (a gift or one's own) are vouchers, booked with their code later.
    voucherCode: order.flow === 'gifting' || order.flow === 'activity' ? newVoucherCode() : null,
    now: new Date().toISOString(),
  })
  return outcome(order, payment)
}
