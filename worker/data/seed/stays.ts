// Weekend stays: one package (room + program lines) sold by a hotel. Pure and deterministic.
import type { SiteId } from '../../../shared/sites'
import type { Hotel, Room } from './hotels'
import { stayTexts, type StayTexts } from './stay-build-texts'
import { ACTIVITIES, FAMILY_THEME_ID, MARKETING_LABELS, type ActivityEntry } from './lookups'
import { Rng } from './prng'
import { slugify } from './text'

export type LineType = 'ROOM' | 'BREAKFAST' | 'DINNER' | 'ACTIVITY' | 'EXTRA'

export interface ProgramLine {
  readonly id: number
  readonly position: number
  readonly type: LineType
  readonly activity: ActivityEntry | null
  /** ROOM, champagne, petKit, dinner, gourmetDinner, candleDinner, breakfast or the activity key. */
  readonly variant: string
  readonly quantity: number
  readonly durationMinutes: number | null
  readonly repeated: boolean
  readonly schedules: string | null
  readonly displayPax: number
  /** Km from the hotel for activities done elsewhere (0 = at the hotel). */
  readonly distanceKm: number
}

export interface Stay {
  readonly id: number
  readonly slug: string
  readonly hotel: Hotel
  readonly room: Room
  readonly template: string
  readonly itemCategory: 'weekend' | 'single_voucher'
  /** Nightly price for 2 adults before seasonality (cents): the input of the availability model. */
  readonly basePrice: number
  /** Reference price over sell price, permille (1000 = no structural promo). */
  readonly refFactorPermille: number
  readonly nightsDefault: number
  readonly minNights: number
  readonly maxNights: number
  readonly singleAdultPermille: number
  readonly extraAdultPermille: number
  readonly childPermille: number
  readonly babyPermille: number
  readonly singleRoomSupplement: number
  readonly cancellable: boolean
  readonly cancellationDeadlineDays: number | null
  readonly priorityStress: string | null
  readonly stress: string | null
  readonly lastMinute: boolean
  /** Days after the seed start when the stay expires (negative = already expired), or null. */
  readonly expiresInDays: number | null
  readonly published: boolean
  readonly autoDiscount: { readonly code: string; readonly percent: number } | null
  readonly connectivity: boolean
  readonly popularity: number
  readonly positionInHotel: number
  readonly imageCount: number
  readonly themeIds: readonly number[]
  readonly activityIds: readonly number[]
  readonly marketingLabelIds: readonly number[]
  readonly lines: readonly ProgramLine[]
  /** Saturday check-ins in high season need 2 nights. */
  readonly weekendMinTwo: boolean
  readonly texts: Readonly<Record<SiteId, StayTexts>>
}

const act = (key: string): ActivityEntry => {
  const found = ACTIVITIES.find((a) => a.key === key)
  if (!found) throw new Error(`unknown activity ${key}`)
  return found
}

interface Template {
  readonly key: string
  readonly weight: (h: Hotel) => number
  readonly themes: readonly number[]
  readonly dinner?: 'dinner' | 'gourmetDinner' | 'candleDinner'
  readonly activities?: (h: Hotel) => readonly string[]
  readonly extra?: 'champagne' | 'petKit'
  readonly familyRoom?: boolean
}

const has = (h: Hotel, f: string): boolean => h.facilityKeys.includes(f)
const green = (h: Hotel): boolean => ['countryside', 'forest', 'lake', 'mountain', 'vineyard'].includes(h.environmentKey)

