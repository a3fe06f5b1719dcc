import { useLingui } from '@lingui/react'
import { useEffect, useRef, useState } from 'react'
import type { EligibilityResponse } from '../../../shared/api/purchase'
import { pointOfSaleParam } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { formatLongDate, formatPrice } from '../../lib/format'
import { ModalDialog } from '../layout/modal-dialog'

type Props = {
  /** The amount to pay (cents). */
  amount: number
  checkin: string
  /** The cancellation card chosen, if any, and the policy's deadline (the deferred payment's date). */
  cancellationType: 'FLEXIBLE' | 'NON_CANCELLABLE' | 'INSURANCE' | undefined
  cancellableUntil: string | null
}

type Method = EligibilityResponse['paymentMethods'][number]

/** The method the message names: three payments first, then four, then paying later. */
const PREFERENCE: readonly Method['type'][] = ['3x', '4x', 'deferred']

const money = (cents: number, bcp47: string) => formatPrice(cents, bcp47, cents % 100 !== 0)

/**
 * Instalment messaging (product-pages.md §2, §9): the methods the eligibility call allows for this
 * amount and arrival, named in one line, with a dialog detailing each schedule. Nothing shows when
 * none is possible or the call fails.
 */
export function InstalmentOffer({ amount, checkin, cancellationType, cancellableUntil }: Props) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const [methods, setMethods] = useState<readonly Method[]>([])
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    const controller = new AbortController()
    const query = new URLSearchParams({ amount: String(amount), checkinDate: checkin, pointOfSale: pointOfSaleParam(site) })
    if (cancellationType) query.set('cancellationPolicyType', cancellationType)
    if (cancellableUntil) query.set('cancellableUntil', cancellableUntil)
    fetch(`/gateway/purchase/instalments/eligibility?${query.toString()}`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`eligibility ${response.status}`)
        const body = (await response.json()) as EligibilityResponse
        setMethods(body.paymentMethods)
      })
      .catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'AbortError') return
        console.warn('instalment eligibility failed', error)
        setMethods([])
      })
    return () => controller.abort()
  }, [amount, checkin, cancellationType, cancellableUntil, site])

  const best = PREFERENCE.map((type) => methods.find((m) => m.type === type)).find((m) => m !== undefined)
  if (!best) return null
  const first = best.installments[0]
  const line =
    best.type === 'deferred'
      ? i18n._('instalments.deferred', { date: formatLongDate(first?.date ?? checkin, site.bcp47) })
      : i18n._('instalments.split', { count: best.installments.length, amount: money(best.installments.at(-1)?.amount ?? 0, site.bcp47) })

  return (
    <div className="instalments">
      <p className="instalments__line">{line}</p>
      <button ref={opener} type="button" className="instalments__more" onClick={() => setOpen(true)}>
        {_('instalments.more')}
      </button>
      {open ? (
        <ModalDialog
          title={_('instalments.title')}
          closeLabel={_('hotelPage.modal.close')}
          onClose={() => setOpen(false)}
          block="page-dialog"
          overlayClassName="page-dialog__overlay"
          opener={opener}
        >
          <div className="page-dialog__body">
            {PREFERENCE.map((type) => methods.find((m) => m.type === type))
              .filter((m): m is Method => m !== undefined)
              .map((method) => (
                <section key={method.type}>
                  <h3>{_(`instalments.method.${method.type}`)}</h3>
                  <ul className="page-dialog__list">
                    {method.installments.map((payment, i) => (
                      <li key={payment.date}>
                        {i18n._(i === 0 && method.type !== 'deferred' ? 'instalments.payment.first' : 'instalments.payment', {
                          date: formatLongDate(payment.date, site.bcp47),
                          amount: money(payment.amount, site.bcp47),
                        })}
                      </li>
                    ))}
                  </ul>
                  {method.type !== 'deferred' ? (
                    <p>
                      {method.paymentFee > 0
                        ? i18n._('instalments.fee', { amount: money(method.paymentFee, site.bcp47) })
                        : _('instalments.noFee')}
                    </p>
                  ) : null}
                </section>
              ))}
            <p>{_('instalments.conditions')}</p>
          </div>
        </ModalDialog>
      ) : null}
    </div>
  )
}
