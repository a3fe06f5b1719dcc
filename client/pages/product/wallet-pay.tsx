import { useLingui } from '@lingui/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { BookingCheckout, GiftCheckout } from '../../../shared/checkout/checkout-link'
import { track } from '../../lib/data-layer'
import { setHashFlag } from '../../lib/hash-flag'
import { storedWallet } from '../../lib/wallet-flag'
import type { Wallet } from '../checkout/test-wallet'

// The wallet checkout's code (the checkout's form and sheet) loads when the button is first pressed.
const ExpressCheckout = lazy(() => import('./express-checkout').then((m) => ({ default: m.ExpressCheckout })))

type Props = {
  /** The panel's check (Book's): the request once nothing is missing, else null (the panel shows what is). */
  request: () => BookingCheckout | GiftCheckout | null
}

/**
 * The stay page's wallet button (product-pages.md §8 "Wallet checkout"): Apple Pay or Google Pay
 * as the stored flag says, shown once the browser can tell. It opens the wallet checkout only when
 * the panel's check passes, after taking the last failure's error flag out of the hash.
 */
export function WalletPay({ request }: Props) {
  const { _, i18n } = useLingui()
  const [wallet, setWallet] = useState<Wallet | null>(null)
  const [open, setOpen] = useState<BookingCheckout | GiftCheckout | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const shown = storedWallet()
    setWallet(shown)
    track('displayWallet', { wallet: shown })
  }, [])
  if (!wallet) return null
  const pay = () => {
    track('clickPayWalletCTA', { wallet })
    setHashFlag('error', false)
    const next = request()
    if (next) setOpen(next)
  }
  return (
    <div className="wallet-pay">
      <p className="wallet-pay__or">{_('checkout.express.or')}</p>
      <button
        ref={button}
        type="button"
        className={`wallet-pay__button wallet-pay__button--${wallet}`}
        aria-haspopup="dialog"
        onClick={pay}
      >
        {i18n._('checkout.express.pay', { wallet: _(`checkout.wallet.${wallet}`) })}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ExpressCheckout request={open} wallet={wallet} opener={button} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  )
}
