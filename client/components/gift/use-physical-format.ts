import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { isPhysicalAvailable, readShippingCost, type ShippingState } from '../../../shared/rules/gift-setup'
import { useSite } from '../../app/site-context'
import { formatPrice } from '../../lib/format'

/** What is posted: a stay's gift voucher or a gift card. */
type PostedProduct = 'SINGLEVOUCHER' | 'GIFTCARD'

/** GET /gateway/purchase/shipping-cost of a posted gift; any failure disables the physical format. */
async function fetchShippingCost(locale: string, productType: PostedProduct): Promise<ShippingState> {
  const query = new URLSearchParams({ locale, productType })
  try {
    const response = await fetch(`/gateway/purchase/shipping-cost?${query.toString()}`, { headers: { accept: 'application/json' } })
    return response.ok ? readShippingCost(await response.json()) : { status: 'failed' }
  } catch {
    return { status: 'failed' }
  }
}

/**
 * The physical format of a gift (product-pages.md §4): its shipping cost, read once hydrated while
 * the physical-voucher flag is on; whether it can be chosen (the flag on and the cost readable);
 * and its card's text, with the cost once known.
 */
export function usePhysicalFormat(productType: PostedProduct): { shipping: ShippingState; available: boolean; text: string } {
  const { _, i18n } = useLingui()
  const { site, flags } = useSite()
  const [shipping, setShipping] = useState<ShippingState>({ status: 'pending' })
  useEffect(() => {
    if (!flags.physicalVoucher) return
    let live = true
    void fetchShippingCost(site.id, productType).then((state) => live && setShipping(state))
    return () => {
      live = false
    }
  }, [site.id, flags.physicalVoucher, productType])
  const text =
    shipping.status !== 'ok'
      ? _('giftSetup.format.physical.text')
      : shipping.amount > 0
        ? i18n._('giftSetup.format.physical.cost', { amount: formatPrice(shipping.amount, site.bcp47, true) })
        : _('giftSetup.format.physical.free')
  return { shipping, available: isPhysicalAvailable(flags.physicalVoucher, shipping), text }
}
