import type { GiftForm } from '../../shared/rules/gift-form'
import { readLocal, writeLocal } from './local-storage'

/** Local storage key of the gift customisation (product-pages.md §4). */
const GIFT_CUSTOMISATION_KEY = 'giftCustomisation'

/** The saved 'From' and 'Your message', or null when none is saved or the entry is not ours. */
export function readGiftCustomisation(): GiftForm | null {
  try {
    const raw = readLocal(GIFT_CUSTOMISATION_KEY)
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
  // A full or blocked storage: the customisation is a convenience, the gift works without it.
  writeLocal(GIFT_CUSTOMISATION_KEY, empty ? null : JSON.stringify({ fromName: form.fromName, message: form.message }))
}