const TEMPLATES: readonly Template[] = [
  {
    key: 'romantic',
    weight: (h) => (['charming', 'luxury', 'historic'].includes(h.styleKey) ? 5 : 2.5),
    themes: [31, 33],
    dinner: 'candleDinner',
    extra: 'champagne',
  },
  {
    key: 'spa',
    weight: (h) => (has(h, 'spa') ? 6 : 0),
    themes: [32, 31],
    activities: () => ['spa_access', 'massage', 'couples_massage', 'facial_treatment'],
  },
  { key: 'gourmet', weight: (h) => (has(h, 'restaurant') ? 4 : 0), themes: [33], dinner: 'gourmetDinner' },
  {
    key: 'wine',
    weight: (h) => (h.environmentKey === 'vineyard' ? 7 : h.countryCode !== 'NL' && h.countryCode !== 'BE' && green(h) ? 0.8 : 0),
    themes: [34, 33],
    activities: () => ['wine_tasting', 'cellar_visit'],
  },
  {
    key: 'family',
    weight: (h) => (h.rooms.some((r) => r.kind === 'family') ? 5 : 0),
    themes: [FAMILY_THEME_ID],
    familyRoom: true,
    activities: () => ['wildlife_park', 'amusement_park', 'tree_climbing', 'escape_game', 'chocolate_workshop'],
  },
  {
    key: 'adventure',
    weight: (h) => (green(h) ? 3 : 0),
    themes: [35, 36],
    activities: (h) =>
      h.environmentKey === 'mountain'
        ? ['paragliding', 'canoe', 'hot_air_balloon']
        : ['canoe', 'hot_air_balloon', 'horse_riding', 'tree_climbing'],
  },
  {
    key: 'culture',
    weight: (h) => (h.environmentKey === 'city' ? 5 : 0.4),
    themes: [37, 44],
    activities: () => ['museum', 'guided_city_tour', 'castle_visit'],
  },
  {
    key: 'ski',
    weight: (h) => (h.environmentKey === 'mountain' ? 6 : 0),
    themes: [47, 42],
    dinner: 'dinner',
    activities: () => ['ski_pass', 'ski_pass', 'snowshoe'],
  },
  {
    key: 'sea',
    weight: (h) => (h.environmentKey === 'seaside' ? 6 : 0),
    themes: [41],
    activities: () => ['boat_trip', 'sailing', 'diving'],
  },
  { key: 'bnb', weight: () => 2.5, themes: [] },
  {
    key: 'nature',
    weight: (h) => (green(h) ? 2.5 : 0),
    themes: [36],
    activities: (h) => (h.environmentKey === 'mountain' ? ['hiking', 'snowshoe'] : ['hiking', 'bike_tour']),
  },
  {
    key: 'relax_gourmet',
    weight: (h) => (has(h, 'spa') && has(h, 'restaurant') ? 3 : 0),
    themes: [32, 33, 31],
    dinner: 'dinner',
    activities: () => ['spa_access'],
  },
  { key: 'golf', weight: (h) => (green(h) && h.stars >= 3 ? 0.8 : 0), themes: [45, 40], activities: () => ['golf_initiation'] },
  { key: 'pets', weight: (h) => (h.petsAllowed ? 2 : 0), themes: [46, 36], extra: 'petKit' },
  {
    key: 'friends',
    weight: () => 1.2,
    themes: [50],
    activities: (h) =>
      h.countryCode === 'BE' || h.countryCode === 'NL'
        ? ['beer_tasting', 'escape_game', 'karting']
        : ['escape_game', 'karting', 'cooking_class'],
  },
  {
    key: 'castle',
    weight: (h) => (h.typeKey === 'castle' || h.typeKey === 'manor' ? 6 : 0),
    themes: [43, 31, 37],
    dinner: 'dinner',
    activities: () => ['castle_visit'],
  },
  { key: 'unusual', weight: (h) => (h.typeKey === 'unusual' ? 7 : 0), themes: [38, 36, 31] },
  {
    key: 'tasting',
    weight: () => 1,
    themes: [33],
    activities: (h) =>
      h.countryCode === 'BE' || h.countryCode === 'NL'
        ? ['beer_tasting', 'chocolate_workshop', 'cheese_tasting']
        : ['cheese_tasting', 'chocolate_workshop', 'cooking_class'],
  },
  { key: 'wellbeing', weight: (h) => (green(h) && !has(h, 'spa') ? 1.2 : 0), themes: [32, 36], activities: () => ['yoga'] },
]

/** Per-person price of activities and meals (cents), used to build a stay's base price. */
export const ACTIVITY_PRICE: Readonly<Record<string, number>> = {
  spa_access: 2500,
  massage: 7000,
  facial_treatment: 6500,
  couples_massage: 7500,
  wine_tasting: 3500,
  cooking_class: 7500,
  gourmet_dinner: 6500,
  cellar_visit: 2000,
  chocolate_workshop: 4500,
  cheese_tasting: 3000,
  horse_riding: 4500,
  canoe: 3000,
  hot_air_balloon: 22000,
  hiking: 2500,
  bike_tour: 2500,
  boat_trip: 3500,
  golf_initiation: 5000,
  paragliding: 9000,
  ski_pass: 5500,
  snowshoe: 3500,
  museum: 1500,
  castle_visit: 1800,
  guided_city_tour: 2000,
  escape_game: 2800,
  wildlife_park: 2500,
  amusement_park: 4500,
  tree_climbing: 2500,
  diving: 7500,
  sailing: 6000,
  yoga: 2500,
  karting: 3500,
  beer_tasting: 2500,
}
const MEAL_PRICE = { breakfast: 1400, dinner: 3800, gourmetDinner: 6500, candleDinner: 5000, champagne: 4500, petKit: 1500 }
const STAR_PRICE = [0, 5500, 7500, 10500, 15500, 25000]
const COUNTRY_FACTOR = { FR: 1, ES: 0.88, IT: 1, BE: 1.05, NL: 1.1 }
const ROOM_FACTOR = { classic: 1, superior: 1.15, deluxe: 1.35, junior_suite: 1.6, family: 1.3 }

