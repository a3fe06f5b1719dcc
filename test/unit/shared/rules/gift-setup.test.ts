import { describe, expect, it } from 'vitest'
import { checkoutHref, parseCheckoutHash } from '../../../../shared/checkout/checkout-link'
import {
  defaultGiftNights,
  defaultGiftSetup,
  GIFT_SETUP,
  giftCheckoutRequest,
  giftNightsChoices,
  giftPriceSummary,
  isPhysicalAvailable,
  parseGiftSetupHash,
  readShippingCost,
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
