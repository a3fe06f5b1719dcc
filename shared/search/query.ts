// The query string of search and product pages carries flow, page and from
// (search.md §2.1 and §3). Any new search drops the page.
import { DEFAULT_FLOW, isFlow, type Flow } from '../sites'

/** The `from` marker set by a search launched from the search bar. */
export const FROM_SEARCH_BAR = 'searchBar'

/** Query-string part of a search URL. */
export interface SearchQuery {
  readonly flow: Flow
  /** 1-based page; absent means the first page. */
  readonly page?: number
  readonly from?: string
}

const FROM = /^[A-Za-z0-9_-]{1,32}$/
const PAGE = /^\d{1,6}$/

/** Reads flow (booking when missing or unknown), page (integer ≥ 2, else absent) and from. */
export function parseSearchQuery(input: string | URLSearchParams): SearchQuery {
  const params = typeof input === 'string' ? new URLSearchParams(input.replace(/^\?/, '')) : input
  const flowText = params.get('flow')
  const pageText = params.get('page') ?? ''
  const fromText = params.get('from') ?? ''
  const page = PAGE.test(pageText) ? Number(pageText) : 1
  return {
    flow: isFlow(flowText) ? flowText : DEFAULT_FLOW,
    ...(page >= 2 ? { page } : {}),
    ...(FROM.test(fromText) ? { from: fromText } : {}),
  }
}

/** Writes flow, page (when ≥ 2) and from, in that order, without '?'. */
export function serializeSearchQuery(query: SearchQuery): string {
  const parts = [`flow=${query.flow}`]
  if (query.page !== undefined && query.page >= 2) parts.push(`page=${query.page}`)
  if (query.from !== undefined && FROM.test(query.from)) parts.push(`from=${query.from}`)
  return parts.join('&')
}

/** Query of a new search from the search bar: page dropped, from set, flow kept or replaced. */
export function newSearchQuery(current: SearchQuery, flow: Flow = current.flow): SearchQuery {
  return { flow, from: FROM_SEARCH_BAR }
}

/** Query of another results page: flow and from kept, page 1 written as no page. */
export function pageQuery(current: SearchQuery, page: number): SearchQuery {
  const base: SearchQuery = current.from !== undefined ? { flow: current.flow, from: current.from } : { flow: current.flow }
  return page >= 2 ? { ...base, page } : base
}
