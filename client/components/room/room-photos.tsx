import { useLingui } from '@lingui/react'
import { useId } from 'react'
import type { Image } from '../../../shared/api/common'
import { useScrollRow } from '../../lib/use-scroll-row'
import { RowArrows } from '../layout/row-arrows'

type Props = {
  /** The room's name, which names the row of photos. */
  room: string
  images: readonly Image[]
}

/** A room photo at the cards' size (640 x 360), loaded as it nears the screen. */
export function RoomImage({ image }: { image: Image }) {
  return (
    <img
      className="room-image"
      src={image.template.replace('{size}', '640_360')}
      alt={image.alt}
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
    />
  )
}

/**
 * Every photo of a room (the stay page's room, the hotel page's 'Room details') on a row that snaps
 * from one photo to the next: swiped on phones, scrolled by the arrow keys once the row has the
 * focus, and by the previous and next arrows on wider screens. For a room with several photos: a
 * single one shows as an image of its own.
 */
export function RoomPhotos({ room, images }: Props) {
  const { _, i18n } = useLingui()
  const trackId = useId()
  const { track, edges, scroll } = useScrollRow<HTMLUListElement>(images.length, images)
  return (
    <div className="room-photos">
      <ul id={trackId} ref={track} className="room-photos__track" tabIndex={0} aria-label={i18n._('productPage.room.photos', { room })}>
        {images.map((image) => (
          <li key={image.template} className="room-photos__item">
            <RoomImage image={image} />
          </li>
        ))}
      </ul>
      <RowArrows
        previousLabel={_('card.photo.previous')}
        nextLabel={_('card.photo.next')}
        edges={edges}
        scroll={scroll}
        controls={trackId}
      />
    </div>
  )
}
