import { useLingui } from '@lingui/react'
import { useEffect, useId, useRef, useState } from 'react'
import type { Upsell } from '../../../shared/api/stay-detail'
import { UPSELL_NAVIGATION_DELAY_MS, upsellHref, upsellName, upsellPrice } from '../../../shared/rules/upsell'
import { useSite } from '../../app/site-context'
import { ModalDialog } from '../../components/layout/modal-dialog'
import { formatPrice } from '../../lib/format'

type Props = {
  upsells: readonly Upsell[]
  flow: 'booking' | 'gifting'
  /** The chosen length of stay, if any (booking). */
  nights: number | null
}

/**
 * The stay's extras (product-pages.md §2 "Booking steps": upsells): one box per offer of the same
 * room with lines added (unticked) or already included (ticked), with what it changes the price
 * by, among those sold for the chosen length (or as a 1-night gift). Ticking or unticking shows a message, then goes to that offer with the same dates and party
 * (§4 "Upsell add/remove"); closing the message stays here.
 */
export function StayUpsells({ upsells, flow, nights }: Props) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const titleId = useId()
  const [chosen, setChosen] = useState<Upsell | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])
  const offered = upsells.flatMap((upsell) => {
    const price = upsellPrice(upsell, flow, nights)
    return price ? [{ upsell, price }] : []
  })
  if (offered.length === 0) return null

  const choose = (upsell: Upsell) => {
    setChosen(upsell)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      window.location.assign(upsellHref(upsell.uri, window.location.search, window.location.hash))
    }, UPSELL_NAVIGATION_DELAY_MS)
  }
  const cancel = () => {
    clearTimeout(timer.current)
    setChosen(null)
  }
  const join = _('upsells.join')

  return (
    <section className="upsells" aria-labelledby={titleId}>
      <h3 id={titleId} className="upsells__title">
        {_('upsells.title')}
      </h3>
      <ul className="upsells__list">
        {offered.map(({ upsell, price }) => {
          const amount = formatPrice(Math.abs(price.amount), site.bcp47)
          const image = upsell.imagesBySize['120_80']
          return (
            <li key={upsell.id}>
              <label className="upsell">
                <input
                  type="checkbox"
                  checked={chosen?.id === upsell.id ? !upsell.included : upsell.included}
                  disabled={chosen !== null}
                  onChange={() => choose(upsell)}
                />
                {image ? <img className="upsell__image" src={image} alt="" width={60} height={40} loading="lazy" /> : null}
                <span className="upsell__name">{upsellName(upsell, join)}</span>
                <span className="upsell__price">
                  <strong>{i18n._(price.amount < 0 ? 'upsells.less' : 'upsells.more', { amount })}</strong>{' '}
                  <span className="upsell__for">
                    {flow === 'gifting'
                      ? _('upsells.forGift')
                      : price.nights === null
                        ? _('upsells.perNight')
                        : i18n._('upsells.forNights', { count: price.nights })}
                  </span>
                </span>
              </label>
            </li>
          )
        })}
      </ul>
      {chosen ? (
        <ModalDialog
          title={_('upsells.updating')}
          closeLabel={_('upsells.cancel')}
          onClose={cancel}
          block="page-dialog"
          overlayClassName="page-dialog__overlay"
        >
          <p className="page-dialog__body" role="status">
            {i18n._(chosen.included ? 'upsells.removing' : 'upsells.adding', { name: upsellName(chosen, join) })}
          </p>
        </ModalDialog>
      ) : null}
    </section>
  )
}
