import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SOURCE_LOCALE } from '../../../locales/locales'
import { readCatalog } from '../../../scripts/compile-locales'
import { giftFieldLabel } from '../../../shared/rules/gift-form'

const SOURCES = [
  'sites.ts',
  'dates.ts',
  'date-shortcuts.ts',
  'rules/promo.ts',
  'rules/pax.ts',
  'rules/price-slider.ts',
  'rules/price-input.ts',
  'rules/distance.ts',
  'rules/distance-edits.ts',
  'rules/score.ts',
  'rules/score-filter.ts',
  'rules/stress.ts',
  'rules/pagination.ts',
  'rules/sort.ts',
  'rules/sort-options.ts',
  'rules/gift-form.ts',
  'rules/contact-form.ts',
  'rules/booking.ts',
  'search/fallback.ts',
]

// A message id is a quoted dotted name starting with one of the rule namespaces.
const ID =
  /'((?:booking|calendar|contact|destination|filters|flow|form|giftForm|pagination|pax|promo|score|search|sort|stress)\.[A-Za-z.]+)'/g

const idsInSources = (): Set<string> => {
  const ids = new Set<string>()
  for (const file of SOURCES) {
    const text = readFileSync(new URL(`../../../shared/${file}`, import.meta.url), 'utf8')
    for (const match of text.matchAll(ID)) ids.add(match[1]!)
  }
  for (const field of ['fromName', 'message'] as const) {
    for (const required of [true, false]) ids.add(giftFieldLabel(field, { required }).id)
  }
  return ids
}

// The rules return ids, never text: each id they can produce must have an
// English text in the Lingui source catalog (merged area files of locales/en/).
// The catalog also serves the UI, so ids the rules never produce are expected.
describe('rule messages in the source catalog', () => {
  const ids = idsInSources()
  const source = readCatalog(SOURCE_LOCALE)

  it.each([...ids].sort())('%s has an English text', (id) => {
    expect(source[id]).toEqual(expect.any(String))
    expect(source[id]?.trim()).not.toBe('')
  })
})
