/** Reads a local storage entry; null when absent or when storage is unavailable (private mode, blocked cookies). */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Writes (or, with null, removes) a local storage entry; a full or blocked storage is ignored. */
export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
  } catch {
    // Remembering is a convenience: the search works without it.
  }
}
