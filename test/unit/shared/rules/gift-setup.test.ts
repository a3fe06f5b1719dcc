import { describe, expect, it } from 'vitest'
import { checkoutHref, parseCheckoutHash } from '../../../../shared/checkout/checkout-link'
import {
  defaultGiftNights,
  defaultGiftSetup,
  GIFT_SETUP,
  giftCheckoutRequest,
  giftNightsChoices,
  giftPriceSummary,
  isAvailabilityUpsellOffered,
  isPhysicalAvailable,
  parseGiftSetupHash,
  readShippingCost,
  voucherAtRate,
  writeGiftSetupHash,
  type ShippingState,
} from '../../../../shared/rules/gift-setup'

/** Voucher prices of 1, 2 and 3 nights, 20 % off a reference price. */
const PRICES = [1, 2, 3].map((nights) => ({ nights, sellPrice: 19_900 * nights, refPrice: 24_875 * nights }))
const OK_FREE: ShippingState = { status: 'ok', amount: 0 }

describe('the gift constants (product-pages §9)', () => {
  it('gives a voucher for 2 people, 1 night by default, sold for 1 to 3 nights', () => {
    expect(GIFT_SETUP).toEqual({ adults: 2, defaultNights: 1, minNights: 1, maxNights: 3 })
  })
})

describe('the nights a gift offers', () => {
  it.each([
    ['every priced length between the configured 1 and 3', { minNights: 1, maxNights: 3, giftPrices: PRICES }, [1, 2, 3]],
    ['not beyond the configured 3 nights, whatever the stay allows', { minNights: 1, maxNights: 7, giftPrices: PRICES }, [1, 2, 3]],
    ["not below the stay's minimum stay", { minNights: 2, maxNights: 7, giftPrices: PRICES }, [2, 3]],
    ["not above the stay's maximum stay", { minNights: 1, maxNights: 2, giftPrices: PRICES }, [1, 2]],
    ['only the lengths that have a voucher price', { minNights: 1, maxNights: 3, giftPrices: [PRICES[0]!, PRICES[2]!] }, [1, 3]],
    ['none when the stay has no voucher price', { minNights: 1, maxNights: 3, giftPrices: [] }, []],
  ])('%s', (_rule, offer, expected) => {
    expect(giftNightsChoices(offer)).toEqual(expected)
  })

  it.each([
    ['1 night when offered', [1, 2, 3], 1],
    ['else the shortest length offered', [2, 3], 2],
    ['none when nothing is offered', [], null],
  ])('starts with %s', (_rule, choices, expected) => {
    expect(defaultGiftNights(choices)).toBe(expected)
  })

  it('starts digital, with the default length', () => {
    expect(defaultGiftSetup([2, 3])).toEqual({ format: 'digital', nights: 2 })
    expect(defaultGiftSetup([])).toBeNull()
  })
})

describe('the physical format (product-pages §4)', () => {
  it.each([
    ['flag on, shipping cost being read', true, { status: 'pending' } as const, true],
    ['flag on, shipping cost read', true, OK_FREE, true],
    ['flag on, shipping cost call failed', true, { status: 'failed' } as const, false],
    ['flag off', false, OK_FREE, false],
  ])('%s: available %s', (_rule, flag, shipping, expected) => {
    expect(isPhysicalAvailable(flag, shipping)).toBe(expected)
  })

  it.each([
    ['a free delivery', { amount: 0, internationalFee: 0, internationalShippingFeesPerCountry: {} }, OK_FREE],
    ['a paid delivery', { amount: 490 }, { status: 'ok', amount: 490 }],
    ['an amount that is not whole cents', { amount: 4.9 }, { status: 'failed' }],
    ['a negative amount', { amount: -1 }, { status: 'failed' }],
    ['no amount', { error: 'down' }, { status: 'failed' }],
    ['not an object', 'oops', { status: 'failed' }],
  ])('reads %s from the shipping cost answer', (_rule, body, expected) => {
    expect(readShippingCost(body)).toEqual(expected)
  })
})

