/** Gift cards (paid GIFTCARD orders with a voucher, 0003) and their uses paying other orders (0005). */

/** One use of a card: the order it paid for (all or part of) and the amount it took (cents). */
export interface GiftCardUse {
  amount: number
  /** ISO-8601 UTC timestamp of the confirmation that took it. */
  createdAt: string
  order: {
    id: number
    flow: string
    productType: string
    productId: string
    checkinDate: string | null
    checkoutDate: string | null
  }
}

interface GiftCardUseRow {
  amount: number
  created_at: string
  order_id: number
  flow: string
  product_type: string
  product_id: string
  checkin_date: string | null
  checkout_date: string | null
}

function toGiftCardUse(row: GiftCardUseRow): GiftCardUse {
  return {
    amount: row.amount,
    createdAt: row.created_at,
    order: {
      id: row.order_id,
      flow: row.flow,
      productType: row.product_type,
      productId: row.product_id,
      checkinDate: row.checkin_date,
      checkoutDate: row.checkout_date,
    },
  }
}

/** The uses of a card, oldest first. */
export async function giftCardUses(db: D1Database, giftOrderId: number): Promise<GiftCardUse[]> {
  const { results } = await db
    .prepare(
      `SELECT s.amount, s.created_at, o.id AS order_id, o.flow, o.product_type, o.product_id, o.checkin_date, o.checkout_date
       FROM gift_card_spends s JOIN orders o ON o.id = s.order_id WHERE s.gift_order_id = ?1 ORDER BY s.id`,
    )
    .bind(giftOrderId)
    .all<GiftCardUseRow>()
  return results.map(toGiftCardUse)
}

/**
 * The statement that takes an order's card part from its card: it inserts nothing unless the order
 * is still waiting for its confirmation and the card, still valid on `today`, holds at least that
 * part (what the order was placed with: its gift_order_id and gift_covered_amount). Run in the batch
 * that confirms the order, so two orders cannot take more than the balance between them. With a
 * payment, only while that payment of this order is authorised and not yet settled.
 */
export function spendGiftCard(
  db: D1Database,
  use: { orderId: number; today: string; now: string; payment?: { psp: string; paymentIntentId: string } },
): D1PreparedStatement {
  const paid = use.payment
    ? `AND EXISTS (SELECT 1 FROM payments p WHERE p.psp = ?4 AND p.payment_intent_id = ?5 AND p.order_id = o.id AND p.status = 'AUTHORIZED')`
    : ''
  return db
    .prepare(
      `INSERT OR IGNORE INTO gift_card_spends (gift_order_id, order_id, amount, created_at)
       SELECT o.gift_order_id, o.id, o.gift_covered_amount, ?3 FROM orders o
       WHERE o.id = ?1 AND o.status = 'PENDING' AND o.gift_covered_amount > 0 ${paid}
         AND EXISTS (SELECT 1 FROM gift_card_balances b WHERE b.gift_order_id = o.gift_order_id
           AND b.balance >= o.gift_covered_amount AND COALESCE(b.valid_until, ?2) >= ?2)`,
    )
    .bind(use.orderId, use.today, use.now, ...(use.payment ? [use.payment.psp, use.payment.paymentIntentId] : []))
}

/**
 * Why an order paid partly with a card could not take its part (its card's state now), as the
 * payment records it: the payment then fails and the order stays PENDING.
 */
export const CARD_SPEND_REFUSAL = `CASE WHEN EXISTS (SELECT 1 FROM orders o JOIN gift_card_balances b ON b.gift_order_id = o.gift_order_id
    WHERE o.id = ?3 AND COALESCE(b.valid_until, ?4) < ?4) THEN 'GIFT_CARD_EXPIRED' ELSE 'GIFT_CARD_BALANCE_CHANGED' END`

/** What a confirmation of an order the card covers in full writes besides the use: a gift's voucher, as its payment would. */
export interface CoveredConfirmation {
  orderId: number
  today: string
  now: string
  voucherCode: string | null
  voucherValidUntil: string | null
}

/**
 * Confirms an order its card covers in full (nothing to pay): in one transaction the card's part is
 * taken and, if it was, the order is PAID (with its voucher when it is a gift). Answers whether the
 * order is PAID; one whose card no longer holds enough stays PENDING.
 */
export async function confirmCoveredByCard(db: D1Database, confirmation: CoveredConfirmation): Promise<boolean> {
  const { orderId, today, now } = confirmation
  const results = await db.batch<{ status: string }>([
    spendGiftCard(db, { orderId, today, now }),
    db
      .prepare(
        `UPDATE orders SET status = 'PAID', voucher_code = ?2, voucher_valid_until = ?3, updated_at = ?4
         WHERE id = ?1 AND status = 'PENDING' AND total_amount = 0 AND EXISTS (SELECT 1 FROM gift_card_spends WHERE order_id = ?1)`,
      )
      .bind(orderId, confirmation.voucherCode, confirmation.voucherValidUntil, now),
    db.prepare('SELECT status FROM orders WHERE id = ?1').bind(orderId),
  ])
  return results[2]?.results[0]?.status === 'PAID'
}
