// Guest reviews of hotels: scores around the hotel's latent quality, texts from phrase banks
// in the reviewer's language. Hotels without reviews show 'New'.
import type { Language } from '../../../shared/sites'
import { Temporal } from 'temporal-polyfill'
import type { Hotel } from './hotels'
import { customerName } from './names'
import { Rng } from './prng'
import { NEGATIVE, POSITIVE, type Criterion } from './review-texts'

export type ReviewLocale = 'fr_FR' | 'es_ES' | 'it_IT' | 'nl_NL'

export interface Review {
  readonly id: number
  readonly hotelId: number
  readonly locale: ReviewLocale
  readonly customer: string
  readonly type: 'couple' | 'family' | 'friends' | 'solo'
  readonly date: string
  readonly average: number
  readonly scores: Readonly<Record<Criterion, number>>
  readonly positive: string
  readonly negative: string
}

export const CRITERIA: readonly Criterion[] = ['welcoming', 'comfort', 'cleanliness', 'food', 'localization', 'price_quality_ratio']
const LOCALES: readonly ReviewLocale[] = ['fr_FR', 'es_ES', 'it_IT', 'nl_NL']
const LANG: Readonly<Record<ReviewLocale, Language>> = { fr_FR: 'fr', es_ES: 'es', it_IT: 'it', nl_NL: 'nl' }
const LOCALE_WEIGHTS: Readonly<Record<string, readonly number[]>> = {
  FR: [75, 6, 7, 12],
  ES: [15, 70, 7, 8],
  IT: [15, 7, 70, 8],
  BE: [48, 4, 4, 44],
  NL: [15, 5, 5, 75],
}

const round1 = (v: number): number => Math.round(v * 10) / 10

export interface HotelReviews {
  readonly reviews: readonly Review[]
  /** hotel id -> [average (one decimal), count] */
  readonly summary: ReadonlyMap<number, readonly [number, number]>
}

export function buildReviews(hotels: readonly Hotel[], startDate: string, seed: number): HotelReviews {
  const rng = new Rng(seed).fork('reviews')
  const start = Temporal.PlainDate.from(startDate)
  const reviews: Review[] = []
  const summary = new Map<number, readonly [number, number]>()
  for (const hotel of hotels) {
    if (!hotel.hasReviews) continue
    const r = rng.fork(hotel.id)
    const count = Math.max(1, Math.round((2 + (hotel.popularity / 1000) * 40) * (0.4 + r.next())))
    let sum = 0
    for (let i = 0; i < count; i++) {
      const locale = r.weighted(LOCALES, LOCALE_WEIGHTS[hotel.countryCode] ?? LOCALE_WEIGHTS.FR!)
      const lang = LANG[locale]
      const mood = r.normal(0, 0.6)
      const scores = {} as Record<Criterion, number>
      for (const c of CRITERIA) scores[c] = round1(Math.min(10, Math.max(2, hotel.quality + mood + r.normal(0, 0.7))))
      const average = round1(CRITERIA.reduce((a, c) => a + scores[c], 0) / CRITERIA.length)
      sum += average
      const sorted = [...CRITERIA].sort((a, b) => scores[b] - scores[a])
      const best = sorted[0]!
      const worst = sorted[sorted.length - 1]!
      const pos = POSITIVE[lang]
      const neg = NEGATIVE[lang]
      const positive = r.chance(0.06) ? '' : [r.pick(pos[best]), ...(r.chance(0.5) ? [r.pick(pos.general)] : [])].join(' ')
      const negative = scores[worst] < 7.5 ? r.pick(neg[worst]) : r.chance(0.5) ? r.pick(neg.general) : ''
      reviews.push({
        id: reviews.length + 1,
        hotelId: hotel.id,
        locale,
        customer: customerName(r, lang),
        type: r.weighted(['couple', 'family', 'friends', 'solo'] as const, [55, 20, 15, 10]),
        date: start.subtract({ days: r.int(3, 1095) }).toString(),
        average,
        scores,
        positive: positive === '' && negative === '' ? r.pick(pos.general) : positive,
        negative,
      })
    }
    summary.set(hotel.id, [round1(sum / count), count])
  }
  return { reviews, summary }
}