describe('the set-up in the address hash', () => {
  const options = { choices: [1, 2, 3], physicalAvailable: true }

  it.each([
    ['nothing: the default', '', { format: 'digital', nights: 1 }],
    ['a format and nights', '#giftFormat=physical&giftNights=2&giftAdult=2', { format: 'physical', nights: 2 }],
    ['without the leading #', 'giftNights=3', { format: 'digital', nights: 3 }],
    ['an unknown format: digital', '#giftFormat=paper', { format: 'digital', nights: 1 }],
    ['nights not offered: the default', '#giftNights=5', { format: 'digital', nights: 1 }],
    ['nights that are not a number: the default', '#giftNights=2x', { format: 'digital', nights: 1 }],
    ['other keys are ignored', '#checkin=2026-12-01&giftNights=2', { format: 'digital', nights: 2 }],
  ])('reads %s', (_rule, hash, expected) => {
    expect(parseGiftSetupHash(hash, options)).toEqual(expected)
  })

  it('reads physical as digital while the physical format cannot be chosen', () => {
    expect(parseGiftSetupHash('#giftFormat=physical', { ...options, physicalAvailable: false })).toEqual({ format: 'digital', nights: 1 })
  })

  it('reads nothing for a stay that offers no length', () => {
    expect(parseGiftSetupHash('#giftNights=1', { choices: [], physicalAvailable: true })).toBeNull()
  })

  it('writes giftFormat, giftNights and giftAdult=2, keeping the other keys', () => {
    const hash = writeGiftSetupHash('#upsell=availability&giftNights=1', { format: 'physical', nights: 3 })
    expect(Object.fromEntries(new URLSearchParams(hash))).toEqual({
      upsell: 'availability',
      giftNights: '3',
      giftFormat: 'physical',
      giftAdult: '2',
    })
    expect(parseGiftSetupHash(hash, options)).toEqual({ format: 'physical', nights: 3 })
  })
})

describe('the price summary', () => {
  it.each([
    [
      'the voucher of the chosen nights with its promo',
      { format: 'digital', nights: 2 },
      OK_FREE,
      { nights: 2, sellPrice: 39_800, refPrice: 49_750, promo: 20, shipping: null, total: 39_800 },
    ],
    [
      'a free delivery for the physical format',
      { format: 'physical', nights: 1 },
      OK_FREE,
      { nights: 1, sellPrice: 19_900, refPrice: 24_875, promo: 20, shipping: 0, total: 19_900 },
    ],
    [
      'the shipping cost added for the physical format',
      { format: 'physical', nights: 1 },
      { status: 'ok', amount: 490 },
      { nights: 1, sellPrice: 19_900, refPrice: 24_875, promo: 20, shipping: 490, total: 20_390 },
    ],
    [
      'no delivery line while the shipping cost is unknown',
      { format: 'physical', nights: 1 },
      { status: 'pending' },
      { nights: 1, sellPrice: 19_900, refPrice: 24_875, promo: 20, shipping: null, total: 19_900 },
    ],
  ] as const)('gives %s', (_rule, setup, shipping, expected) => {
    expect(giftPriceSummary(PRICES, setup, shipping)).toEqual(expected)
  })

  it('shows no reference price without a promo', () => {
    const summary = giftPriceSummary([{ nights: 1, sellPrice: 15_000, refPrice: 15_000 }], { format: 'digital', nights: 1 }, OK_FREE)
    expect(summary).toMatchObject({ refPrice: null, promo: 0 })
  })

  it('has none for a length without a voucher price', () => {
    expect(giftPriceSummary(PRICES.slice(0, 1), { format: 'digital', nights: 2 }, OK_FREE)).toBeNull()
  })
})

describe('the checkout start (gifting)', () => {
  it("hands the booking summary the stay, the format, the nights and 2 adults in the summary's hash", () => {
    const request = giftCheckoutRequest(100_001, { format: 'physical', nights: 2 })
    const href = checkoutHref({ pathPrefix: '/fr-fr' }, request)
    expect(href).toBe('/fr-fr/checkout/sum-up#id=100001&gift=1&giftFormat=physical&giftNights=2&giftAdult=2')
    expect(parseCheckoutHash(href.split('#')[1]!)).toEqual(request)
  })
})

