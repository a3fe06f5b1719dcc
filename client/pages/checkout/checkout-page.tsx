import type { OrderSummary } from '../../../shared/api/order-summary'
import type { LookupErrors, LookupValues } from '../../../shared/rules/booking-lookup'
import { ConfirmationView } from './confirmation'
import { LookupView } from './lookup'
import { SumUpView } from './sum-up'

/** Why a lookup found nothing: no paid booking with that number and address, or too many tries. */
export type LookupOutcome = 'notFound' | 'tooMany' | null

/**
 * The booking summary (its stay is in the address's hash, read in the browser; the code of the gift
 * card its recipient is signed in with fills its gift card field), an order's
 * confirmation, or the booking lookup with what was posted.
 */
export type CheckoutPageData =
  | { view: 'sum-up'; giftCardCode?: string | null }
  | { view: 'confirmation'; order: OrderSummary }
  | { view: 'lookup'; values: LookupValues; errors: LookupErrors; outcome: LookupOutcome }

/** The checkout's pages: one page module, so the app's entry names one loader for them. */
export function CheckoutPage({ data }: { data: CheckoutPageData }) {
  if (data.view === 'confirmation') return <ConfirmationView order={data.order} />
  if (data.view === 'lookup') return <LookupView values={data.values} errors={data.errors} outcome={data.outcome} />
  return <SumUpView giftCardCode={data.giftCardCode ?? null} />
}