export interface StayOptions {
  readonly seed: number
  /** Average stays per hotel. */
  readonly perHotel: number
}

export function buildStays(hotels: readonly Hotel[], options: StayOptions): Stay[] {
  const rng = new Rng(options.seed).fork('stays')
  const stays: Stay[] = []
  let lineId = 1
  for (const hotel of hotels) {
    const r = rng.fork(hotel.id)
    const count = Math.max(1, Math.min(7, Math.round(r.normal(options.perHotel, 1.1))))
    const used = new Map<string, number>()
    for (let position = 0; position < count; position++) {
      const weights = TEMPLATES.map((t) => t.weight(hotel) / (1 + 2 * (used.get(t.key) ?? 0)))
      const template = r.weighted(TEMPLATES, weights)
      used.set(template.key, (used.get(template.key) ?? 0) + 1)
      const stay = buildStay(r.fork(position), 100001 + stays.length, hotel, template, position, lineId)
      lineId += stay.lines.length
      stays.push(stay)
    }
  }
  return stays
}

function buildStay(rng: Rng, id: number, hotel: Hotel, t: Template, positionInHotel: number, firstLineId: number): Stay {
  const room = t.familyRoom
    ? (hotel.rooms.find((x) => x.kind === 'family') ?? hotel.rooms[0]!)
    : rng.pick(hotel.rooms.filter((x) => x.kind !== 'family').length > 0 ? hotel.rooms.filter((x) => x.kind !== 'family') : hotel.rooms)
  const activityKey = t.activities ? rng.pick(t.activities(hotel)) : null
  const activity = activityKey ? act(activityKey) : null
  const pax = t.familyRoom ? 4 : 2
  const lines: ProgramLine[] = []
  const push = (line: Omit<ProgramLine, 'id' | 'position'>): void => {
    lines.push({ ...line, id: firstLineId + lines.length, position: lines.length + 1 })
  }
  push({
    type: 'ROOM',
    activity: null,
    variant: 'room',
    quantity: 1,
    durationMinutes: null,
    repeated: true,
    schedules: null,
    displayPax: pax,
    distanceKm: 0,
  })
  push({
    type: 'BREAKFAST',
    activity: null,
    variant: 'breakfast',
    quantity: 1,
    durationMinutes: null,
    repeated: true,
    schedules: rng.pick(['07:00-10:00', '07:30-10:30', '08:00-10:30']),
    displayPax: pax,
    distanceKm: 0,
  })
  if (t.dinner)
    push({
      type: 'DINNER',
      activity: t.dinner === 'gourmetDinner' ? act('gourmet_dinner') : null,
      variant: t.dinner,
      quantity: 1,
      durationMinutes: t.dinner === 'gourmetDinner' ? 150 : 120,
      repeated: false,
      schedules: rng.pick(['19:00-21:30', '19:30-22:00']),
      displayPax: pax,
      distanceKm: 0,
    })
  if (activity) {
    const atHotel = activity.groupId === 1 || activity.key === 'cooking_class' || activity.key === 'yoga'
    push({
      type: 'ACTIVITY',
      activity,
      variant: activity.key,
      quantity: activity.key === 'massage' ? rng.pick([1, 2]) : 1,
      durationMinutes: activity.duration,
      repeated: false,
      schedules: rng.pick(['09:00-12:00', '10:00-18:00', '14:00-18:00']),
      displayPax: pax,
      distanceKm: atHotel ? 0 : rng.int(2, 25),
    })
  }
  if (t.extra)
    push({
      type: 'EXTRA',
      activity: null,
      variant: t.extra,
      quantity: 1,
      durationMinutes: null,
      repeated: false,
      schedules: null,
      displayPax: pax,
      distanceKm: 0,
    })

  // Nightly base price for 2 adults: room by stars and country, then what the program includes.
  const roomPrice =
    STAR_PRICE[hotel.stars]! * COUNTRY_FACTOR[hotel.countryCode] * ROOM_FACTOR[room.kind] * (hotel.city.population > 500000 ? 1.2 : 1)
  let extras = 2 * MEAL_PRICE.breakfast
  for (const line of lines) {
    if (line.type === 'DINNER') extras += 2 * MEAL_PRICE[line.variant as 'dinner']
    if (line.type === 'EXTRA') extras += MEAL_PRICE[line.variant as 'champagne']
    if (line.type === 'ACTIVITY' && line.activity) extras += 2 * line.quantity * (ACTIVITY_PRICE[line.activity.key] ?? 3000)
  }
  const basePrice = Math.round(((roomPrice + extras) * (0.92 + rng.next() * 0.16)) / 100) * 100

  const themes = new Set<number>(t.themes)
  if (activity) for (const th of activity.themes.slice(0, 1)) themes.add(th)
  if (hotel.environmentKey === 'seaside') themes.add(41)
  if (hotel.environmentKey === 'mountain') themes.add(42)
  if (hotel.environmentKey === 'city' && rng.chance(0.5)) themes.add(44)
  if (hotel.typeKey === 'castle') themes.add(43)
  if (hotel.typeKey === 'unusual') themes.add(38)
  if (hotel.petsAllowed && rng.chance(0.3)) themes.add(46)
  if (room.kind === 'family' || (room.maxChildren > 0 && rng.chance(0.4))) themes.add(FAMILY_THEME_ID)
  if (hotel.stars === 5 && t.dinner === 'gourmetDinner') themes.add(49)
  if (activity?.key === 'bike_tour') themes.add(48)
  if (themes.size === 0) themes.add(hotel.environmentKey === 'city' ? 44 : 36)

  const cancellable = rng.chance(0.6)
  const expiryRoll = rng.next()
  const expiresInDays =
    expiryRoll < 0.02 ? -rng.int(1, 30) : expiryRoll < 0.08 ? rng.int(10, 40) : expiryRoll < 0.18 ? rng.int(90, 270) : null
  const labelIds: number[] = []
  if (rng.chance(0.15)) labelIds.push(rng.pick(MARKETING_LABELS).id)
  if (rng.chance(0.03)) labelIds.push(rng.pick(MARKETING_LABELS).id)
  if (hotel.ecoFacilityIds.length >= 8 && rng.chance(0.5)) labelIds.push(6)
  const minNights = t.key === 'ski' ? 2 : rng.chance(0.12) ? 2 : 1
  const priorityRoll = rng.next()
  const stay: Omit<Stay, 'texts' | 'slug'> = {
    id,
    hotel,
    room,
    template: t.key,
    itemCategory: rng.chance(0.08) ? 'single_voucher' : 'weekend',
    basePrice,
    refFactorPermille: rng.chance(0.25) ? 1000 : rng.int(1080, 1400),
    nightsDefault: minNights,
    minNights,
    maxNights: Math.max(minNights + 1, rng.int(3, 7)),
    singleAdultPermille: rng.int(600, 800),
    extraAdultPermille: rng.int(400, 600),
    childPermille: rng.int(200, 400),
    babyPermille: rng.chance(0.9) ? 0 : 50,
    singleRoomSupplement: rng.int(15, 40) * 100,
    cancellable,
    cancellationDeadlineDays: cancellable ? rng.pick([2, 3, 7, 14]) : null,
    priorityStress:
      priorityRoll < 0.02 ? 'last_rooms' : priorityRoll < 0.035 ? 'flash_sale' : priorityRoll < 0.045 ? 'exceptional_offer' : null,
    stress: rng.chance(0.2) ? rng.pick(['popular', 'booked_recently', 'high_demand']) : null,
    lastMinute: rng.chance(0.08),
    expiresInDays,
    published: hotel.active && !rng.chance(0.02),
    autoDiscount: rng.chance(0.04)
      ? rng.pick([
          { code: 'AUTO5', percent: 5 },
          { code: 'AUTO10', percent: 10 },
          { code: 'WEEKEND15', percent: 15 },
        ])
      : null,
    connectivity: hotel.channelManagerId !== null,
    popularity: Math.max(0, Math.min(1000, hotel.popularity + rng.int(-120, 120))),
    positionInHotel,
    imageCount: rng.int(3, 5),
    themeIds: [...themes].sort((a, b) => a - b).slice(0, 5),
    activityIds: [...new Set(lines.flatMap((l) => (l.activity ? [l.activity.id] : [])))],
    marketingLabelIds: [...new Set(labelIds)].sort((a, b) => a - b),
    lines,
    weekendMinTwo: rng.chance(0.1),
  }
  const texts = stayTexts(rng.fork('texts'), stay)
  return { ...stay, texts, slug: `${slugify(texts.fr_FR.label)}-${id}` }
}
