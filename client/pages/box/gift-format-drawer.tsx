import { useLingui } from '@lingui/react'
import type { ReactNode, RefObject } from 'react'
import { GIFT_FORMATS, isGiftFormatEnabled, type GiftFormat } from '../../../shared/rules/box-pages'
import { useSite } from '../../app/site-context'
import { GiftFormatChoice } from '../../components/gift/gift-format-choice'
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
  /** A format is picked: the page switches to it at once (its address and its format line). */
  onSwitch: (format: GiftFormat) => void
  /** Confirm: the box checkout opens with the format. */
  onChoose: (format: GiftFormat) => void
  onClose: () => void
  /** The Offer button, focused again when the drawer closes. */
  opener: RefObject<HTMLElement | null>
}

/**
 * The gift format drawer of a box (product-pages.md §4): a side drawer on wide screens and a
 * bottom sheet on phones, both modal. Digital or physical, physical disabled with its notice while
 * the physical-voucher flag is off. Switching format switches the page's (product-pages.md §4:
 * the giftFormat search parameter), so closing the drawer keeps it; Confirm opens the box checkout.
 */
export function GiftFormatDrawer({ current, price, onSwitch, onChoose, onClose, opener }: Props) {
  const { _ } = useLingui()
  const { flags } = useSite()
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
          onChoose(current)
        }}
      >
        <div className="gift-drawer__body">
          <GiftFormatChoice
            legend={_('boxPage.drawer.legend')}
            options={GIFT_FORMATS.map((format) => ({
              format,
              label: _(FORMAT_LABEL[format]),
              text: _(FORMAT_TEXT[format]),
              enabled: isGiftFormatEnabled(format, flags.physicalVoucher),
            }))}
            selected={current}
            onSelect={onSwitch}
          />
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
