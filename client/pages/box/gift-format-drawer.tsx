import { useLingui } from '@lingui/react'
import { useId, useState, type ReactNode, type RefObject } from 'react'
import { GIFT_FORMATS, isGiftFormatEnabled, type GiftFormat } from '../../../shared/rules/box-pages'
import { useSite } from '../../app/site-context'
import { ModalDialog } from '../../components/layout/modal-dialog'

/** Name of each gift format. */
export const FORMAT_LABEL: Readonly<Record<GiftFormat, string>> = {
  digital: 'boxPage.format.digital',
  physical: 'boxPage.format.physical',
}

/** How each gift format reaches the recipient. */
const FORMAT_TEXT: Readonly<Record<GiftFormat, string>> = {
  digital: 'boxPage.format.digital.text',
  physical: 'boxPage.format.physical.text',
}

type Props = {
  current: GiftFormat
  /** The box's price with its promo, as the page shows it. */
  price: ReactNode
  onChoose: (format: GiftFormat) => void
  onClose: () => void
  /** The Offer button, focused again when the drawer closes. */
  opener: RefObject<HTMLElement | null>
}

/**
 * The gift format drawer of a box (product-pages.md §4): a side drawer on wide screens and a
 * bottom sheet on phones, both modal. Digital or physical, physical disabled with its notice while
 * the physical-voucher flag is off; Confirm applies the choice, Escape, the close button and a
 * press outside leave it as it was.
 */
export function GiftFormatDrawer({ current, price, onChoose, onClose, opener }: Props) {
  const { _ } = useLingui()
  const { flags } = useSite()
  const name = useId()
  const noticeId = useId()
  const [selected, setSelected] = useState(current)
  return (
    <ModalDialog
      title={_('boxPage.drawer.title')}
      closeLabel={_('boxPage.drawer.close')}
      onClose={onClose}
      block="gift-drawer"
      overlayClassName="overlay--drawer gift-drawer__overlay"
      opener={opener}
      initialFocus={(dialog) => dialog.querySelector<HTMLInputElement>('input:checked')}
    >
      <form
        className="gift-drawer__form"
        onSubmit={(e) => {
          e.preventDefault()
          onChoose(selected)
        }}
      >
        <div className="gift-drawer__body">
          <fieldset className="gift-formats">
            <legend className="gift-formats__legend">{_('boxPage.drawer.legend')}</legend>
            {GIFT_FORMATS.map((format) => {
              const enabled = isGiftFormatEnabled(format, flags.physicalVoucher)
              return (
                <label key={format} className={enabled ? 'gift-format' : 'gift-format gift-format--disabled'}>
                  <input
                    type="radio"
                    name={name}
                    value={format}
                    checked={selected === format}
                    disabled={!enabled}
                    onChange={() => setSelected(format)}
                    {...(enabled ? {} : { 'aria-describedby': noticeId })}
                  />
                  <span className="gift-format__text">
                    <strong>{_(FORMAT_LABEL[format])}</strong>
                    <span>{_(FORMAT_TEXT[format])}</span>
                  </span>
                </label>
              )
            })}
            {flags.physicalVoucher ? null : (
              <p id={noticeId} className="gift-formats__notice">
                {_('boxPage.format.unavailable')}
              </p>
            )}
          </fieldset>
          {price}
        </div>
        <footer className="gift-drawer__footer">
          <button type="submit" className="button button--primary button--block">
            {_('common.confirm')}
          </button>
        </footer>
      </form>
    </ModalDialog>
  )
}
