/** Payment attempts against orders (0002_orders.sql), one per PSP payment intent. */
import { CARD_SPEND_REFUSAL, spendGiftCard } from './gift-cards'
import { claimVoucher } from './vouchers'

/** A recorded attempt. status: AUTHORIZED | SUCCEEDED | FAILED; errorCode says why it failed. */
export interface Payment {
  orderId: number
  status: string
  errorCode: string | null
}

/** One attempt to record: the PSP's verdict on the intent, and the voucher a paid gift gets. */
export interface PaymentAttempt {
  orderId: number
  psp: string
  paymentIntentId: string
  paymentMethod: string
  amount: number
  /** True when the PSP authorised the amount; false with errorCode when it refused. */
  authorized: boolean
  errorCode: string | null
  /** Set on the order when this attempt pays it (gifts); null otherwise. */
  voucherCode: string | null
  /** The last day the voucher can be used ('YYYY-MM-DD'), set with its code. */
  voucherValidUntil: string | null
  /** A booking made with a gift voucher: the gift order whose voucher it must claim to be paid. */
  giftOrderId: number | null
  /** An order paid partly with a gift card: today in the catalogue's time zone, the card being valid until then (null otherwise). */
  giftCard?: { today: string } | null
  /** ISO-8601 UTC timestamp. */
  now: string
}

interface PaymentRow {
  order_id: number
  status: string
  error_code: string | null
}

const PAYMENT_BY_INTENT = 'SELECT order_id, status, error_code FROM payments WHERE psp = ?1 AND payment_intent_id = ?2'

// The same intent sent twice is one row: the second insert does nothing and reads the first outcome.
const INSERT_PAYMENT = `INSERT INTO payments (order_id, psp, payment_intent_id, payment_method, status, amount, error_code, created_at)
VALUES (?3, ?1, ?2, ?4, ?5, ?6, ?7, ?8)
ON CONFLICT(psp, payment_intent_id) DO NOTHING`

// An authorisation succeeds only against a PENDING order: a second intent for a PAID order fails.
const SETTLE_PAYMENT = `UPDATE payments SET
  status = CASE (SELECT status FROM orders WHERE id = ?3) WHEN 'PENDING' THEN 'SUCCEEDED' ELSE 'FAILED' END,
  error_code = CASE (SELECT status FROM orders WHERE id = ?3) WHEN 'PENDING' THEN NULL
    WHEN 'PAID' THEN 'ORDER_ALREADY_PAID' ELSE 'ORDER_NOT_PAYABLE' END
WHERE psp = ?1 AND payment_intent_id = ?2 AND order_id = ?3 AND status = 'AUTHORIZED'`

// A booking using a voucher is paid only if it holds the voucher: claimed in the same transaction,
// so of two bookings paying with one voucher (two tabs) the second fails with VOUCHER_ALREADY_USED.
// The test PSP moves no money; a live adapter would void that authorisation.
const SETTLE_REDEMPTION = `UPDATE payments SET
  status = CASE WHEN (SELECT status FROM orders WHERE id = ?3) = 'PENDING'
      AND EXISTS (SELECT 1 FROM voucher_redemptions WHERE gift_order_id = ?4 AND order_id = ?3) THEN 'SUCCEEDED' ELSE 'FAILED' END,
  error_code = CASE WHEN (SELECT status FROM orders WHERE id = ?3) = 'PENDING'
      AND EXISTS (SELECT 1 FROM voucher_redemptions WHERE gift_order_id = ?4 AND order_id = ?3) THEN NULL
    WHEN (SELECT status FROM orders WHERE id = ?3) = 'PAID' THEN 'ORDER_ALREADY_PAID'
    WHEN (SELECT status FROM orders WHERE id = ?3) = 'PENDING' THEN 'VOUCHER_ALREADY_USED' ELSE 'ORDER_NOT_PAYABLE' END
WHERE psp = ?1 AND payment_intent_id = ?2 AND order_id = ?3 AND status = 'AUTHORIZED'`

