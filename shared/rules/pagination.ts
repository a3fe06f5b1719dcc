// Results pagination (search.md §4, site-wide.md §2 and §4).
//
// Display rule, for N pages and current page p (clamped to 1..N):
// - N < 10: every page 1..N.
// - otherwise a step S = 10 when N < 100, else 100, and the pages shown are
//   the first page, the last page, p − 1, p and p + 1 (inside 1..N), and
//   every multiple of S up to N; ascending, without duplicates.
// - a gap item sits between two shown pages that are not consecutive.
// Example, N = 57, p = 23: 1 … 10 … 20 … 22 23 24 … 30 … 40 … 50 … 57.
// Previous is disabled on the first page, next on the last.
import type { Message } from '../message'

/** One item of the page list. */
export type PageItem = { readonly type: 'page'; readonly page: number; readonly current: boolean } | { readonly type: 'gap' }

/** A previous/next link: the target page, or null when disabled. */
export interface PageLink {
  readonly page: number | null
  readonly disabled: boolean
}

/** Everything the pagination component renders. */
export interface PaginationModel {
  readonly current: number
  readonly total: number
  readonly previous: PageLink
  readonly next: PageLink
  readonly items: readonly PageItem[]
  readonly legend: Message
}

/** Below this many pages, every page is listed. */
export const ALL_PAGES_BELOW = 10

/** Below this many pages the step is 10, from it 100. */
export const TENS_BELOW = 100

/** Step between listed pages for a page count: 1 (all), 10 or 100. */
export function pageStep(total: number): number {
  if (total < ALL_PAGES_BELOW) return 1
  return total < TENS_BELOW ? 10 : 100
}

/** Page numbers listed, ascending, by the rule at the top of this file. */
export function visiblePages(current: number, total: number): number[] {
  if (total < 1) return []
  const p = Math.min(Math.max(1, Math.floor(current)), total)
  const step = pageStep(total)
  if (step === 1) return Array.from({ length: total }, (_, i) => i + 1)
  const pages = new Set<number>([1, total, p - 1, p, p + 1])
  for (let m = step; m <= total; m += step) pages.add(m)
  return [...pages].filter((n) => n >= 1 && n <= total).sort((a, b) => a - b)
}

/** The full pagination model for a current page and a page count (0 pages: both links disabled). */
export function paginationModel(current: number, total: number): PaginationModel {
  const safeTotal = Math.max(0, Math.floor(total))
  const p = safeTotal === 0 ? 1 : Math.min(Math.max(1, Math.floor(current)), safeTotal)
  const items: PageItem[] = []
  let last = 0
  for (const page of visiblePages(p, safeTotal)) {
    if (last !== 0 && page - last > 1) items.push({ type: 'gap' })
    items.push({ type: 'page', page, current: page === p })
    last = page
  }
  const hasPrevious = p > 1
  const hasNext = p < safeTotal
  return {
    current: p,
    total: safeTotal,
    previous: { page: hasPrevious ? p - 1 : null, disabled: !hasPrevious },
    next: { page: hasNext ? p + 1 : null, disabled: !hasNext },
    items,
    legend: { id: 'pagination.legend', values: { page: p, total: safeTotal } },
  }
}

/** Number of pages for a result count and a page size (at least 0). */
export function pageCount(resultCount: number, pageSize: number): number {
  if (!(pageSize > 0) || !(resultCount > 0)) return 0
  return Math.ceil(resultCount / pageSize)
}
