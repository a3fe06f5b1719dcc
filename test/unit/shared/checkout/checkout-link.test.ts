import { describe, expect, it } from 'vitest'
import {
  checkoutHash,
  checkoutHref,
  checkoutSearch,
  parseCheckoutAddress,
  parseCheckoutHash,
  type CheckoutRequest,
} from '../../../../shared/checkout/checkout-link'

const site = { pathPrefix: '/fr-fr' }

const booking: CheckoutRequest = {
  kind: 'booking',
  id: 1234,
  a: 2,
  c: 1,
  b: 0,
  checkin: '2026-12-12',
  nights: 2,
  activityDates: [{ activityId: 7, date: '2026-12-13' }],
  cancellation: 'INSURANCE',
}
const fromMinisite: CheckoutRequest = { ...booking, activityDates: [], cancellation: 'FLEXIBLE', minisite: 101 }
const gift: CheckoutRequest = { kind: 'gift', id: 1234, giftFormat: 'physical', giftNights: 2, giftAdults: 2 }
const activityGift: CheckoutRequest = { kind: 'activity', id: 500003, a: 3, ownUse: false }
const activityOwn: CheckoutRequest = { kind: 'activity', id: 500003, a: 1, ownUse: true }
const boxPhysical: CheckoutRequest = { kind: 'box', code: 'GASTRONOMY-EBOX', giftFormat: 'physical' }
const boxDigital: CheckoutRequest = { kind: 'box', code: 'WELLNESS_2-EBOX', giftFormat: 'digital' }
const giftcardPosted: CheckoutRequest = { kind: 'giftcard', amount: 15_000, giftFormat: 'physical' }
const giftcardDigital: CheckoutRequest = { kind: 'giftcard', amount: 7_500, giftFormat: 'digital' }

/** The summary's address split as the browser's location splits it. */
function locationOf(href: string): { search: string; hash: string } {
  const url = new URL(href, 'https://wanderweek.test')
  return { search: url.search, hash: url.hash }
}

