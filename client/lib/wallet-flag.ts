import type { Wallet } from '../pages/checkout/test-wallet'
import { readLocal, writeLocal } from './local-storage'

/** Local storage key of the wallet last chosen at a checkout (product-pages.md §8 "Apple Pay or Google Pay shows depending on a stored flag"). */
const WALLET_KEY = 'wallet'

/** The wallet to offer: the stored one, else Apple Pay on Apple's devices and Google Pay elsewhere. */
export function storedWallet(): Wallet {
  const stored = readLocal(WALLET_KEY)
  if (stored === 'apple_pay' || stored === 'google_pay') return stored
  return /iPhone|iPad|Macintosh/.test(navigator.userAgent) ? 'apple_pay' : 'google_pay'
}

/** Remembers the wallet chosen at a checkout, for the stay page's wallet button (a blocked storage: the device's wallet). */
export function storeWallet(wallet: Wallet): void {
  writeLocal(WALLET_KEY, wallet)
}
