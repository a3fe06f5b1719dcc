-- 0006_customer_sessions.sql: signing out an account's other sessions.
-- Transactional, like 0002: never touched by the seed.

-- A sign-in token names the account's session version; changing the password raises it, so every
-- token signed before (another browser, a stolen cookie) no longer signs anyone in.
ALTER TABLE customers ADD COLUMN session_version INTEGER NOT NULL DEFAULT 0;
