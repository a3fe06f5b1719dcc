import type { Context } from 'hono'
import type { GiftSpace } from '../../shared/api/beneficiary'
import { orderReference } from '../../shared/api/order-summary'
import type { SiteId } from '../../shared/sites'
import type { AppEnv } from '../env'
import { getCatalog } from '../data/get-catalog'
import type { GiftCardUse } from '../data/gift-cards'
import { logError } from '../log'

type CardUse = NonNullable<GiftSpace['card']>['uses'][number]

/** What an order a card paid for was: a dated stay, a gift stay, an activity or a box. */
function whatOf(use: GiftCardUse): CardUse['what'] {
  if (use.order.productType === 'ACTIVITY') return 'activity'
  if (use.order.productType === 'BOX') return 'box'
  return use.order.flow === 'gifting' ? 'gift' : 'booking'
}

/** The name of what a use paid for, in `locale`; '' when the catalogue cannot say any more. */
async function labelOf(c: Context<AppEnv>, use: GiftCardUse, locale: SiteId): Promise<string> {
  const catalog = getCatalog(c)
  const id = Number(use.order.productId)
  try {
    if (use.order.productType === 'BOX') return (await catalog.getBox(use.order.productId, locale))?.title ?? ''
    if (use.order.productType === 'ACTIVITY') return (await catalog.getActivityOnlyDetail(id, locale))?.label ?? ''
    return (await catalog.getStayDetail(id, { locale }))?.label ?? ''
  } catch (error) {
    logError(c, 'beneficiary.gift.cardUse', error)
    return ''
  }
}

/** A card's uses as its recipient's page lists them: when, which order, what it was, how much the card paid. */
export function describeCardUses(c: Context<AppEnv>, uses: readonly GiftCardUse[], locale: SiteId): Promise<CardUse[]> {
  return Promise.all(
    uses.map(async (use): Promise<CardUse> => ({
      date: use.createdAt.slice(0, 10),
      reference: orderReference(use.order.id),
      what: whatOf(use),
      label: await labelOf(c, use, locale),
      checkinDate: use.order.checkinDate,
      checkoutDate: use.order.checkoutDate,
      amount: use.amount,
    })),
  )
}
