import type { Wallet } from '../pages/checkout/test-wallet'

/** Local storage key of the wallet last chosen at a checkout (product-pages.md §8 "Apple Pay or Google Pay shows depending on a stored flag"). */
const WALLET_KEY = 'wallet'

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The wallet to offer: the stored one, else Apple Pay on Apple's devices and Google Pay elsewhere. */
export function storedWallet(): Wallet {
  let stored: string | null
  try {
    stored = storage()?.getItem(WALLET_KEY) ?? null
  } catch {
    stored = null
  }
  if (stored === 'apple_pay' || stored === 'google_pay') return stored
  return /iPhone|iPad|Macintosh/.test(navigator.userAgent) ? 'apple_pay' : 'google_pay'
}

/** Remembers the wallet chosen at a checkout, for the stay page's wallet button. */
export function storeWallet(wallet: Wallet): void {
  try {
    storage()?.setItem(WALLET_KEY, wallet)
  } catch {
    // A full or blocked storage: the button falls back to the device's wallet.
  }
}
