/** Gift vouchers (orders with a voucher code, 0002/0003) and their redemption by a booking. */

/** What a paid gift order's voucher is, and the booking that used it, if any. */
export interface Voucher {
  /** The gift order's row id. */
  orderId: number
  code: string
  locale: string
  productType: string
  productId: string
  /** What the giver paid (cents). */
  totalAmount: number
  /** The gift order's request as JSON (its item, format and customisation). */
  payload: string
  /** 'YYYY-MM-DD' the voucher lasts until; null for gifts paid before validity dates were written. */
  validUntil: string | null
  /** When the gift order was last updated (paid): the start of the validity of an older voucher. */
  paidAt: string
  /** The booking the voucher paid for. */
  redeemedBy: { id: number; uuid: string; checkinDate: string | null; checkoutDate: string | null } | null
}

interface VoucherRow {
  id: number
  voucher_code: string
  locale: string
  product_type: string
  product_id: string
  total_amount: number
  payload: string
  voucher_valid_until: string | null
  updated_at: string
  booking_id: number | null
  booking_uuid: string | null
  booking_checkin: string | null
  booking_checkout: string | null
}

const VOUCHER_SELECT = `SELECT o.id, o.voucher_code, o.locale, o.product_type, o.product_id, o.total_amount, o.payload,
  o.voucher_valid_until, o.updated_at, b.id AS booking_id, b.uuid AS booking_uuid, b.checkin_date AS booking_checkin,
  b.checkout_date AS booking_checkout
FROM orders o LEFT JOIN voucher_redemptions r ON r.gift_order_id = o.id LEFT JOIN orders b ON b.id = r.order_id`

function toVoucher(row: VoucherRow): Voucher {
  return {
    orderId: row.id,
    code: row.voucher_code,
    locale: row.locale,
    productType: row.product_type,
    productId: row.product_id,
    totalAmount: row.total_amount,
    payload: row.payload,
    validUntil: row.voucher_valid_until,
    paidAt: row.updated_at,
    redeemedBy:
      row.booking_id !== null && row.booking_uuid !== null
        ? { id: row.booking_id, uuid: row.booking_uuid, checkinDate: row.booking_checkin, checkoutDate: row.booking_checkout }
        : null,
  }
}

/** The paid gift whose voucher has this code ('XXXX-XXXX-XXXX'), or null. */
export async function findVoucherByCode(db: D1Database, code: string): Promise<Voucher | null> {
  const row = await db.prepare(`${VOUCHER_SELECT} WHERE o.voucher_code = ?1 AND o.status = 'PAID'`).bind(code).first<VoucherRow>()
  return row ? toVoucher(row) : null
}

/** The paid gift order of a row id with a voucher, or null (the signed-in recipient's gift). */
export async function findVoucherByOrderId(db: D1Database, orderId: number): Promise<Voucher | null> {
  const row = await db
    .prepare(`${VOUCHER_SELECT} WHERE o.id = ?1 AND o.status = 'PAID' AND o.voucher_code IS NOT NULL`)
    .bind(orderId)
    .first<VoucherRow>()
  return row ? toVoucher(row) : null
}

/**
 * The statement that lets a booking use a voucher once: it inserts nothing when the voucher was used
 * already. With `payment`, only while that payment of this booking is authorised and not yet
 * settled (an intent recorded for another order claims nothing).
 */
export function claimVoucher(
  db: D1Database,
  giftOrderId: number,
  orderId: number,
  now: string,
  payment?: { psp: string; paymentIntentId: string },
): D1PreparedStatement {
  const paid = payment
    ? `AND EXISTS (SELECT 1 FROM payments WHERE psp = ?4 AND payment_intent_id = ?5 AND order_id = ?2 AND status = 'AUTHORIZED')`
    : ''
  // Only a booking still waiting for its confirmation claims: a cancelled or paid one does not take the voucher.
  return db
    .prepare(
      `INSERT OR IGNORE INTO voucher_redemptions (gift_order_id, order_id, created_at)
       SELECT ?1, ?2, ?3 WHERE (SELECT status FROM orders WHERE id = ?2) = 'PENDING' ${paid}`,
    )
    .bind(giftOrderId, orderId, now, ...(payment ? [payment.psp, payment.paymentIntentId] : []))
}

/** The booking that used a voucher, or null. */
export async function redeemingOrderOf(db: D1Database, giftOrderId: number): Promise<number | null> {
  const row = await db
    .prepare('SELECT order_id FROM voucher_redemptions WHERE gift_order_id = ?1')
    .bind(giftOrderId)
    .first<{ order_id: number }>()
  return row?.order_id ?? null
}

/**
 * Confirms a booking the voucher covers in full: in one transaction the voucher is claimed and,
 * if this booking got it, the booking is PAID (nothing to pay). Answers whether it did; a booking
 * that lost the voucher to another is CANCELLED.
 */
export async function confirmCoveredBooking(db: D1Database, giftOrderId: number, orderId: number, now: string): Promise<boolean> {
  const results = await db.batch<{ status: string }>([
    claimVoucher(db, giftOrderId, orderId, now),
    db
      .prepare(
        `UPDATE orders SET status = CASE WHEN EXISTS (SELECT 1 FROM voucher_redemptions WHERE gift_order_id = ?1 AND order_id = ?2)
           THEN 'PAID' ELSE 'CANCELLED' END, updated_at = ?3
         WHERE id = ?2 AND status = 'PENDING'`,
      )
      .bind(giftOrderId, orderId, now),
    db.prepare('SELECT status FROM orders WHERE id = ?1').bind(orderId),
  ])
  return results[2]?.results[0]?.status === 'PAID'
}
