import { useLingui } from '@lingui/react'
import { useEffect, useState, type RefObject } from 'react'
import type { Image } from '../../../shared/api/common'
import { ModalDialog } from '../../components/layout/modal-dialog'

type Props = {
  images: readonly Image[]
  /** The dialog's title (the gallery's name). */
  title: string
  /** The photo shown first. */
  start: number
  /** The button that opened it, focused again on closing. */
  opener: RefObject<HTMLElement | null>
  onClose: () => void
}

/**
 * The hotel's photos one at a time (product-pages.md "Hotel page": the gallery's lightbox): previous
 * and next buttons and the arrow keys go round the photos, a counter says which one is shown, and
 * the modal layer closes it on Escape, the close button or a press beside it.
 */
export function HotelLightbox({ images, title, start, opener, onClose }: Props) {
  const { _, i18n } = useLingui()
  const count = images.length
  const [index, setIndex] = useState(Math.min(Math.max(start, 0), count - 1))

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
      const delta = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0
      if (delta === 0) return
      event.preventDefault()
      setIndex((i) => (i + delta + count) % count)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [count])

  const image = images[index]
  return (
    <ModalDialog
      title={title}
      closeLabel={_('hotelPage.modal.close')}
      onClose={onClose}
      block="lightbox"
      overlayClassName="lightbox__overlay"
      opener={opener}
    >
      <div className="lightbox__body">
        {image ? (
          <img
            key={image.template}
            className="lightbox__image"
            src={image.template.replace('{size}', '1920_880')}
            alt={image.alt}
            width={1920}
            height={880}
          />
        ) : null}
        {count > 1 ? (
          <>
            <button
              type="button"
              className="lightbox__nav lightbox__nav--previous"
              aria-label={_('hotelPage.gallery.previous')}
              onClick={() => setIndex((i) => (i - 1 + count) % count)}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="lightbox__nav lightbox__nav--next"
              aria-label={_('hotelPage.gallery.next')}
              onClick={() => setIndex((i) => (i + 1) % count)}
            >
              <span aria-hidden="true">›</span>
            </button>
          </>
        ) : null}
      </div>
      <p className="lightbox__counter" aria-live="polite" aria-atomic="true">
        {i18n._('hotelPage.gallery.counter', { index: index + 1, count })}
      </p>
    </ModalDialog>
  )
}
