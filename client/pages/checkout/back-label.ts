import type { CheckoutRequest } from '../../../shared/checkout/checkout-link'

/** The words of the link back to what the summary sells: the activity, the box, the gift card or the stay. */
export function backLabel(kind: CheckoutRequest['kind']): string {
  if (kind === 'activity') return 'checkout.backToActivity'
  if (kind === 'box') return 'checkout.backToBox'
  return kind === 'giftcard' ? 'checkout.backToGiftcard' : 'checkout.backToStay'
}
