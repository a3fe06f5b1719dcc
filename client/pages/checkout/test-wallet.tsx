import { useLingui } from '@lingui/react'
import { TEST_APPROVED_PREFIX, TEST_DECLINED_PREFIX } from '../../../shared/checkout/test-payment'
import { ModalDialog } from '../../components/layout/modal-dialog'

/** The wallets the payment accepts (WalletPaymentRequestSchema paymentMethod). */
export const WALLETS = ['apple_pay', 'google_pay'] as const
export type Wallet = (typeof WALLETS)[number]

/** What a wallet hands back: the PSP's authorised intent, or nothing when the visitor closed it. */
export type WalletOutcome = { kind: 'authorized'; paymentIntentId: string } | { kind: 'cancelled' }

type Props = {
  wallet: Wallet
  /** The amount, formatted. */
  amount: string
  onOutcome: (outcome: WalletOutcome) => void
}

/**
 * The payment sheet of the built-in test PSP (DESIGN §7). A live PSP's wallet would open here,
 * authorise the amount and hand back its intent id; the test mode asks for no card and moves no
 * money: it lets the visitor approve the payment, or have it declined to see that path.
 */
export function TestWalletSheet({ wallet, amount, onOutcome }: Props) {
  const { _, i18n } = useLingui()
  const intent = (prefix: string) => `${prefix}_${crypto.randomUUID()}`
  return (
    <ModalDialog
      title={_(`checkout.wallet.${wallet}`)}
      closeLabel={_('checkout.wallet.close')}
      onClose={() => onOutcome({ kind: 'cancelled' })}
      block="checkout-wallet"
      initialFocus={(dialog) => dialog.querySelector<HTMLElement>('.button--primary')}
    >
      <p className="checkout-wallet__badge">{_('checkout.wallet.testMode')}</p>
      <p className="checkout-wallet__amount">{i18n._('checkout.wallet.amount', { amount })}</p>
      <p className="checkout-wallet__text">{_('checkout.wallet.explain')}</p>
      <div className="checkout-wallet__actions">
        <button
          type="button"
          className="button button--primary button--block"
          onClick={() => onOutcome({ kind: 'authorized', paymentIntentId: intent(TEST_APPROVED_PREFIX) })}
        >
          {_('checkout.wallet.approve')}
        </button>
        <button
          type="button"
          className="button button--block"
          onClick={() => onOutcome({ kind: 'authorized', paymentIntentId: intent(TEST_DECLINED_PREFIX) })}
        >
          {_('checkout.wallet.decline')}
        </button>
      </div>
    </ModalDialog>
  )
}
