import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { parseCheckoutAddress, type CheckoutRequest } from '../../../shared/checkout/checkout-link'
import { routePath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { backLabel } from './back-label'
import { CheckoutForm } from './checkout-form'
import { CheckoutLoadFailed, CheckoutLoading } from './loading-notices'
import { useSummary } from './use-summary'

/** The request in the address (its hash, and the search of an activity or a box): undefined until the browser has read it, null when incomplete. */
function useHashRequest(): CheckoutRequest | null | undefined {
  const [request, setRequest] = useState<CheckoutRequest | null | undefined>(undefined)
  useEffect(() => {
    const read = () =>
      setRequest((previous) => {
        const next = parseCheckoutAddress(window.location.search, window.location.hash)
        // The same request keeps its object, so nothing is loaded again.
        return previous && next && JSON.stringify(previous) === JSON.stringify(next) ? previous : next
      })
    read()
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [])
  return request
}

/**
 * The booking summary (product-pages.md §2): the stay or gift of the address's hash, its price, the
 * buyer's details and 'Confirm and pay'. The server sends the shell with its loading state; the
 * browser reads the hash and fills it in.
 */
export function SumUpView({ giftCardCode }: { giftCardCode: string | null }) {
  const { _ } = useLingui()
  const { site, production, flags } = useSite()
  const request = useHashRequest()
  const [attempt, setAttempt] = useState(0)
  const state = useSummary(site, request ?? null, attempt, flags.physicalVoucher)
  const searchHref = routePath(site, 'search')

  let body
  if (request === null) {
    body = (
      <div className="checkout-notice" role="alert">
        <p>{_('checkout.invalid.message')}</p>
        <a className="button button--primary" href={searchHref}>
          {_('checkout.invalid.search')}
        </a>
      </div>
    )
  } else if (request === undefined || state.status === 'loading') {
    body = <CheckoutLoading />
  } else if (state.status === 'unavailable') {
    body = (
      <div className="checkout-notice" role="alert">
        <p>{_(state.message.id, state.message.values)}</p>
        <a className="button button--primary" href={state.back ?? searchHref}>
          {state.back ? _(backLabel(request.kind)) : _('checkout.invalid.search')}
        </a>
      </div>
    )
  } else if (state.status === 'failed') {
    body = <CheckoutLoadFailed onRetry={() => setAttempt((n) => n + 1)} />
  } else {
    body = <CheckoutForm summary={state.summary} giftCardCode={giftCardCode} />
  }

  const heading =
    request?.kind === 'gift' || request?.kind === 'box' || request?.kind === 'giftcard' || (request?.kind === 'activity' && !request.ownUse)
      ? _('checkout.heading.gift')
      : request?.kind === 'activity'
        ? _('checkout.heading.activity')
        : _('checkout.heading.booking')
  return (
    <>
      <title>{_('checkout.title')}</title>
      {production ? <meta name="robots" content="noindex, nofollow" /> : null}
      <div className="container checkout">
        <h1 className="checkout__title">{request === undefined ? _('checkout.heading') : heading}</h1>
        {body}
      </div>
    </>
  )
}