// An order paid partly with a gift card is paid only if its card part was taken in the same
// transaction: of two orders spending one card (two tabs), the one the balance no longer covers fails.
const SETTLE_CARD_PAYMENT = `UPDATE payments SET
  status = CASE WHEN (SELECT status FROM orders WHERE id = ?3) = 'PENDING'
      AND EXISTS (SELECT 1 FROM gift_card_spends WHERE order_id = ?3) THEN 'SUCCEEDED' ELSE 'FAILED' END,
  error_code = CASE WHEN (SELECT status FROM orders WHERE id = ?3) = 'PENDING'
      AND EXISTS (SELECT 1 FROM gift_card_spends WHERE order_id = ?3) THEN NULL
    WHEN (SELECT status FROM orders WHERE id = ?3) = 'PAID' THEN 'ORDER_ALREADY_PAID'
    WHEN (SELECT status FROM orders WHERE id = ?3) = 'PENDING' THEN ${CARD_SPEND_REFUSAL} ELSE 'ORDER_NOT_PAYABLE' END
WHERE psp = ?1 AND payment_intent_id = ?2 AND order_id = ?3 AND status = 'AUTHORIZED'`

const MARK_ORDER_PAID = `UPDATE orders SET status = 'PAID', voucher_code = ?4, voucher_valid_until = ?6, updated_at = ?5
WHERE id = ?3 AND status = 'PENDING'
  AND EXISTS (SELECT 1 FROM payments WHERE psp = ?1 AND payment_intent_id = ?2 AND order_id = ?3 AND status = 'SUCCEEDED')`

function toPayment(row: PaymentRow): Payment {
  return { orderId: row.order_id, status: row.status, errorCode: row.error_code }
}

/** The attempt recorded for a PSP payment intent, or null. */
export async function findPayment(db: D1Database, psp: string, paymentIntentId: string): Promise<Payment | null> {
  const row = await db.prepare(PAYMENT_BY_INTENT).bind(psp, paymentIntentId).first<PaymentRow>()
  return row ? toPayment(row) : null
}

/**
 * Records an attempt and, when it is authorised and the order still PENDING, marks the payment
 * SUCCEEDED and the order PAID. One batch is one transaction, so two intents racing for the same
 * order cannot both pay it. Answers the intent's recorded attempt (the first one when it was sent before).
 */
export async function recordPayment(db: D1Database, attempt: PaymentAttempt): Promise<Payment> {
  const key = [attempt.psp, attempt.paymentIntentId, attempt.orderId] as const
  const card = attempt.giftCard ?? null
  const settle = card
    ? [
        // Taken only once the PSP authorised: a declined attempt leaves the card's balance as it was.
        ...(attempt.authorized
          ? [spendGiftCard(db, { orderId: attempt.orderId, today: card.today, now: attempt.now, payment: attempt })]
          : []),
        db.prepare(SETTLE_CARD_PAYMENT).bind(...key, card.today),
      ]
    : attempt.giftOrderId === null
      ? [db.prepare(SETTLE_PAYMENT).bind(...key)]
      : [
          // Claimed only once the PSP authorised: a declined attempt leaves the voucher free.
          ...(attempt.authorized ? [claimVoucher(db, attempt.giftOrderId, attempt.orderId, attempt.now, attempt)] : []),
          db.prepare(SETTLE_REDEMPTION).bind(...key, attempt.giftOrderId),
        ]
  const results = await db.batch<PaymentRow>([
    db
      .prepare(INSERT_PAYMENT)
      .bind(
        ...key,
        attempt.paymentMethod,
        attempt.authorized ? 'AUTHORIZED' : 'FAILED',
        attempt.amount,
        attempt.authorized ? null : attempt.errorCode,
        attempt.now,
      ),
    ...settle,
    db.prepare(MARK_ORDER_PAID).bind(...key, attempt.voucherCode, attempt.now, attempt.voucherValidUntil),
    db.prepare(PAYMENT_BY_INTENT).bind(attempt.psp, attempt.paymentIntentId),
  ])
  const row = results[results.length - 1]?.results[0]
  if (!row) throw new Error(`payment ${attempt.psp}:${attempt.paymentIntentId} missing after insert`)
  return toPayment(row)
}
