/**
 * Entries an isolate keeps in its memory within a byte budget (each entry's size as `sizeOf`
 * gives it), oldest use first out. An entry over a sixteenth of the budget is not kept.
 */
export class IsolateMemory<T> {
  private readonly entries = new Map<string, T>()
  private bytes = 0

  constructor(
    private readonly budget: number,
    private readonly sizeOf: (entry: T) => number,
  ) {}

  /** Keeps `entry` under `key` (replacing what it held); false when it is too large to keep. */
  set(key: string, entry: T): boolean {
    this.delete(key)
    if (this.sizeOf(entry) > this.budget / 16) return false
    this.entries.set(key, entry)
    this.bytes += this.sizeOf(entry)
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.budget) break
      this.entries.delete(oldest)
      this.bytes -= this.sizeOf(kept)
    }
    return true
  }

  /** The entry of `key`, left where it is in the order of use. */
  peek(key: string): T | undefined {
    return this.entries.get(key)
  }

  /** The entry of `key`, now the most recently used: the first entries are the ones to let go. */
  use(key: string): T | undefined {
    const entry = this.entries.get(key)
    if (entry === undefined) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  /** Lets every entry go. */
  clear(): void {
    this.entries.clear()
    this.bytes = 0
  }

  delete(key: string): void {
    const entry = this.entries.get(key)
    if (entry === undefined) return
    this.entries.delete(key)
    this.bytes -= this.sizeOf(entry)
  }
}
