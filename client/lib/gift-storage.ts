import type { GiftForm } from '../../shared/rules/gift-form'

/** Local storage key of the gift customisation (product-pages.md §4). */
const GIFT_CUSTOMISATION_KEY = 'giftCustomisation'

// Storage is reached here rather than through the search bar's browser-storage helpers: the stay
// page importing them would split them out of the search bar's file into one more file on the
// search page's first load (its JavaScript budget).
function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The saved 'From' and 'Your message', or null when none is saved or the entry is not ours. */
export function readGiftCustomisation(): GiftForm | null {
  try {
    const raw = storage()?.getItem(GIFT_CUSTOMISATION_KEY) ?? null
    if (raw === null) return null
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { fromName, message } = value as Record<string, unknown>
    if (typeof fromName !== 'string' || typeof message !== 'string') return null
    return { fromName, message }
  } catch {
    return null
  }
}

/** Saves the customisation while either field is filled, and removes it once both are empty. */
export function saveGiftCustomisation(form: GiftForm): void {
  const empty = form.fromName.trim() === '' && form.message.trim() === ''
  try {
    if (empty) storage()?.removeItem(GIFT_CUSTOMISATION_KEY)
    else storage()?.setItem(GIFT_CUSTOMISATION_KEY, JSON.stringify({ fromName: form.fromName, message: form.message }))
  } catch {
    // A full or blocked storage: the customisation is a convenience, the gift works without it.
  }
}
