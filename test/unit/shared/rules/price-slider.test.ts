import { describe, expect, it } from 'vitest'
import {
  PRICE_SLIDER,
  fromPriceFilter,
  isPriceFilterActive,
  sliderControlMax,
  sliderFloor,
  toPriceFilter,
} from '../../../../shared/rules/price-slider'
import { isOpenEndedMax, parseTypedPrice, priceFilterLabelId } from '../../../../shared/rules/price-input'
import type { Flow } from '../../../../shared/sites'

describe('price slider', () => {
  it('spans 9 to 250 euros, 1 in the activity flow, control max 1000', () => {
    expect(PRICE_SLIDER).toEqual({ min: 9, activityMin: 1, max: 250, defaultControlMax: 1000 })
    expect(sliderFloor('booking')).toBe(9)
    expect(sliderFloor('activity')).toBe(1)
  })

  it.each<[string, number, number, Flow, object]>([
    ['euros are stored as cents', 40, 120, 'booking', { priceMin: 4000, priceMax: 12000 }],
    ['a minimum of 9 means no minimum', 9, 120, 'booking', { priceMax: 12000 }],
    ['a minimum below 9 means no minimum', 5, 120, 'booking', { priceMax: 12000 }],
    ['a maximum of 250 means no maximum', 40, 250, 'booking', { priceMin: 4000 }],
    ['a maximum above 250 means no maximum', 40, 900, 'gifting', { priceMin: 4000 }],
    ['the full range means no filter', 9, 250, 'hotel', {}],
    ['the activity floor is 1, so 5 is a minimum', 5, 250, 'activity', { priceMin: 500 }],
    ['the activity floor of 1 means no minimum', 1, 100, 'activity', { priceMax: 10000 }],
  ])('%s', (_rule, min, max, flow, expected) => {
    expect(toPriceFilter({ min, max }, flow)).toEqual(expected)
  })

  it.each<[string, object, Flow, { min: number; max: number }]>([
    ['missing bounds sit at 9 and 250', {}, 'booking', { min: 9, max: 250 }],
    ['missing minimum sits at 1 for activities', {}, 'activity', { min: 1, max: 250 }],
    ['cents are shown as euros', { priceMin: 4000, priceMax: 12000 }, 'booking', { min: 40, max: 120 }],
  ])('slider values: %s', (_rule, filter, flow, expected) => {
    expect(fromPriceFilter(filter, flow)).toEqual(expected)
  })

  it.each<[string, object, Flow, boolean]>([
    ['no bounds is not active', {}, 'booking', false],
    ['a minimum is active', { priceMin: 4000 }, 'booking', true],
    ['a minimum of 9 € is the default', { priceMin: 900 }, 'booking', false],
    ['a maximum of 250 € is the default', { priceMax: 25000 }, 'booking', false],
    ['a maximum below 250 € is active', { priceMax: 24900 }, 'booking', true],
  ])('budget filter: %s', (_rule, filter, flow, expected) => {
    expect(isPriceFilterActive(filter, flow)).toBe(expected)
  })

  it.each([
    ['digits are kept', '120', 250, 120],
    ['only the first digits found count', '12a34', 250, 12],
    ['leading text is skipped', '€ 40', 250, 40],
    ['the value is capped at the maximum', '999', 250, 250],
    ['no digit gives nothing', 'abc', 250, null],
    ['an empty input gives nothing', '', 250, null],
  ])('typed price: %s', (_rule, text, max, expected) => {
    expect(parseTypedPrice(text, max)).toBe(expected)
  })

  it.each([
    [undefined, 1000],
    [500, 500],
  ])('with constant %s the control max is %d', (constant, expected) => {
    expect(sliderControlMax(constant)).toBe(expected)
  })

  it.each([
    [250, true],
    [300, true],
    [249, false],
  ])('a maximum of %d shows the +250 € label: %s', (max, expected) => {
    expect(isOpenEndedMax(max)).toBe(expected)
  })

  it.each<[Flow, string]>([
    ['booking', 'filters.price.perPersonPerNight'],
    ['gifting', 'filters.price.perPersonPerNight'],
    ['activity', 'filters.price.perPerson'],
  ])('in the %s flow the label is %s', (flow, id) => {
    expect(priceFilterLabelId(flow)).toBe(id)
  })
})
