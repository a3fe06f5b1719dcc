// Constants of the search API that the browser needs without the API's schemas (and valibot).

/** Search results page size (the spec leaves it open; 12 fills 4 rows of the 3-column grid). */
export const SEARCH_PAGE_SIZE = 12

/** The kinds of facets the facets call returns. */
export const FACET_KINDS = ['tag', 'price', 'type', 'score', 'environment', 'style', 'stars', 'facility', 'highlighted'] as const
