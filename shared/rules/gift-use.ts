// Booking a stay with a gift, in the browser: the recipient's choices (the box's stay, the arrival
// day and the nights) live in the gift page's address hash, so that a reload or Back keeps them.
// The hash is outside input: parsing never throws, and drops what it cannot read.
import { isIsoDate } from '../dates'

/** The stay chosen (a box's; a gift stay's own needs none), the arrival day and the nights from it. */
export interface GiftUseChoice {
  readonly offer: number | null
  readonly checkin: string | null
  readonly nights: number | null
}

const NO_CHOICE: GiftUseChoice = { offer: null, checkin: null, nights: null }

const positive = (value: string | null, max: number): number | null => {
  if (value === null || !/^\d{1,10}$/.test(value)) return null
  const n = Number(value)
  return n >= 1 && n <= max ? n : null
}

/** The choices of a hash ('#offer=12&checkin=2026-12-05&nights=2'); a check-in needs its nights. */
export function parseGiftUseHash(hash: string): GiftUseChoice {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  const offer = positive(params.get('offer'), 2_147_483_647)
  const checkin = params.get('checkin')
  const nights = positive(params.get('nights'), 30)
  if (checkin === null || !isIsoDate(checkin) || nights === null) return { ...NO_CHOICE, offer }
  return { offer, checkin, nights }
}

/** The hash of the choices, without the empty ones ('' when none). */
export function giftUseHash(choice: GiftUseChoice): string {
  const params = new URLSearchParams()
  if (choice.offer !== null) params.set('offer', String(choice.offer))
  if (choice.checkin !== null && choice.nights !== null) {
    params.set('checkin', choice.checkin)
    params.set('nights', String(choice.nights))
  }
  const text = params.toString()
  return text === '' ? '' : `#${text}`
}

/** Every activity of the stay has its day (product-pages §5 'Please choose your activity dates.'). */
export function activityDaysChosen(activityIds: readonly number[], chosen: Readonly<Record<number, string>>): boolean {
  return activityIds.every((id) => typeof chosen[id] === 'string' && chosen[id] !== '')
}
