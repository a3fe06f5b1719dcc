// Rows to SQL text. D1 limits one statement to 100 000 bytes, so multi-row INSERTs are cut
// below that; values are inlined (no bound parameters) because D1 also caps parameters at 100.

export type Cell = string | number | null

/** A table's rows, columns in the order of the INSERT. */
export interface Table {
  readonly name: string
  readonly columns: readonly string[]
  readonly rows: readonly (readonly Cell[])[]
}

/** Default byte budget of one statement, safely under D1's 100 000. */
export const MAX_STATEMENT_BYTES = 90_000

/** Rows per statement: SQLite in workerd runs out of memory parsing ~5000-row VALUES lists. */
export const MAX_STATEMENT_ROWS = 2000

/**
 * SQL literal of a value, always on one line: line breaks become ||char(10)|| so that statements
 * can go through D1's exec(), which splits its input on newlines. Non-finite numbers are a bug
 * in the generator, so they throw.
 */
export function sqlLiteral(value: Cell): string {
  if (value === null) return 'NULL'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError(`non-finite number in seed row: ${value}`)
    return String(value)
  }
  const quoted = `'${value.replace(/'/g, "''")}'`
  return /[\r\n]/.test(quoted) ? quoted.replace(/\r/g, "'||char(13)||'").replace(/\n/g, "'||char(10)||'") : quoted
}

/** UTF-8 length of a string without allocating. */
export function utf8Length(value: string): number {
  let n = value.length
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i)
    if (c > 0x7f) n += c > 0x7ff && (c < 0xd800 || c > 0xdfff) ? 2 : 1
  }
  return n
}

/** Multi-row INSERT statements for a table, each under maxBytes. */
export function insertStatements(table: Table, maxBytes = MAX_STATEMENT_BYTES): string[] {
  return insertTuples(table.name, table.columns, table.rows.map(tupleOf), maxBytes)
}

/** '(v1,v2,...)' of one row. */
export function tupleOf(row: readonly Cell[]): string {
  return `(${row.map(sqlLiteral).join(',')})`
}

/** Multi-row INSERT statements from ready tuples, each under maxBytes. */
export function insertTuples(name: string, columns: readonly string[], tuples: Iterable<string>, maxBytes = MAX_STATEMENT_BYTES): string[] {
  const head = `INSERT INTO ${name} (${columns.join(',')}) VALUES `
  const out: string[] = []
  let parts: string[] = []
  let bytes = head.length
  for (const tuple of tuples) {
    const size = utf8Length(tuple) + 1
    if (head.length + size > maxBytes) throw new RangeError(`row too large for one statement in ${name}`)
    if ((bytes + size > maxBytes || parts.length >= MAX_STATEMENT_ROWS) && parts.length > 0) {
      out.push(head + parts.join(','))
      parts = []
      bytes = head.length
    }
    parts.push(tuple)
    bytes += size
  }
  if (parts.length > 0) out.push(head + parts.join(','))
  return out
}

/**
 * Splits a migration file into statements. Comments are dropped first (migrations contain no
 * '--' or ';' inside string literals), then the text is cut at each ';'.
 */
export function splitSqlStatements(sql: string): string[] {
  return sql
    .replace(/--[^\n]*/g, '')
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
}
