/** Orders (0002_orders.sql): created before payment, one per idempotency key. */

/** An order as the checkout uses it. status: PENDING | PAID | FAILED | CANCELLED. */
export interface Order {
  id: number
  uuid: string
  status: string
  flow: string
  totalAmount: number
  voucherCode: string | null
  /** The validated order request as JSON: a retry with the same key must carry the same request. */
  payload: string
}

/** What the checkout knows of a new order; money in cents, dates 'YYYY-MM-DD'. */
export interface NewOrder {
  uuid: string
  idempotencyKey: string
  locale: string
  flow: 'booking' | 'gifting' | 'activity'
  productType: 'STAY' | 'ACTIVITY' | 'BOX' | 'GIFTCARD'
  productId: string
  minisiteId: number | null
  buyerEmail: string
  currency: string
  expectedAmount: number
  totalAmount: number
  insuranceAmount: number
  discountAmount: number
  /** Local tax included in totalAmount (0 when it is paid at the hotel). */
  localTaxAmount: number
  checkinDate: string | null
  checkoutDate: string | null
  payload: string
  /** A booking made with a gift voucher: the gift order whose voucher it uses, and the part of the price it covers (cents). */
  giftOrderId?: number | null
  giftCoveredAmount?: number
  /** The account of the signed-in customer who placed it (0004), null for a visitor. */
  customerId?: number | null
  /** ISO-8601 UTC timestamp of creation. */
  now: string
}

interface OrderRow {
  id: number
  uuid: string
  status: string
  flow: string
  total_amount: number
  voucher_code: string | null
  payload: string
}

const ORDER_BY_KEY = `SELECT id, uuid, status, flow, total_amount, voucher_code, payload FROM orders WHERE idempotency_key = ?1`

// A double submit races to the same key: the second insert does nothing and both read the one row.
const INSERT_ORDER = `INSERT INTO orders (uuid, idempotency_key, status, locale, flow, product_type, product_id, minisite_id,
  buyer_email, currency, expected_amount, total_amount, insurance_amount, discount_amount, local_tax_amount,
  checkin_date, checkout_date, payload, created_at, updated_at, gift_order_id, gift_covered_amount, customer_id)
VALUES (?1, ?2, 'PENDING', ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18, ?18, ?19, ?20, ?21)
ON CONFLICT(idempotency_key) DO NOTHING`

function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    uuid: row.uuid,
    status: row.status,
    flow: row.flow,
    totalAmount: row.total_amount,
    voucherCode: row.voucher_code,
    payload: row.payload,
  }
}

/** The order created with an idempotency key, or null. */
export async function findOrderByKey(db: D1Database, idempotencyKey: string): Promise<Order | null> {
  const row = await db.prepare(ORDER_BY_KEY).bind(idempotencyKey).first<OrderRow>()
  return row ? toOrder(row) : null
}

/** Creates the order PENDING unless its key exists; answers the key's order and whether this call created it. */
export async function insertOrder(db: D1Database, order: NewOrder): Promise<{ order: Order; created: boolean }> {
  const [inserted, selected] = await db.batch<OrderRow>([
    db
      .prepare(INSERT_ORDER)
      .bind(
        order.uuid,
        order.idempotencyKey,
        order.locale,
        order.flow,
        order.productType,
        order.productId,
        order.minisiteId,
        order.buyerEmail,
        order.currency,
        order.expectedAmount,
        order.totalAmount,
        order.insuranceAmount,
        order.discountAmount,
        order.localTaxAmount,
        order.checkinDate,
        order.checkoutDate,
        order.payload,
        order.now,
        order.giftOrderId ?? null,
        order.giftCoveredAmount ?? 0,
        order.customerId ?? null,
      ),
    db.prepare(ORDER_BY_KEY).bind(order.idempotencyKey),
  ])
  const row = selected?.results[0]
  if (!row) throw new Error(`order ${order.idempotencyKey} missing after insert`)
  return { order: toOrder(row), created: (inserted?.meta.changes ?? 0) > 0 }
}

/** An order as its confirmation reads it back: the amounts, the dates and the request it was placed with. */
export interface OrderRecord {
  id: number
  uuid: string
  status: string
  flow: string
  locale: string
  productId: string
  buyerEmail: string
  totalAmount: number
  insuranceAmount: number
  localTaxAmount: number
  checkinDate: string | null
  checkoutDate: string | null
  /** The validated order request as JSON. */
  payload: string
  createdAt: string
  /** A paid gift's voucher: its code and its last valid day (null otherwise). */
  voucherCode: string | null
  voucherValidUntil: string | null
  /** A booking made with a gift voucher: the part of the stay's price the voucher covers (0 otherwise). */
  giftOrderId: number | null
  giftCoveredAmount: number
}

interface OrderRecordRow {
  id: number
  uuid: string
  status: string
  flow: string
  locale: string
  product_id: string
  buyer_email: string
  total_amount: number
  insurance_amount: number
  local_tax_amount: number
  checkin_date: string | null
  checkout_date: string | null
  payload: string
  created_at: string
  voucher_code: string | null
  voucher_valid_until: string | null
  gift_order_id: number | null
  gift_covered_amount: number
}

const ORDER_BY_UUID = `SELECT id, uuid, status, flow, locale, product_id, buyer_email, total_amount, insurance_amount,
  local_tax_amount, checkin_date, checkout_date, payload, created_at, voucher_code, voucher_valid_until, gift_order_id,
  gift_covered_amount FROM orders WHERE uuid = ?1`

function toOrderRecord(row: OrderRecordRow): OrderRecord {
  return {
    id: row.id,
    uuid: row.uuid,
    status: row.status,
    flow: row.flow,
    locale: row.locale,
    productId: row.product_id,
    buyerEmail: row.buyer_email,
    totalAmount: row.total_amount,
    insuranceAmount: row.insurance_amount,
    localTaxAmount: row.local_tax_amount,
    checkinDate: row.checkin_date,
    checkoutDate: row.checkout_date,
    payload: row.payload,
    createdAt: row.created_at,
    voucherCode: row.voucher_code,
    voucherValidUntil: row.voucher_valid_until,
    giftOrderId: row.gift_order_id,
    giftCoveredAmount: row.gift_covered_amount,
  }
}

/** The order of a UUID, or null. */
export async function findOrderByUuid(db: D1Database, uuid: string): Promise<OrderRecord | null> {
  const row = await db.prepare(ORDER_BY_UUID).bind(uuid).first<OrderRecordRow>()
  return row ? toOrderRecord(row) : null
}

/** The UUID of the paid order of a row id booked with an e-mail address (any case), or null. */
export async function findPaidOrderUuid(db: D1Database, id: number, email: string): Promise<string | null> {
  const row = await db
    .prepare(`SELECT uuid FROM orders WHERE id = ?1 AND status = 'PAID' AND lower(buyer_email) = lower(?2)`)
    .bind(id, email.trim())
    .first<{ uuid: string }>()
  return row?.uuid ?? null
}
