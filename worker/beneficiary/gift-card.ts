import { GIFTCARD_VALIDITY_MONTHS } from '../../shared/rules/giftcard'
import { giftCardBalance } from '../../shared/rules/gift-card-spend'
import { voucherValidUntil } from '../../shared/rules/gift-voucher'
import { giftCardUses, type GiftCardUse } from '../data/gift-cards'
import type { Voucher } from '../data/vouchers'

/** A paid gift card: what it was worth, what is left on it, until when, and its uses so far. */
export interface GiftCard {
  giftOrderId: number
  code: string
  value: number
  balance: number
  validUntil: string
  uses: GiftCardUse[]
}

/** The card a voucher is, with its uses; null for the voucher of a gift stay, a box or an activity. */
export async function readGiftCard(db: D1Database, voucher: Voucher): Promise<GiftCard | null> {
  if (voucher.productType !== 'GIFTCARD') return null
  const uses = await giftCardUses(db, voucher.orderId)
  // A card is no catalogue product: its amount in cents names it (the balances view of 0005 reads it so too).
  const value = Number(voucher.productId)
  // Cards paid before validity dates were written count from the day they were paid.
  const validUntil = voucher.validUntil ?? voucherValidUntil(voucher.paidAt.slice(0, 10), GIFTCARD_VALIDITY_MONTHS)
  return { giftOrderId: voucher.orderId, code: voucher.code, value, balance: giftCardBalance(value, uses), validUntil, uses }
}
