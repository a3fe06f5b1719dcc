import { describe, expect, it } from 'vitest'
import { call, json, postJson, type ErrorJson } from './app'

describe('GET /api/facets.json price range', () => {
  it.each([
    [
      'an inverted single-voucher range in gifting',
      'flow=gifting&singleVoucherPriceMin=500&singleVoucherPriceMax=100',
      'singleVoucherPriceMin',
      'singleVoucherPriceMin must not exceed singleVoucherPriceMax',
    ],
    [
      'an inverted single-voucher range in booking',
      'singleVoucherPriceMin=500&singleVoucherPriceMax=100',
      'singleVoucherPriceMin',
      'singleVoucherPriceMin must not exceed singleVoucherPriceMax',
    ],
    [
      'a gifting range inverted across the pairs (single-voucher minimum, price maximum)',
      'flow=gifting&singleVoucherPriceMin=500&priceMax=100',
      'singleVoucherPriceMin',
      'singleVoucherPriceMin must not exceed priceMax',
    ],
    [
      'a gifting range inverted across the pairs (price minimum, single-voucher maximum)',
      'flow=gifting&priceMin=500&singleVoucherPriceMax=100',
      'priceMin',
      'priceMin must not exceed singleVoucherPriceMax',
    ],
    ['an inverted price range', 'priceMin=500&priceMax=100', 'priceMin', 'priceMin must not exceed priceMax'],
  ])('answers %s with a 400 naming the minimum', async (_case, qs, field, message) => {
    const res = await call(`/api/facets.json?locale=fr_FR&${qs}`)
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error).toEqual({ code: 'INVALID_INPUT', message, field })
  })

  it.each([
    ['a single-voucher range in gifting', 'flow=gifting&singleVoucherPriceMin=100&singleVoucherPriceMax=500'],
    ['equal single-voucher bounds', 'flow=gifting&singleVoucherPriceMin=200&singleVoucherPriceMax=200'],
    ['a single-voucher minimum alone', 'flow=gifting&singleVoucherPriceMin=500'],
  ])('accepts %s', async (_case, qs) => {
    const res = await call(`/api/facets.json?locale=fr_FR&${qs}`)
    expect(res.status).toBe(200)
  })
})

describe('POST /api/offers.json price range', () => {
  it('answers an inverted gift price range with a 400 naming filters.priceMin', async () => {
    const res = await postJson('/api/offers.json', {
      locale: 'fr_FR',
      flow: 'gifting',
      type: 'gift',
      filters: { priceMin: 500, priceMax: 100 },
    })
    expect(res.status).toBe(400)
    expect((await json<ErrorJson>(res)).error).toEqual({
      code: 'INVALID_INPUT',
      message: 'priceMin must not exceed priceMax',
      field: 'filters.priceMin',
    })
  })
})
