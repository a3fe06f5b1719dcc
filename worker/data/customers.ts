/** Customer accounts (0004_customer_accounts.sql) and the orders placed from them. */

/** An account as the pages use it (never its password hash). */
export interface Customer {
  id: number
  email: string
  firstName: string
  lastName: string
  /** '' when not given. */
  phone: string
  /** Named by the account's sign-in tokens; a new password raises it, signing the other sessions out (0006). */
  sessionVersion: number
}

interface CustomerRow {
  id: number
  email: string
  first_name: string
  last_name: string
  phone: string
  password_hash: string
  session_version: number
}

const COLUMNS = 'id, email, first_name, last_name, phone, password_hash, session_version'

function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    sessionVersion: row.session_version,
  }
}

/** The account of an id, or null. */
export async function findCustomerById(db: D1Database, id: number): Promise<Customer | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM customers WHERE id = ?1`).bind(id).first<CustomerRow>()
  return row ? toCustomer(row) : null
}

/** The account of an address (normalised: trimmed, lower case) with its password hash, or null. */
export async function findCustomerLogin(db: D1Database, email: string): Promise<{ customer: Customer; passwordHash: string } | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM customers WHERE email = ?1`).bind(email).first<CustomerRow>()
  return row ? { customer: toCustomer(row), passwordHash: row.password_hash } : null
}

/** The password hash of an account, or null. */
export async function findPasswordHash(db: D1Database, id: number): Promise<string | null> {
  const row = await db.prepare('SELECT password_hash FROM customers WHERE id = ?1').bind(id).first<{ password_hash: string }>()
  return row?.password_hash ?? null
}

/** A new account: its id, or null when the address has one already (the unique index decides, even for two tabs at once). */
export async function insertCustomer(
  db: D1Database,
  account: { email: string; passwordHash: string; firstName: string; lastName: string; now: string },
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO customers (email, password_hash, first_name, last_name, created_at, updated_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?5) ON CONFLICT(email) DO NOTHING RETURNING id`,
    )
    .bind(account.email, account.passwordHash, account.firstName, account.lastName, account.now)
    .first<{ id: number }>()
  return row?.id ?? null
}

/** Writes the profile's names and phone. */
export async function updateCustomerProfile(
  db: D1Database,
  id: number,
  profile: { firstName: string; lastName: string; phone: string; now: string },
): Promise<void> {
  await db
    .prepare('UPDATE customers SET first_name = ?2, last_name = ?3, phone = ?4, updated_at = ?5 WHERE id = ?1')
    .bind(id, profile.firstName, profile.lastName, profile.phone, profile.now)
    .run()
}

/** Writes a new password hash; answers the account's new session version (null: no such account). */
export async function updateCustomerPassword(db: D1Database, id: number, passwordHash: string, now: string): Promise<number | null> {
  // The session version goes up with it: the account's other sessions end.
  const row = await db
    .prepare(
      'UPDATE customers SET password_hash = ?2, session_version = session_version + 1, updated_at = ?3 WHERE id = ?1 RETURNING session_version',
    )
    .bind(id, passwordHash, now)
    .first<{ session_version: number }>()
  return row?.session_version ?? null
}

/** The most orders the trips page lists. */
export const TRIPS_MAX = 50

/**
 * The UUIDs of an account's orders that went through (paid, or cancelled after), newest first. A
 * checkout left before paying (PENDING) or refused (FAILED) is no trip.
 */
export async function listCustomerOrderUuids(db: D1Database, customerId: number): Promise<string[]> {
  const { results } = await db
    .prepare(
      `SELECT uuid FROM orders WHERE customer_id = ?1 AND status IN ('PAID', 'CANCELLED') ORDER BY created_at DESC, id DESC LIMIT ?2`,
    )
    .bind(customerId, TRIPS_MAX)
    .all<{ uuid: string }>()
  return results.map((r) => r.uuid)
}
