import { useLingui } from '@lingui/react'
import { useSetAtom } from 'jotai'
import { useEffect, useRef, useState, type RefObject } from 'react'
import { checkoutHref, type BookingCheckout, type GiftCheckout } from '../../../shared/checkout/checkout-link'
import { useSite } from '../../app/site-context'
import { ModalDialog } from '../../components/layout/modal-dialog'
import { isUnfixable, pageFailedAtom, reportCheckoutFailure } from '../../lib/call-failure'
import { formatPrice } from '../../lib/format'
import { CheckoutForm } from '../checkout/checkout-form'
import { formatStayDate } from '../checkout/checkout-format'
import { CheckoutLoadFailed, CheckoutLoading } from '../checkout/loading-notices'
import type { Wallet } from '../checkout/test-wallet'
import { useSummary, type BookingSummary, type GiftSummary } from '../checkout/use-summary'
import '../../styles/checkout.css'

type Props = {
  /** What the stay page's panel would take to the booking summary. */
  request: BookingCheckout | GiftCheckout
  wallet: Wallet
  opener: RefObject<HTMLElement | null>
  onClose: () => void
}

/**
 * The stay page's wallet checkout (product-pages.md §6 "Wallet checkout", §8 "Wallet failure"):
 * 'Personalize your stay' over the page, with what is bought, the gift's 'From' and 'Your
 * message' for a gift, the buyer's details and the wallet's button. The order is placed, the
 * wallet pays it and the confirmation follows; a failed payment offers the booking summary of the
 * same stay ('Book'), where another way to pay can be chosen. A checkout that cannot start is
 * reported to the logs endpoint; when the visitor cannot fix it (no connection, a server failure)
 * the sheet gives way to the page's error modal (§8 "Error modal").
 */
export function ExpressCheckout({ request, wallet, opener, onClose }: Props) {
  const { _ } = useLingui()
  const { site, flags } = useSite()
  const [attempt, setAttempt] = useState(0)
  const state = useSummary(site, request, attempt, flags.physicalVoucher)
  const setPageFailed = useSetAtom(pageFailedAtom)
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  })
  const failure = state.status === 'failed' ? state : null
  useEffect(() => {
    if (!failure) return
    reportCheckoutFailure(site.id, failure.error)
    if (!isUnfixable(failure.error)) return
    setPageFailed(true)
    close.current()
  }, [failure, site.id, setPageFailed])
  return (
    <ModalDialog
      title={_('checkout.express.title')}
      closeLabel={_('checkout.express.close')}
      onClose={onClose}
      block="express"
      opener={opener}
    >
      {state.status === 'loading' ? (
        <CheckoutLoading />
      ) : state.status === 'unavailable' ? (
        <div className="checkout-notice" role="alert">
          <p>{_(state.message.id, state.message.values)}</p>
        </div>
      ) : state.status === 'failed' ? (
        <CheckoutLoadFailed onRetry={() => setAttempt((n) => n + 1)} />
      ) : state.summary.kind === 'booking' || state.summary.kind === 'gift' ? (
        <>
          <ExpressRecap summary={state.summary} />
          <CheckoutForm summary={state.summary} giftCardCode={null} express={{ wallet, summaryHref: checkoutHref(site, request) }} />
        </>
      ) : null}
    </ModalDialog>
  )
}

/** What is bought, in a few lines: the stay, its hotel, the dates and party or the gift's nights, and the total. */
function ExpressRecap({ summary }: { summary: BookingSummary | GiftSummary }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  let detail: string
  if (summary.kind === 'booking') {
    const { checkin, checkout } = summary.quote.reservationCriteria
    const dates = i18n._('checkout.recap.datesValue', {
      checkin: formatStayDate(checkin, site.bcp47),
      checkout: formatStayDate(checkout, site.bcp47),
    })
    const { a, c, b } = summary.request
    detail = `${dates} · ${i18n._('pax.summary', { adults: a, children: c, babies: b })}`
  } else {
    detail = `${_('checkout.express.gift')} · ${i18n._('card.forPeople', { count: 2, nights: summary.request.giftNights })}`
  }
  return (
    <div className="express__recap">
      <p className="express__label">{summary.stay.label}</p>
      <p className="express__hotel">{summary.stay.hotel.label}</p>
      <p className="express__detail">{detail}</p>
      <p className="express__total">
        <span>{_('checkout.price.total')}</span> <strong>{formatPrice(summary.price.total, site.bcp47, true)}</strong>
      </p>
    </div>
  )
}
