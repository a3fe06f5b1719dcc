/** Numbered bound parameters (?1, ?2...): a named value is bound once however often the SQL uses it. */
export class Params {
  readonly values: unknown[] = []
  private readonly named = new Map<string, string>()

  /** A fresh parameter for a value. Integers are cast back: D1 binds JS numbers as REAL, which would turn integer division into float division. */
  add(value: unknown): string {
    this.values.push(value)
    const token = `?${this.values.length}`
    return typeof value === 'number' && Number.isInteger(value) ? `CAST(${token} AS INTEGER)` : token
  }

  /** The same parameter for every use of a name. */
  name(name: string, value: unknown): string {
    const existing = this.named.get(name)
    if (existing) return existing
    const token = this.add(value)
    this.named.set(name, token)
    return token
  }

  /** A list bound as one JSON parameter and read with json_each (D1 caps bound parameters at 100). */
  list(values: readonly (string | number)[]): string {
    return `(SELECT value FROM json_each(${this.add(JSON.stringify(values))}))`
  }
}

const MS_PER_DAY = 86_400_000

/** ISO date → catalogue day number (days since 1970-01-01, see 0001_catalogue.sql). */
export function toDay(iso: string): number {
  return Math.round(Date.parse(`${iso}T00:00:00Z`) / MS_PER_DAY)
}

/** Catalogue day number → ISO date. */
export function fromDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10)
}

/** Newline-separated text column → list of non-empty lines. */
export function lines(text: string | null | undefined): string[] {
  return (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
}

/** JSON text produced by json_group_array/json_object in SQL → value (the SQL is ours, so the shape is known). */
export function parseJsonColumn<T>(text: string | null | undefined, fallback: T): T {
  if (text === null || text === undefined || text === '') return fallback
  return JSON.parse(text) as T
}
