import { useLingui } from '@lingui/react'
import { isPayLaterOfferShown } from '../../../shared/rules/instalments'
import { useSite } from '../../app/site-context'
import { formatPrice } from '../../lib/format'

/**
 * The pay-later '3X' banner (product-pages.md §2 "Instalment messaging", §9): the price in three
 * monthly payments, on the Spanish and Italian sites for 30 to 2,000 €, for visitors in the
 * pay-later experiment (flag payLater).
 */
export function PayLaterBanner({ amount }: { amount: number }) {
  const { i18n, _ } = useLingui()
  const { site, flags } = useSite()
  if (!isPayLaterOfferShown(site, amount, flags.payLater)) return null
  const monthly = Math.ceil(amount / 3)
  return (
    <p className="pay-later">
      <strong className="pay-later__badge">3X</strong>
      <span>
        {i18n._('payLater.banner', { amount: formatPrice(monthly, site.bcp47, monthly % 100 !== 0) })}{' '}
        <span className="pay-later__terms">{_('payLater.terms')}</span>
      </span>
    </p>
  )
}
