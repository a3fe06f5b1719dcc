import { parseKeptBuyer, type BuyerValues } from '../../shared/rules/checkout'

// The tab's session storage: the details go with the tab, and never to another visitor of the device.
const KEPT_BUYER_KEY = 'checkoutBuyer'

/** The buyer's details kept in this tab, or null. */
export function readKeptBuyer(country: string): BuyerValues | null {
  try {
    return parseKeptBuyer(window.sessionStorage.getItem(KEPT_BUYER_KEY), country)
  } catch {
    return null
  }
}

/** Keeps the buyer's details for this tab, or (with null) forgets them. */
export function keepBuyer(values: BuyerValues | null): void {
  try {
    if (values === null) window.sessionStorage.removeItem(KEPT_BUYER_KEY)
    else window.sessionStorage.setItem(KEPT_BUYER_KEY, JSON.stringify(values))
  } catch {
    // A blocked storage: the summary starts empty, as it would without the wallet modal.
  }
}
