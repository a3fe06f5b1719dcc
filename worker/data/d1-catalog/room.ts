import type { StayDetail } from '../../../shared/api/stay-detail'
import type { SiteId } from '../../../shared/sites'
import { siteI18n } from '../../i18n/site-i18n'
import { type MapOptions, toImages } from './mappers'
import { lines } from './sql'

type Room = NonNullable<StayDetail['room']>

/** The room columns a stay row selects (rooms, room_texts and the bed type's label). */
export interface RoomColumns {
  room_uuid: string
  size_m2: number
  room_capacity: number
  room_image_template: string
  room_image_count: number
  room_label: string | null
  room_description: string | null
  bedding: string | null
  room_highlights: string | null
  room_infos: string | null
  bed_key: string
  bed_label: string
}

/** The room's facts as the labelled lines of its details section, in the site's language. */
function toDetailsSection(row: RoomColumns, locale: SiteId): Room['detailsSection'] {
  const i18n = siteI18n(locale)
  return [
    { code: 'size', label: i18n._('room.details.size'), value: i18n._('room.details.sizeValue', { size: row.size_m2 }) },
    { code: 'bed', label: i18n._('room.details.bed'), value: row.bed_label },
    ...(row.bedding ? [{ code: 'bedding' as const, label: i18n._('room.details.bedding'), value: row.bedding }] : []),
    { code: 'capacity', label: i18n._('room.details.capacity'), value: i18n._('room.details.capacityValue', { count: row.room_capacity }) },
  ]
}

/** Room columns of a stay row → the stay's room. */
export function toRoom(row: RoomColumns, locale: SiteId, opts: MapOptions): Room {
  const label = row.room_label ?? ''
  return {
    uuid: row.room_uuid,
    label,
    size: row.size_m2,
    type: { code: row.bed_key, label: row.bed_label },
    bedding: row.bedding,
    capacity: row.room_capacity,
    description: row.room_description ?? '',
    highlights: lines(row.room_highlights),
    detailsSection: toDetailsSection(row, locale),
    importantInfos: lines(row.room_infos),
    images: toImages(row.room_image_template, row.room_image_count, label, opts),
  }
}
