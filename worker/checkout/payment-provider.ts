import { TEST_DECLINED_PREFIX } from '../../shared/checkout/test-payment'

/** What the worker asks a PSP: authorise this amount against the intent the browser's wallet created. */
export interface AuthorizationRequest {
  paymentIntentId: string
  paymentMethod: string
  /** Cents. */
  amount: number
  currency: string
  orderUUID: string
}

/** The PSP's verdict; card data never reaches the worker, only the intent id. */
export type Authorization = { authorized: true } | { authorized: false; errorCode: 'PAYMENT_DECLINED' }

/** A payment service provider adapter. `psp` names it in the payments table. */
export interface PaymentProvider {
  readonly psp: string
  authorize(request: AuthorizationRequest): Promise<Authorization>
}

export { TEST_DECLINED_PREFIX }

/**
 * The built-in test mode (psp 'test'), like the card networks' test modes: it moves no money,
 * authorises every intent except those whose id starts with `pi_declined`, which are declined.
 */
export const testPaymentProvider: PaymentProvider = {
  psp: 'test',
  async authorize(request) {
    return request.paymentIntentId.startsWith(TEST_DECLINED_PREFIX)
      ? { authorized: false, errorCode: 'PAYMENT_DECLINED' }
      : { authorized: true }
  },
}

/** The PSP of the deployment: the test mode is the only adapter so far. */
export function getPaymentProvider(): PaymentProvider {
  return testPaymentProvider
}
