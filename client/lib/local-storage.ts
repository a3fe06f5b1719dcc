// The browser's local storage for the stay, checkout and tracking code. The search bar has its own
// helpers (components/search-bar/browser-storage): the stay page importing them would split them
// out of the search bar's file into one more file on the search page's first load (its budget).

/** A local storage entry; null when absent or when the browser keeps nothing (private mode, blocked storage). */
export function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

/** Writes (or, with null, removes) an entry: whether the browser kept it (false when full or blocked). */
export function writeLocal(key: string, value: string | null): boolean {
  try {
    if (value === null) window.localStorage.removeItem(key)
    else window.localStorage.setItem(key, value)
    return true
  } catch {
    return false
  }
}
