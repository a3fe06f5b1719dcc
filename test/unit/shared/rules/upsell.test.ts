import { describe, expect, it } from 'vitest'
import { UPSELL_NAVIGATION_DELAY_MS, upsellHref, upsellName, upsellPrice, upsellsShown } from '../../../../shared/rules/upsell'

const upsell = {
  priceDifference: 3_700,
  priceDifferencePerLos: [
    { nights: 1, amount: 3_700 },
    { nights: 2, amount: 7_400 },
  ],
  giftPriceDifference: 4_200,
}

describe('upsells (product-pages §2, §4 "Upsell add/remove")', () => {
  it('go to the other offer half a second after the message', () => {
    expect(UPSELL_NAVIGATION_DELAY_MS).toBe(500)
  })

  it.each([
    { flow: 'booking', giftNights: null, shown: true },
    { flow: 'booking', giftNights: 2, shown: true },
    { flow: 'gifting', giftNights: 1, shown: true },
    { flow: 'gifting', giftNights: 2, shown: false },
    { flow: 'gifting', giftNights: null, shown: false },
  ] as const)('show in $flow with giftNights $giftNights: $shown', ({ flow, giftNights, shown }) => {
    expect(upsellsShown(flow, giftNights)).toBe(shown)
  })

  it.each([
    { name: 'per night without dates', flow: 'booking', nights: null, want: { amount: 3_700, nights: null } },
    { name: 'over the chosen nights', flow: 'booking', nights: 2, want: { amount: 7_400, nights: 2 } },
    { name: "the gift voucher's difference when gifting", flow: 'gifting', nights: 1, want: { amount: 4_200, nights: 1 } },
  ] as const)('price the change $name', ({ flow, nights, want }) => {
    expect(upsellPrice(upsell, flow, nights)).toEqual(want)
  })

  it('are not offered for a length the other offer is not sold for, or as a gift it is not sold as', () => {
    expect(upsellPrice(upsell, 'booking', 3)).toBeNull()
    expect(upsellPrice({ ...upsell, giftPriceDifference: null }, 'gifting', 1)).toBeNull()
  })

  it("keep the flow, dates and party, and drop this offer's activity days", () => {
    expect(upsellHref('/fr-fr/sejour/spa-12', '?flow=booking', '#checkin=2026-12-11&nights=2&a=3&activityDates=8%3A2026-12-11')).toBe(
      '/fr-fr/sejour/spa-12?flow=booking#checkin=2026-12-11&nights=2&a=3',
    )
    expect(upsellHref('/fr-fr/sejour/spa-12', '', '#activityDates=8%3A2026-12-11')).toBe('/fr-fr/sejour/spa-12')
    expect(upsellHref('/fr-fr/sejour/spa-12', '', '')).toBe('/fr-fr/sejour/spa-12')
  })

  it('are named by their lines', () => {
    const lines = [
      { type: 'DINNER', activityId: null, quantity: 1, title: 'Dîner gastronomique' },
      { type: 'ACTIVITY', activityId: 8, quantity: 1, title: 'Massage' },
    ] as const
    expect(upsellName({ programLines: [...lines] }, ' + ')).toBe('Dîner gastronomique + Massage')
  })
})
