-- 0002_orders.sql: transactional data written by the worker (never touched by the seed).
-- Money in integer cents, timestamps ISO-8601 UTC text ('2026-11-22T10:15:00.000Z').

-- An order is created before payment. idempotency_key (sent by the client per checkout attempt) is
-- unique so a double submit yields one order: INSERT ... ON CONFLICT(idempotency_key) DO NOTHING,
-- then SELECT by idempotency_key.
-- status: PENDING -> PAID | FAILED | CANCELLED. flow: booking | gifting | activity.
-- payload: the validated order request JSON (buyer, items, reservation criteria, gift customisation).
-- voucher_code: set for gifts (and activity vouchers) once paid.
CREATE TABLE orders (
  id               INTEGER PRIMARY KEY,
  uuid             TEXT NOT NULL UNIQUE,
  idempotency_key  TEXT NOT NULL UNIQUE,
  status           TEXT NOT NULL DEFAULT 'PENDING',
  locale           TEXT NOT NULL,
  flow             TEXT NOT NULL,
  product_type     TEXT NOT NULL,           -- STAY | ACTIVITY | BOX | GIFTCARD
  product_id       TEXT NOT NULL,           -- stay/activity id or box code
  minisite_id      INTEGER,
  buyer_email      TEXT NOT NULL,
  currency         TEXT NOT NULL DEFAULT 'EUR',
  expected_amount  INTEGER NOT NULL,        -- what the client displayed
  total_amount     INTEGER NOT NULL,        -- what the server computed
  insurance_amount INTEGER NOT NULL DEFAULT 0,
  discount_amount  INTEGER NOT NULL DEFAULT 0,
  local_tax_amount INTEGER NOT NULL DEFAULT 0,
  checkin_date     TEXT,                    -- 'YYYY-MM-DD' for dated bookings
  checkout_date    TEXT,
  voucher_code     TEXT UNIQUE,
  payload          TEXT NOT NULL,
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL
);
CREATE INDEX orders_status_created ON orders(status, created_at);
CREATE INDEX orders_buyer ON orders(buyer_email);

-- One row per payment attempt against an order. psp: 'test' for the built-in test adapter.
-- status: AUTHORIZED | SUCCEEDED | FAILED. payment_intent_id unique per PSP.
CREATE TABLE payments (
  id                INTEGER PRIMARY KEY,
  order_id          INTEGER NOT NULL REFERENCES orders(id),
  psp               TEXT NOT NULL,
  payment_intent_id TEXT NOT NULL,
  payment_method    TEXT NOT NULL,           -- card | apple_pay | google_pay | paypal | 3x | 4x | deferred
  status            TEXT NOT NULL,
  amount            INTEGER NOT NULL,
  fee_amount        INTEGER NOT NULL DEFAULT 0,
  error_code        TEXT,
  created_at        TEXT NOT NULL,
  UNIQUE (psp, payment_intent_id)
);
CREATE INDEX payments_order ON payments(order_id);

-- Contact form submissions (validated and captcha-checked before insert).
CREATE TABLE contact_requests (
  id             INTEGER PRIMARY KEY,
  uuid           TEXT NOT NULL UNIQUE,
  locale         TEXT NOT NULL,
  email          TEXT NOT NULL,
  subject        TEXT NOT NULL,
  order_reference TEXT,
  payload        TEXT NOT NULL,             -- full validated form JSON
  ip_hash        TEXT,                      -- SHA-256 of the client IP, for rate limiting, never the IP
  created_at     TEXT NOT NULL
);
CREATE INDEX contact_requests_created ON contact_requests(created_at);
