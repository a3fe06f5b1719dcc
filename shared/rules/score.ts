// Review scores: words on cards, formatting, trust rating (search.md §5;
// product-pages.md §9; site-wide.md §5 and §9). The score and star filters
// are in score-filter.ts.
import type { Message } from '../message'

/** Score word thresholds, highest first; below the floor no word is shown. */
export const SCORE_WORDS: readonly { readonly min: number; readonly messageId: string }[] = [
  { min: 9.5, messageId: 'score.perfect' },
  { min: 9, messageId: 'score.fantastic' },
  { min: 8.5, messageId: 'score.excellent' },
  { min: 8, messageId: 'score.veryGood' },
  { min: 0, messageId: 'score.good' },
]

/** No word below 7, or below 9 when the all-incentive option is off. */
export const SCORE_WORD_FLOOR = { allIncentive: 7, default: 9 } as const

/** Message id shown when an item has no score yet. */
export const NEW_SCORE_MESSAGE_ID = 'score.new'

/**
 * Word for a 0–10 score: 'score.new' without a score; null below the floor
 * (7, or 9 when the all-incentive option is off); else the highest matching
 * threshold (9.5 Perfect, 9 Fantastic, 8.5 Excellent, 8 Very good, else Good).
 */
export function scoreWordId(score: number | null | undefined, options: { readonly allIncentive: boolean }): string | null {
  if (score === null || score === undefined || Number.isNaN(score)) return NEW_SCORE_MESSAGE_ID
  const floor = options.allIncentive ? SCORE_WORD_FLOOR.allIncentive : SCORE_WORD_FLOOR.default
  if (score < floor) return null
  return SCORE_WORDS.find((w) => score >= w.min)?.messageId ?? null
}

/** Score with one decimal and a decimal comma on every site: 8.46 → '8,5', 9 → '9,0'. */
export function formatScore(score: number): string {
  return (Math.round(score * 10) / 10).toFixed(1).replace('.', ',')
}

/** A rating text gets '/10' unless it already carries a slash ('8,5' → '8,5/10', '4,5/5' unchanged). */
export function withOutOfTen(rating: string): string {
  return rating.includes('/') ? rating : `${rating}/10`
}

/** True when a score passes a minimum-score filter (no filter passes everything). */
export function matchesMinScore(score: number | null | undefined, min: number | undefined): boolean {
  if (min === undefined) return true
  return score !== null && score !== undefined && score >= min
}

/** Star rating rounded to the nearest half (4.3 → 4.5, 4.2 → 4), within 0–5. */
export function roundToHalfStar(value: number): number {
  return Math.min(5, Math.max(0, Math.round(value * 2) / 2))
}

/** Default trust rating when the configured text is not a number. */
export const DEFAULT_TRUST_RATING = 4

/** Trust rating text ('4,5' or '4.5') to a number in 0–5, 4 when invalid. */
export function parseTrustRating(text: string | null | undefined): number {
  const normalized = (text ?? '').trim().replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(normalized)) return DEFAULT_TRUST_RATING
  const value = Number(normalized)
  return value >= 0 && value <= 5 ? value : DEFAULT_TRUST_RATING
}

/** Card review line: the score word (or New) and the formatted score with '/10'. */
export function reviewSummary(
  score: number | null | undefined,
  options: { readonly allIncentive: boolean },
): { readonly word: Message | null; readonly score: string | null } {
  const wordId = scoreWordId(score, options)
  const hasScore = score !== null && score !== undefined && !Number.isNaN(score)
  return { word: wordId ? { id: wordId } : null, score: hasScore ? withOutOfTen(formatScore(score)) : null }
}
