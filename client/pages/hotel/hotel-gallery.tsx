import { useLingui } from '@lingui/react'
import { useRef, useState } from 'react'
import type { Image } from '../../../shared/api/common'
import { HOTEL_GALLERY_SHOWN } from '../../../shared/rules/hotel-page'
import { HotelLightbox } from './hotel-lightbox'

type Props = { images: readonly Image[]; hotel: string }

/**
 * The hotel's photos (site-wide.md §9 gallery): on wide screens the first four (a 360 px high hero
 * and 237x168 thumbnails) with a 'See {{count}} pictures' button opening the lightbox; on phones
 * every photo on a row swiped sideways, with the same button. A press on a photo opens the lightbox
 * on it; the button is the keyboard's way in.
 */
export function HotelGallery({ images, hotel }: Props) {
  const { i18n } = useLingui()
  const [open, setOpen] = useState<number | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  if (images.length === 0) return null
  const title = i18n._('hotelPage.gallery', { hotel })
  const few = images.length < HOTEL_GALLERY_SHOWN
  return (
    <div className={few ? 'hotel-gallery hotel-gallery--few' : 'hotel-gallery'} role="group" aria-label={title}>
      <ul className="hotel-gallery__track" tabIndex={0} aria-label={i18n._('hotelPage.gallery.swipe', { hotel })}>
        {images.map((image, i) => (
          <li key={image.template} className="hotel-gallery__item">
            <img
              src={image.template.replace('{size}', i === 0 ? '960_540' : '640_360')}
              alt={image.alt}
              width={i === 0 ? 960 : 640}
              height={i === 0 ? 540 : 360}
              {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
              onClick={() => setOpen(i)}
            />
          </li>
        ))}
      </ul>
      <button ref={button} type="button" className="hotel-gallery__more" aria-haspopup="dialog" onClick={() => setOpen(0)}>
        {i18n._('hotelPage.gallery.more', { count: images.length })}
      </button>
      {open !== null ? <HotelLightbox images={images} title={title} start={open} opener={button} onClose={() => setOpen(null)} /> : null}
    </div>
  )
}
