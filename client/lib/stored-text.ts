/**
 * A text kept in the browser's local storage under one key, as useSyncExternalStore reads it:
 * subscribe (changes made in this tab, and the storage events of other tabs), snapshot (the text,
 * '[]' when nothing is stored, null when the browser keeps nothing), and update, which writes the
 * text made from the current one and tells the subscribers. A storage that refuses the write keeps
 * what it had.
 */
export function storedText(key: string) {
  const listeners = new Set<() => void>()
  const storage = (): Storage | null => {
    try {
      return typeof window !== 'undefined' ? window.localStorage : null
    } catch {
      return null
    }
  }
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) listener()
      }
      window.addEventListener('storage', onStorage)
      return () => {
        listeners.delete(listener)
        window.removeEventListener('storage', onStorage)
      }
    },
    snapshot(): string | null {
      const store = storage()
      return store ? (store.getItem(key) ?? '[]') : null
    },
    update(next: (text: string | null) => string): void {
      const store = storage()
      if (!store) return
      try {
        store.setItem(key, next(store.getItem(key)))
      } catch {
        return
      }
      for (const listener of listeners) listener()
    },
  }
}
