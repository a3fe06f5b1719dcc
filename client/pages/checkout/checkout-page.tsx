import type { OrderSummary } from '../../../shared/api/order-summary'
import { ConfirmationView } from './confirmation'
import { SumUpView } from './sum-up'

/** The booking summary (its stay is in the address's hash, read in the browser) or an order's confirmation. */
export type CheckoutPageData = { view: 'sum-up' } | { view: 'confirmation'; order: OrderSummary }

/** The checkout's two pages: one page module, so the app's entry names one loader for both. */
export function CheckoutPage({ data }: { data: CheckoutPageData }) {
  return data.view === 'confirmation' ? <ConfirmationView order={data.order} /> : <SumUpView />
}
