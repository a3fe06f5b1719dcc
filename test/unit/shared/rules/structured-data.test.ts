import { describe, expect, it } from 'vitest'
import { describes, statesStructuredData } from '../../../../shared/rules/structured-data'
import type { SiteId } from '../../../../shared/sites'

// site-wide.md §2 "Other shared pieces": missing meta tags hide structured data (except Italy).
describe('whether a page states structured data', () => {
  it.each<[SiteId, boolean, boolean]>([
    ['fr_FR', true, true],
    ['fr_FR', false, false],
    ['es_ES', true, true],
    ['es_ES', false, false],
    ['fr_BE', true, true],
    ['fr_BE', false, false],
    ['nl_BE', true, true],
    ['nl_BE', false, false],
    ['nl_NL', true, true],
    ['nl_NL', false, false],
    ['it_IT', true, true],
    ['it_IT', false, true],
  ])('on %s, a page with its meta tags %s: %s', (site, metaTags, stated) => {
    expect(statesStructuredData(site, metaTags)).toBe(stated)
  })
})

describe('whether a text can be a page’s meta description', () => {
  it.each<[string | null | undefined, boolean]>([
    ['Un week-end au calme, spa et dîner compris.', true],
    ['', false],
    ['  \n\t ', false],
    [null, false],
    [undefined, false],
  ])('%j: %s', (text, described) => {
    expect(describes(text)).toBe(described)
  })
})
