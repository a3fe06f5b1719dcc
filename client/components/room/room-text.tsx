import { useLingui } from '@lingui/react'
import type * as v from 'valibot'
import type { RoomSchema } from '../../../shared/api/stay-detail'

type Room = Pick<v.InferOutput<typeof RoomSchema>, 'description' | 'detailsSection' | 'highlights'>

/**
 * A room's description, its facts (size, bed, bedding, capacity) as terms and values, and its
 * highlights: the stay page's room section and the hotel page's 'Room details' dialog say them alike.
 */
export function RoomText({ room, heading: Heading }: { room: Room; heading: 'h3' | 'h4' }) {
  const { _ } = useLingui()
  return (
    <>
      {room.description ? <p>{room.description}</p> : null}
      <dl className="room-details">
        {room.detailsSection.map((line) => (
          <div key={line.code} className="room-details__item">
            <dt>{line.label}</dt>
            <dd>{line.value}</dd>
          </div>
        ))}
      </dl>
      {room.highlights.length > 0 ? (
        <>
          <Heading>{_('productPage.room.highlights')}</Heading>
          <ul className="chip-list">
            {room.highlights.map((highlight) => (
              <li key={highlight} className="chip chip--static">
                {highlight}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  )
}
