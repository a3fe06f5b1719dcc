-- 0003_gift_vouchers.sql: using a gift (the beneficiary login). Transactional, like 0002.

-- A paid gift's voucher lasts until this day ('YYYY-MM-DD', inclusive): the day it was paid plus
-- its validity (12 months for a gift stay or an activity, 18 for a box or a gift card). Set with
-- voucher_code when the order is paid.
ALTER TABLE orders ADD COLUMN voucher_valid_until TEXT;

-- A booking made with a gift voucher: the gift order whose voucher it uses, and the part of the
-- stay's price the voucher covers (cents; total_amount is what the recipient pays on top).
ALTER TABLE orders ADD COLUMN gift_order_id INTEGER REFERENCES orders(id);
ALTER TABLE orders ADD COLUMN gift_covered_amount INTEGER NOT NULL DEFAULT 0;

-- One booking per voucher: a gift order is written here once, in the transaction that confirms
-- the booking using it (its payment, or its confirmation when the voucher covers everything).
-- The primary key is what keeps two tabs from both using one voucher.
CREATE TABLE voucher_redemptions (
  gift_order_id INTEGER PRIMARY KEY REFERENCES orders(id),
  order_id      INTEGER NOT NULL UNIQUE REFERENCES orders(id),
  created_at    TEXT NOT NULL
);
