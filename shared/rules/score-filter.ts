// The score and star filters (search.md §4): their options and what a click does.

/** A score filter option: a score means at least that value. */
export interface ScoreOption {
  readonly value: number
  readonly messageId: string
}

/** Score filter options: 9 Superb, 8 Very good, 7 Pleasant (plus 'all', no value). */
export const SCORE_FILTER_OPTIONS: readonly ScoreOption[] = [
  { value: 9, messageId: 'filters.score.superb' },
  { value: 8, messageId: 'filters.score.veryGood' },
  { value: 7, messageId: 'filters.score.pleasant' },
]

/** Message id of the 'all scores' choice. */
export const SCORE_FILTER_ALL_MESSAGE_ID = 'filters.score.all'

/** Choosing a score: choosing the current one again toggles the filter off. */
export function toggleScore(current: number | undefined, chosen: number | undefined): number | undefined {
  return chosen === current ? undefined : chosen
}

/** Star filter options, multi-select. */
export const STAR_OPTIONS = [5, 4, 3] as const

/** Star selection after a click: added when absent, removed when present; kept in 5-4-3 order. */
export function toggleStar(selected: readonly number[], star: number): number[] {
  const next = selected.includes(star) ? selected.filter((s) => s !== star) : [...selected, star]
  return [...new Set(next)].sort((a, b) => b - a)
}
