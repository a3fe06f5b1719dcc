-- 0004_customer_accounts.sql: customer accounts (site-wide §1 "logged-in customers", §2 account links).
-- Transactional, like 0002: never touched by the seed.

-- One row per account. The e-mail address is stored trimmed and in lower case, and unique whatever
-- its case (NOCASE for ASCII; the worker lower-cases the rest before writing and reading).
-- password_hash: 'pbkdf2-sha256$<iterations>$<salt>$<hash>' (salt and hash base64url): PBKDF2 with
-- SHA-256, a random salt per account, the iterations written with it so that they can be raised
-- later without locking anyone out. phone: '' when not given.
CREATE TABLE customers (
  id            INTEGER PRIMARY KEY,
  email         TEXT NOT NULL COLLATE NOCASE UNIQUE,
  password_hash TEXT NOT NULL,
  first_name    TEXT NOT NULL,
  last_name     TEXT NOT NULL,
  phone         TEXT NOT NULL DEFAULT '',
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL
);

-- The account an order was placed from (a signed-in customer's checkout); null for a visitor's.
ALTER TABLE orders ADD COLUMN customer_id INTEGER REFERENCES customers(id);
CREATE INDEX orders_customer ON orders(customer_id, created_at);
