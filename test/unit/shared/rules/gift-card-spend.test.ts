import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { GiftCardApplyRequestSchema, GiftCardPaymentItemSchema } from '../../../../shared/api/gift-card'
import { maskGiftCode } from '../../../../shared/api/order-summary'
import {
  acceptsGiftCard,
  giftCardBalance,
  giftCardCover,
  giftCardRefusal,
  withGiftCard,
  type Purchase,
} from '../../../../shared/rules/gift-card-spend'

describe('a gift card’s balance: its value less its uses, never below 0', () => {
  it.each([
    [15_000, [], 15_000],
    [15_000, [4_000], 11_000],
    [15_000, [4_000, 11_000], 0],
    [2_000, [1_500, 1_000], 0],
  ])('a card of %i with uses %j holds %i', (value, uses, balance) => {
    expect(
      giftCardBalance(
        value,
        uses.map((amount) => ({ amount })),
      ),
    ).toBe(balance)
  })
})

describe('what a card pays of an amount due: its balance, at most the whole amount', () => {
  it.each([
    // balance, due, covered, left to pay
    [5_000, 3_000, 3_000, 0],
    [5_000, 5_000, 5_000, 0],
    [5_000, 12_345, 5_000, 7_345],
    [0, 12_345, 0, 12_345],
    [5_000, 0, 0, 0],
  ])('a balance of %i on %i pays %i and leaves %i', (balance, due, covered, toPay) => {
    expect(giftCardCover(balance, due)).toBe(covered)
    expect(withGiftCard(due, balance)).toEqual({ covered, toPay })
  })
})

describe('when a card cannot pay', () => {
  it.each([
    [{ balance: 5_000, validUntil: '2027-06-30' }, '2027-06-30', null],
    [{ balance: 5_000, validUntil: '2027-06-30' }, '2027-07-01', 'expired'],
    [{ balance: 0, validUntil: '2027-06-30' }, '2027-01-01', 'usedUp'],
    [{ balance: 0, validUntil: '2027-06-30' }, '2027-07-01', 'expired'],
  ] as const)('%j on %s: %s', (card, today, refusal) => {
    expect(giftCardRefusal(card, today)).toBe(refusal)
  })

  it.each([
    ['booking', true],
    ['gift', true],
    ['activity', true],
    ['box', true],
    ['giftcard', false],
  ] as const)('a card pays for a %s: %s', (purchase: Purchase, accepted) => {
    expect(acceptsGiftCard(purchase)).toBe(accepted)
  })
})

describe('the card’s code in the checkout’s calls', () => {
  it('is read as printed whatever the case, spaces, dashes and look-alike letters', () => {
    const parsed = v.parse(GiftCardPaymentItemSchema, { code: ' 7kq2 m9xd 4tbh ', amount: 100 })
    expect(parsed.code).toBe('7KQ2-M9XD-4TBH')
    expect(v.parse(GiftCardPaymentItemSchema, { code: 'O1L2-M9XD-4TBH', amount: 1 }).code).toBe('0112-M9XD-4TBH')
  })

  it.each([
    [{ code: '7KQ2-M9XD', amount: 100 }, 'code'],
    [{ code: '7KQ2-M9XD-4TBH', amount: 0 }, 'amount'],
    [{ code: '7KQ2-M9XD-4TBH', amount: 1.5 }, 'amount'],
  ])('refuses %j naming %s', (item, field) => {
    const result = v.safeParse(GiftCardPaymentItemSchema, item)
    expect(result.success).toBe(false)
    expect(result.issues?.[0]?.path?.[0]?.key).toBe(field)
  })

  it('asks for an amount due and what the order is', () => {
    expect(v.is(GiftCardApplyRequestSchema, { locale: 'fr_FR', code: '7KQ2-M9XD-4TBH', amountDue: 100, purchase: 'box' })).toBe(true)
    expect(v.is(GiftCardApplyRequestSchema, { locale: 'fr_FR', code: '7KQ2-M9XD-4TBH', amountDue: 100, purchase: 'hotel' })).toBe(false)
  })

  it('is hidden on the confirmation but for its last four symbols', () => {
    expect(maskGiftCode('7KQ2-M9XD-4TBH')).toBe('••••-••••-4TBH')
  })
})
