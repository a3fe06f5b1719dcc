import { useLingui } from '@lingui/react'

/** The checkout's loading notice (the summary, the wallet checkout, a gift's booking): a spinner and 'Loading…'. */
export function CheckoutLoading({ className }: { className?: string }) {
  const { _ } = useLingui()
  return (
    <div className={className ? `checkout-loading ${className}` : 'checkout-loading'} role="status">
      <span className="checkout-loading__spinner" aria-hidden="true" />
      {_('checkout.loading')}
    </div>
  )
}

/** A call of the summary failed (connection, server): the visitor may try again. */
export function CheckoutLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { _ } = useLingui()
  return (
    <div className="checkout-notice" role="alert">
      <p>{_('checkout.loadFailed')}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {_('checkout.retry')}
      </button>
    </div>
  )
}
