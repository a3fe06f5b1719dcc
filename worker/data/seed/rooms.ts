// Room types of a hotel with their localised texts.
import type { SiteId } from '../../../shared/sites'
import {
  roomBedding,
  roomDescription,
  roomHighlights,
  roomImportantInfos,
  roomLabel,
  ROOM_HIGHLIGHT_COUNT,
  type RoomKind,
} from './hotel-texts'
import { BED_TYPES } from './lookups'
import { hashInts, type Rng } from './prng'
import { LOCALES, LOCALE_LANGUAGE } from './text'

export interface Room {
  readonly id: number
  readonly uuid: string
  readonly hotelId: number
  readonly position: number
  readonly kind: RoomKind
  readonly sizeM2: number
  readonly bedTypeId: number
  readonly capacity: number
  readonly maxAdults: number
  readonly maxChildren: number
  readonly inventory: number
  readonly imageCount: number
  readonly texts: Readonly<
    Record<SiteId, { label: string; description: string; bedding: string; highlights: string; importantInfos: string }>
  >
}

/** Deterministic RFC 4122-shaped id (version 4 layout) from integers. */
export function stableUuid(...parts: readonly number[]): string {
  const h = [0, 1, 2, 3]
    .map((i) =>
      hashInts(...parts, i)
        .toString(16)
        .padStart(8, '0'),
    )
    .join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[parseInt(h[16] ?? '0', 16) % 4]}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

export function buildRoom(rng: Rng, hotelId: number, position: number, kind: RoomKind, env: string): Room {
  const sizes: Record<RoomKind, [number, number]> = {
    classic: [16, 24],
    superior: [22, 30],
    deluxe: [28, 38],
    junior_suite: [35, 50],
    family: [28, 42],
  }
  const beds: Record<RoomKind, string[]> = {
    classic: ['double', 'twin', 'queen'],
    superior: ['queen', 'king', 'double'],
    deluxe: ['king'],
    junior_suite: ['king', 'double_sofa'],
    family: ['double_sofa', 'double_bunk'],
  }
  const [minSize, maxSize] = sizes[kind]
  const bedKey = rng.pick(beds[kind])
  const capacity = kind === 'family' ? 4 : kind === 'junior_suite' ? 3 : 2
  const maxChildren = kind === 'family' ? 2 : kind === 'junior_suite' ? 1 : 0
  const sizeM2 = rng.int(minSize, maxSize)
  const extraIndex = rng.int(0, 4)
  const highlights = rng.sample(
    Array.from({ length: ROOM_HIGHLIGHT_COUNT }, (_, i) => i),
    rng.int(2, 3),
  )
  const bedTypeId = BED_TYPES.find((b) => b.key === bedKey)?.id ?? 1
  const texts = {} as Room['texts'] & Record<SiteId, Room['texts'][SiteId]>
  for (const locale of LOCALES) {
    const lang = LOCALE_LANGUAGE[locale]
    texts[locale] = {
      label: roomLabel(lang, kind, env),
      description: roomDescription(lang, sizeM2, capacity, bedKey, extraIndex),
      bedding: roomBedding(lang, bedKey),
      highlights: roomHighlights(lang, highlights),
      importantInfos: roomImportantInfos(lang, kind === 'family'),
    }
  }
  const id = hotelId * 10 + position
  return {
    id,
    uuid: stableUuid(id, 7),
    hotelId,
    position,
    kind,
    sizeM2,
    bedTypeId,
    capacity,
    maxAdults: kind === 'family' ? 3 : capacity,
    maxChildren,
    inventory: rng.int(2, kind === 'classic' ? 20 : 8),
    imageCount: rng.int(2, 3),
    texts,
  }
}
