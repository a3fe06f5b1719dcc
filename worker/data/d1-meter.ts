/**
 * Counts a request's D1 round trips and rows read (meta.rows_read, D1's billing measure), so the
 * API can send them as Server-Timing and the bench can hold each route to its budget. A batch is
 * one round trip. `first()` is run as `all()`, which costs the same: D1 returns every row either way.
 */
export class D1Meter {
  roundTrips = 0
  rowsRead = 0
  /** Wall time spent waiting for D1, ms. */
  waitMs = 0

  /** Adds one round trip and the metas of its statements. */
  record(metas: readonly { rows_read?: number }[], startedAt: number): void {
    this.roundTrips += 1
    this.rowsRead += metas.reduce((sum, m) => sum + (m.rows_read ?? 0), 0)
    this.waitMs += performance.now() - startedAt
  }

  /** The database seen through this meter. */
  wrap(db: D1Database): D1Database {
    return new MeteredDatabase(db, this)
  }

  /** Server-Timing entry: `d1;dur=1.2;desc="queries=1 rows=1234"`. */
  serverTiming(): string {
    return `d1;dur=${this.waitMs.toFixed(1)};desc="queries=${this.roundTrips} rows=${this.rowsRead}"`
  }
}

class MeteredStatement implements D1PreparedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    private readonly meter: D1Meter,
  ) {}

  bind(...values: unknown[]): D1PreparedStatement {
    return new MeteredStatement(this.inner.bind(...values), this.meter)
  }

  first<T = unknown>(colName: string): Promise<T | null>
  first<T = Record<string, unknown>>(): Promise<T | null>
  async first<T>(colName?: string): Promise<T | null> {
    const { results } = await this.all<Record<string, unknown>>()
    const row = results[0]
    if (row === undefined) return null
    // The caller names the row type, as with D1's own first().
    return (colName === undefined ? row : (row[colName] ?? null)) as T
  }

  async run<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    const startedAt = performance.now()
    const result = await this.inner.run<T>()
    this.meter.record([result.meta], startedAt)
    return result
  }

  async all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    const startedAt = performance.now()
    const result = await this.inner.all<T>()
    this.meter.record([result.meta], startedAt)
    return result
  }

  raw<T = unknown[]>(options: { columnNames: true }): Promise<[string[], ...T[]]>
  raw<T = unknown[]>(options?: { columnNames?: false }): Promise<T[]>
  async raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<[string[], ...T[]] | T[]> {
    // raw() returns no meta: the round trip is counted, its rows cannot be.
    const startedAt = performance.now()
    const rows = options?.columnNames ? await this.inner.raw<T>({ columnNames: true }) : await this.inner.raw<T>()
    this.meter.record([], startedAt)
    return rows
  }
}

class MeteredDatabase implements D1Database {
  constructor(
    private readonly db: D1Database,
    private readonly meter: D1Meter,
  ) {}

  prepare(query: string): D1PreparedStatement {
    return new MeteredStatement(this.db.prepare(query), this.meter)
  }

  async batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const startedAt = performance.now()
    const results = await this.db.batch<T>(statements.map((s) => (s instanceof MeteredStatement ? s.inner : s)))
    this.meter.record(
      results.map((r) => r.meta),
      startedAt,
    )
    return results
  }

  exec(query: string): Promise<D1ExecResult> {
    return this.db.exec(query)
  }

  withSession(constraintOrBookmark?: D1SessionBookmark | D1SessionConstraint): D1DatabaseSession {
    return this.db.withSession(constraintOrBookmark)
  }

  dump(): Promise<ArrayBuffer> {
    return this.db.dump()
  }
}
