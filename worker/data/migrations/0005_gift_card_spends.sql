-- 0005_gift_card_spends.sql: spending a gift card at checkout. Transactional, like 0002 and 0003.

-- A gift card is a paid GIFTCARD order with a voucher code (0003): its value is the card's amount,
-- which names its product (product_id, in cents), and it lasts until voucher_valid_until. Each use
-- is a row here: the card's order, the order it paid for (all or part of), the amount taken (cents).
-- A row is written only in the transaction that confirms the paid order (its wallet payment, or its
-- confirmation when the card covers everything), by a guarded INSERT ... SELECT that inserts nothing
-- when the balance left is below the amount: the batch is one transaction, so two tabs spending one
-- card cannot take more than its balance. An order uses at most one card (order_id is unique).
CREATE TABLE gift_card_spends (
  id            INTEGER PRIMARY KEY,
  gift_order_id INTEGER NOT NULL REFERENCES orders(id),
  order_id      INTEGER NOT NULL UNIQUE REFERENCES orders(id),
  amount        INTEGER NOT NULL CHECK (amount > 0),
  created_at    TEXT NOT NULL
);
CREATE INDEX gift_card_spends_card ON gift_card_spends(gift_order_id);

-- balance = value - sum of uses, for every paid gift card.
CREATE VIEW gift_card_balances AS
SELECT o.id AS gift_order_id,
       CAST(o.product_id AS INTEGER) AS value,
       CAST(o.product_id AS INTEGER) - COALESCE((SELECT SUM(s.amount) FROM gift_card_spends s WHERE s.gift_order_id = o.id), 0) AS balance,
       o.voucher_valid_until AS valid_until
FROM orders o
WHERE o.product_type = 'GIFTCARD' AND o.status = 'PAID';
