import { useLingui } from '@lingui/react'
import type { StayDetail } from '../../../shared/api/stay-detail'
import { RoomImage, RoomPhotos } from '../../components/room/room-photos'
import { RoomText } from '../../components/room/room-text'

type Room = NonNullable<StayDetail['room']>

/**
 * The stay's room: its photos (a row of them when it has several), its name, description, facts
 * (size, bed, bedding, capacity), highlights and what to know.
 */
export function ProductRoom({ room }: { room: Room }) {
  const { _ } = useLingui()
  const image = room.images[0]
  return (
    <div className="product-room">
      {room.images.length > 1 ? <RoomPhotos room={room.label} images={room.images} /> : image ? <RoomImage image={image} /> : null}
      <div className="product-room__text">
        <h3 className="product-room__label">{room.label}</h3>
        <RoomText room={room} heading="h4" />
        {room.importantInfos.length > 0 ? (
          <>
            <h4>{_('productPage.room.importantInfos')}</h4>
            <ul className="product-room__infos">
              {room.importantInfos.map((info) => (
                <li key={info}>{info}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  )
}