describe('the gift rates: the availability upsell and customer care buckets (product-pages §4, §5, §9)', () => {
  const rates = (nights: number) => [
    { bucket: 1 as const, sellPrice: 19_900 * nights, refPrice: 24_875 * nights },
    { bucket: 2 as const, sellPrice: 23_900 * nights, refPrice: 23_900 * nights },
    { bucket: 3 as const, sellPrice: 26_900 * nights, refPrice: 26_900 * nights },
  ]
  const PRICED = [1, 2].map((nights) => ({
    ...PRICES[nights - 1]!,
    sellPrices: rates(nights),
    upsellAvailabilityPrice: 23_900 * nights,
    extraUpsellAvailabilityAmount: 4_000 * nights,
  }))
  const choices = [1, 2]

  it('offers the availability upsell for a 1-night gift that has the next rate only', () => {
    expect(isAvailabilityUpsellOffered(PRICED, 1)).toBe(true)
    expect(isAvailabilityUpsellOffered(PRICED, 2)).toBe(false)
    expect(isAvailabilityUpsellOffered([{ ...PRICED[0]!, extraUpsellAvailabilityAmount: null }], 1)).toBe(false)
  })

  it.each([
    ['the upsell ticked, 1 night', '#giftNights=1&upsell=availability', 'upsell', { format: 'digital', nights: 1, bucket: 2 }],
    ['the upsell not ticked', '#giftNights=1&upsell=none', 'upsell', { format: 'digital', nights: 1 }],
    ['the upsell for 2 nights: not offered', '#giftNights=2&upsell=availability', 'upsell', { format: 'digital', nights: 2 }],
    ['the upsell without the experiment', '#giftNights=1&upsell=availability', 'standard', { format: 'digital', nights: 1 }],
    ["customer care's third rate, 2 nights", '#giftNights=2&bucket=3', 'all', { format: 'digital', nights: 2, bucket: 3 }],
    ["customer care's unknown rate", '#bucket=9', 'all', { format: 'digital', nights: 1 }],
    ['a bucket where only the upsell is offered', '#giftNights=1&bucket=3', 'upsell', { format: 'digital', nights: 1 }],
  ] as const)('reads %s from the hash', (_rule, hash, rateMode, expected) => {
    expect(parseGiftSetupHash(hash, { choices, physicalAvailable: true, rates: rateMode })).toEqual(expected)
  })

  it('writes the upsell for visitors and the bucket for customer care, each read back the same', () => {
    const upsell = writeGiftSetupHash('#a=1', { format: 'digital', nights: 1, bucket: 2 }, 'upsell')
    expect(upsell).toBe('a=1&giftFormat=digital&giftNights=1&giftAdult=2&upsell=availability')
    expect(writeGiftSetupHash(upsell, { format: 'digital', nights: 1 }, 'upsell')).toBe(
      'a=1&giftFormat=digital&giftNights=1&giftAdult=2&upsell=none',
    )
    const care = writeGiftSetupHash('', { format: 'physical', nights: 2, bucket: 3 }, 'all')
    expect(care).toBe('giftFormat=physical&giftNights=2&giftAdult=2&bucket=3')
    expect(parseGiftSetupHash(care, { choices, physicalAvailable: true, rates: 'all' })).toEqual({
      format: 'physical',
      nights: 2,
      bucket: 3,
    })
  })

  it('reads the voucher of a length at a rate, the standard one by default', () => {
    expect(voucherAtRate(PRICED, 2)).toMatchObject({ sellPrice: 39_800 })
    expect(voucherAtRate(PRICED, 2, 3)).toEqual({ bucket: 3, sellPrice: 53_800, refPrice: 53_800 })
    expect(voucherAtRate(PRICES, 1, 2)).toBeUndefined()
    expect(voucherAtRate(PRICED, 3)).toBeUndefined()
  })

  it('prices the summary at the chosen rate, and has none for a rate the voucher lacks', () => {
    expect(giftPriceSummary(PRICED, { format: 'digital', nights: 1, bucket: 2 }, OK_FREE)).toMatchObject({
      sellPrice: 23_900,
      total: 23_900,
    })
    expect(giftPriceSummary(PRICED, { format: 'digital', nights: 2, bucket: 3 }, OK_FREE)).toMatchObject({ sellPrice: 53_800 })
    expect(giftPriceSummary(PRICES, { format: 'digital', nights: 1, bucket: 2 }, OK_FREE)).toBeNull()
  })

  it('hands the rate to the booking summary, which reads it back', () => {
    const request = giftCheckoutRequest(100_001, { format: 'digital', nights: 1, bucket: 2 })
    const href = checkoutHref({ pathPrefix: '/fr-fr' }, request)
    expect(href).toBe('/fr-fr/checkout/sum-up#id=100001&gift=1&giftFormat=digital&giftNights=1&giftAdult=2&bucket=2')
    expect(parseCheckoutHash(href.split('#')[1]!)).toEqual(request)
    expect(giftCheckoutRequest(100_001, { format: 'digital', nights: 1, bucket: 1 })).not.toHaveProperty('bucket')
  })
})
