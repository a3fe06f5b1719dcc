import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SORT,
  SORT_ORDERS,
  effectiveSort,
  isSortOrder,
  isSortValid,
  sortAfterFlowSwitch,
  type SortOrder,
} from '../../../../shared/rules/sort'
import { SORT_LABEL_MESSAGE, validSorts } from '../../../../shared/rules/sort-options'
import type { Flow } from '../../../../shared/sites'

const located = { hasLatLng: true }
const unlocated = { hasLatLng: false }

describe('sort validity by flow', () => {
  // One row per sort: valid flows with lat/lng present.
  it.each<[SortOrder, Flow[]]>([
    ['priceQuality', ['booking', 'gifting', 'activity', 'hotel']],
    ['distance', ['booking', 'gifting', 'activity', 'hotel']],
    ['promo', ['booking']],
    ['priceAsc', ['booking', 'hotel']],
    ['popularity', ['booking', 'hotel']],
    ['svPriceDesc', ['gifting']],
    ['svPriceAsc', ['gifting']],
  ])('%s is valid in %j', (sort, flows) => {
    const valid = (['booking', 'gifting', 'activity', 'hotel'] as Flow[]).filter((f) => isSortValid(sort, f, located))
    expect(valid).toEqual(flows)
  })

  it('distance needs both lat and lng', () => {
    expect(isSortValid('distance', 'booking', unlocated)).toBe(false)
  })

  it.each<[Flow, boolean, SortOrder[]]>([
    ['booking', false, ['priceQuality', 'promo', 'priceAsc', 'popularity']],
    ['booking', true, ['priceQuality', 'distance', 'promo', 'priceAsc', 'popularity']],
    ['gifting', false, ['priceQuality', 'svPriceDesc', 'svPriceAsc']],
    ['hotel', false, ['priceQuality', 'priceAsc', 'popularity']],
    ['activity', false, ['priceQuality']],
  ])('the %s flow (located: %s) offers %j', (flow, hasLatLng, expected) => {
    expect(validSorts(flow, { hasLatLng })).toEqual(expected)
  })

  it.each<[SortOrder | undefined, Flow, SortOrder]>([
    [undefined, 'booking', 'priceQuality'],
    ['promo', 'booking', 'promo'],
    ['promo', 'hotel', 'priceQuality'],
  ])('chosen %s in %s applies %s', (sort, flow, expected) => {
    expect(effectiveSort(sort, flow, unlocated)).toBe(expected)
  })

  it('knows its orders and labels', () => {
    expect(DEFAULT_SORT).toBe('priceQuality')
    expect(isSortOrder('svPriceAsc')).toBe(true)
    expect(isSortOrder('price')).toBe(false)
    expect(Object.keys(SORT_LABEL_MESSAGE)).toEqual([...SORT_ORDERS])
  })
})

describe('sort kept on flow switch', () => {
  it.each<[string, SortOrder | undefined, Flow, boolean, SortOrder | undefined]>([
    ['gifting keeps priceQuality', 'priceQuality', 'gifting', false, 'priceQuality'],
    ['gifting keeps distance with lat/lng', 'distance', 'gifting', true, 'distance'],
    ['gifting drops distance without lat/lng', 'distance', 'gifting', false, undefined],
    ['gifting drops priceAsc', 'priceAsc', 'gifting', false, undefined],
    ['gifting drops promo', 'promo', 'gifting', false, undefined],
    ['hotel keeps priceAsc', 'priceAsc', 'hotel', false, 'priceAsc'],
    ['hotel drops promo', 'promo', 'hotel', false, undefined],
    ['booking drops svPriceAsc', 'svPriceAsc', 'booking', false, undefined],
    ['activity drops popularity', 'popularity', 'activity', false, undefined],
    ['no sort stays no sort', undefined, 'booking', false, undefined],
  ])('%s', (_rule, sort, toFlow, hasLatLng, expected) => {
    expect(sortAfterFlowSwitch(sort, toFlow, { hasLatLng })).toBe(expected)
  })
})