describe('the booking summary’s address', () => {
  it.each([booking, fromMinisite, gift, activityGift, activityOwn, boxPhysical, boxDigital, giftcardPosted, giftcardDigital])(
    'reads back what it was written with ($kind)',
    (request) => {
      const { search, hash } = locationOf(checkoutHref(site, request))
      expect(parseCheckoutAddress(search, hash)).toEqual(request)
    },
  )

  it.each<[string, CheckoutRequest, string, string]>([
    [
      'a stay',
      booking,
      '',
      'id=1234&offerId=1234&a=2&c=1&b=0&checkin=2026-12-12&night=2&activityDates=7%3A2026-12-13&cancellation=INSURANCE',
    ],
    ['a gift stay', gift, '', 'id=1234&gift=1&giftFormat=physical&giftNights=2&giftAdult=2'],
    ['an activity offered', activityGift, '?flow=activity', 'id=500003&a=3'],
    ['an activity for oneself', activityOwn, '?flow=activity&customType=OWN_USE', 'id=500003&a=1'],
  ])('writes %s as the spec names its fields', (_case, request, search, hash) => {
    expect(checkoutSearch(request)).toBe(search)
    expect(checkoutHash(request)).toBe(hash)
    expect(checkoutHref(site, request)).toBe(`/fr-fr/checkout/sum-up${search}#${hash}`)
  })

  it.each<[string, CheckoutRequest, string]>([
    ['a physical box', boxPhysical, '?flow=box&giftFormat=physical&code=GASTRONOMY-EBOX'],
    ['a digital box', boxDigital, '?flow=box&giftFormat=digital&code=WELLNESS_2-EBOX'],
  ])('writes %s in the search alone (flow=box, giftFormat and code)', (_case, request, search) => {
    expect(checkoutSearch(request)).toBe(search)
    expect(checkoutHash(request)).toBe('')
    expect(checkoutHref(site, request)).toBe(`/fr-fr/checkout/sum-up${search}`)
  })

  it.each<[string, string, CheckoutRequest | null]>([
    ['digital by default', '?flow=box&code=ABC-EBOX', { kind: 'box', code: 'ABC-EBOX', giftFormat: 'digital' }],
    [
      'its search, whatever the hash',
      'flow=box&giftFormat=physical&code=ABC-EBOX',
      { kind: 'box', code: 'ABC-EBOX', giftFormat: 'physical' },
    ],
    ['no code', '?flow=box&giftFormat=digital', null],
    ['a code that is no box code', '?flow=box&giftFormat=digital&code=abc%20box', null],
    ['an unknown format', '?flow=box&giftFormat=paper&code=ABC-EBOX', null],
  ])('reads a box with %s', (_case, search, expected) => {
    expect(parseCheckoutAddress(search, '#id=12&a=2')).toEqual(expected)
  })

  it.each<[string, CheckoutRequest, string]>([
    ['a posted gift card', giftcardPosted, '?flow=giftcard&amount=150&giftFormat=physical'],
    ['an e-card', giftcardDigital, '?flow=giftcard&amount=75&giftFormat=digital'],
  ])('writes %s in the search alone (flow=giftcard, the amount in euros and giftFormat)', (_case, request, search) => {
    expect(checkoutSearch(request)).toBe(search)
    expect(checkoutHash(request)).toBe('')
    expect(checkoutHref(site, request)).toBe(`/fr-fr/checkout/sum-up${search}`)
  })

  it.each<[string, string, CheckoutRequest | null]>([
    ['digital by default', '?flow=giftcard&amount=50', { kind: 'giftcard', amount: 5_000, giftFormat: 'digital' }],
    ['the smallest amount', '?flow=giftcard&amount=20&giftFormat=physical', { kind: 'giftcard', amount: 2_000, giftFormat: 'physical' }],
    ['the largest amount', 'flow=giftcard&amount=1000', { kind: 'giftcard', amount: 100_000, giftFormat: 'digital' }],
    ['no amount', '?flow=giftcard&giftFormat=digital', null],
    ['an amount under the minimum', '?flow=giftcard&amount=19', null],
    ['an amount over the maximum', '?flow=giftcard&amount=1001', null],
    ['an amount with cents', '?flow=giftcard&amount=50.5', null],
    ['an amount that is no number', '?flow=giftcard&amount=cent', null],
    ['an unknown format', '?flow=giftcard&amount=50&giftFormat=paper', null],
  ])('reads a gift card with %s', (_case, search, expected) => {
    expect(parseCheckoutAddress(search, '#id=12&a=2')).toEqual(expected)
  })

  it('reads stays and gift stays as before, whatever the search holds besides the activity flow', () => {
    for (const request of [booking, gift]) {
      const hash = `#${checkoutHash(request)}`
      expect(parseCheckoutHash(hash)).toEqual(request)
      expect(parseCheckoutAddress('', hash)).toEqual(request)
      expect(parseCheckoutAddress('?utm_source=mail', hash)).toEqual(request)
    }
    // A stay's hash cut short stays incomplete: it does not become an activity.
    expect(parseCheckoutAddress('', '#id=12&a=2')).toBeNull()
    expect(parseCheckoutAddress('', '#id=12&checkin=tomorrow')).toBeNull()
  })

  it.each<[string, string, string, CheckoutRequest | null]>([
    ['two participants by default', '?flow=activity', '#id=9', { kind: 'activity', id: 9, a: 2, ownUse: false }],
    ['own use from customType=OWN_USE', 'flow=activity&customType=OWN_USE', 'id=9&a=4', { kind: 'activity', id: 9, a: 4, ownUse: true }],
    ['no id', '?flow=activity', '#a=2', null],
    ['a zero id', '?flow=activity', '#id=0&a=2', null],
    ['no participant', '?flow=activity', '#id=9&a=0', null],
    ['more than 20 participants', '?flow=activity', '#id=9&a=21', null],
    ['participants that are no number', '?flow=activity', '#id=9&a=two', null],
    ['an unknown customType', '?flow=activity&customType=GIFTCARD', '#id=9&a=2', null],
  ])('reads an activity with %s', (_case, search, hash, expected) => {
    expect(parseCheckoutAddress(search, hash)).toEqual(expected)
  })
})

describe('a booking from a partner minisite', () => {
  it('keeps the minisite in the summary’s hash', () => {
    expect(checkoutHash(fromMinisite)).toContain('minisite=101')
    expect(parseCheckoutHash(checkoutHash(fromMinisite))).toEqual(fromMinisite)
  })
  it('reads a minisite that is no id as none', () => {
    for (const value of ['0', '-3', 'abc', '1e3', '']) {
      expect(parseCheckoutHash(`${checkoutHash(booking)}&minisite=${value}`)).toEqual(booking)
    }
  })
})
