// The cancellation line under an offer's price (product-pages.md §4 "Cancellation label"), on the
// stay page's booking panel and the hotel page's room offers: a module of its own so the hotel
// page does not load the checkout's rules with it.
import type { CancellationPolicy } from '../api/common'
import { message, type Message } from '../message'

/**
 * The line under the price: 'add your dates' without dates; with dates and a cancellable policy
 * with a deadline, the free modification and partial refund until that day; otherwise
 * 'Non-exchangeable and non-refundable'.
 */
export function cancellationLabel(hasDates: boolean, policy: CancellationPolicy): Message {
  if (!hasDates) return message('booking.cancellation.addDates')
  if (policy.cancellable && policy.cancellationDeadline) return message('booking.cancellation.until', { date: policy.cancellationDeadline })
  return message('booking.cancellation.none')
}
