import { Hono } from 'hono'
import { GiftCardApplyRequestSchema, type GiftCardApplyResponse } from '../../../shared/api/gift-card'
import { withGiftCard } from '../../../shared/rules/gift-card-spend'
import type { AppEnv } from '../../env'
import { usableGiftCard } from '../../checkout/gift-card'
import { sizeLimit } from '../../middleware/size-limit'
import { vJson } from '../../validate'

/** Largest apply body: a locale, a code, an amount and a word. */
const APPLY_BODY_MAX = 2 * 1024

/**
 * The checkout's gift card field ({frontGateway}/purchase/gift-cards/apply): a card's code for the
 * amount due answers what the card holds and pays of it, and what is left to pay. Nothing is taken
 * yet: the card pays when the order is confirmed.
 */
export const giftCards = new Hono<AppEnv>().post(
  '/purchase/gift-cards/apply',
  sizeLimit(APPLY_BODY_MAX),
  vJson(GiftCardApplyRequestSchema),
  async (c) => {
    const { code, amountDue, purchase } = c.req.valid('json')
    const card = await usableGiftCard(c, code, purchase)
    const { covered, toPay } = withGiftCard(amountDue, card.balance)
    const body: GiftCardApplyResponse = { code: card.code, balance: card.balance, covered, toPay, validUntil: card.validUntil }
    c.header('Cache-Control', 'private, no-store')
    return c.json(body)
  },
)
