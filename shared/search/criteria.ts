// Search criteria live in the URL hash (search.md §3). The hash is outside
// input: parsing keeps what is valid key by key (list items one by one) and
// never throws; serialising writes keys in one fixed order so the same
// criteria always give the same string.
import { isIsoDate, parseIsoDate } from '../dates'
import { isSortOrder, type SortOrder } from '../rules/sort'

/** One chosen activity date: the activity and the ISO day. */
export interface ActivityDate {
  readonly activityId: string
  readonly date: string
}

/** Search criteria as carried in the hash (dates ISO, prices in cents, distances in km). */
export interface SearchCriteria {
  readonly a: number
  readonly c: number
  readonly b: number
  readonly s?: boolean
  readonly checkin?: string
  readonly checkout?: string
  readonly nights?: number
  readonly theme?: number
  readonly lat?: number
  readonly lng?: number
  readonly city?: string
  readonly hotel?: string
  readonly region?: string
  readonly department?: string
  readonly country?: string
  readonly poi?: string
  readonly skiresort?: string
  readonly searesort?: string
  readonly touristicregion?: string
  readonly distanceMin?: number
  readonly distanceMax?: number
  readonly sort?: SortOrder
  readonly hotelTypes?: readonly string[]
  readonly hotelEnvironments?: readonly string[]
  readonly hotelStyles?: readonly string[]
  readonly stars?: readonly number[]
  readonly hotelScore?: number
  readonly priceMin?: number
  readonly priceMax?: number
  readonly facilities?: readonly string[]
  readonly tags?: readonly string[]
  readonly petsAllowed?: boolean
  readonly giftFormat?: 'digital' | 'physical'
  readonly giftNights?: number
  readonly giftAdults?: number
  readonly sleeves?: string
  readonly bucket?: number
  readonly upsell?: string
  readonly hotelId?: string
  readonly activityDates?: readonly ActivityDate[]
  readonly error?: boolean
  readonly isLoading?: boolean
}

/** A criteria key. */
export type CriteriaKey = keyof SearchCriteria

/** Criteria of an empty search: 2 adults, no children, no babies. */
export const DEFAULT_CRITERIA: SearchCriteria = { a: 2, c: 0, b: 0 }

/** Keys naming a place; at most one is meant to be set. */
export const PLACE_KEYS = ['city', 'hotel', 'region', 'department', 'country', 'poi', 'skiresort', 'searesort', 'touristicregion'] as const

/** One place key. */
export type PlaceKey = (typeof PLACE_KEYS)[number]

/** Hash aliases read on parse (written under the main key). */
export const CRITERIA_ALIASES: Readonly<Record<string, CriteriaKey>> = {
  night: 'nights',
  giftAdult: 'giftAdults',
  minHotelReviewScore: 'hotelScore',
}

/** Bounds of the numeric criteria, shared by the JSON schema and the hash parser (which the browser runs without valibot). */
export type NumberRange = { readonly min: number; readonly max: number; readonly integer: boolean }
const intRange = (min: number, max: number): NumberRange => ({ min, max, integer: true })
const numRange = (min: number, max: number): NumberRange => ({ min, max, integer: false })
export const RANGE = {
  adults: intRange(1, 20),
  children: intRange(0, 10),
  nights: intRange(1, 365),
  id: intRange(1, Number.MAX_SAFE_INTEGER),
  lat: numRange(-90, 90),
  lng: numRange(-180, 180),
  km: numRange(0, 300),
  stars: intRange(1, 5),
  score: numRange(0, 10),
  cents: intRange(0, Number.MAX_SAFE_INTEGER),
  giftNights: intRange(1, 30),
  bucket: intRange(1, 3),
} as const

export const TOKEN = /^[A-Za-z0-9_.-]{1,64}$/

interface Codec<T> {
  readonly read: (raw: string) => T | undefined
  readonly write: (value: T) => string
}

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/

/** A number within `range`; with `clamp`, one outside it is brought to the nearest bound instead of dropped. */
function numberCodec(range: NumberRange, clamp = false): Codec<number> {
  return {
    read: (raw) => {
      if (!NUMBER_TEXT.test(raw.trim())) return undefined
      const n = Number(raw)
      const value = clamp ? Math.min(range.max, Math.max(range.min, n)) : n
      const valid = (range.integer ? Number.isInteger(value) : Number.isFinite(value)) && value >= range.min && value <= range.max
      return valid ? value : undefined
    },
    write: String,
  }
}

const isToken = (raw: string) => TOKEN.test(raw)
const tokenCodec: Codec<string> = { read: (raw) => (isToken(raw.trim()) ? raw.trim() : undefined), write: String }

const boolCodec: Codec<boolean> = {
  read: (raw) => {
    const text = raw.trim().toLowerCase()
    if (text === '1' || text === 'true') return true
    if (text === '0' || text === 'false') return false
    return undefined
  },
  write: (value) => (value ? '1' : '0'),
}

function listCodec<T>(item: Codec<T>): Codec<readonly T[]> {
  return {
    read: (raw) => {
      const items: T[] = []
      for (const part of raw.split(',')) {
        const value = item.read(part)
        if (value !== undefined && !items.includes(value)) items.push(value)
      }
      return items.length > 0 ? items : undefined
    },
    write: (values) => values.map(item.write).join(','),
  }
}

const dateCodec: Codec<string> = { read: (raw) => (isIsoDate(raw.trim()) ? raw.trim() : undefined), write: String }

const activityDateCodec: Codec<ActivityDate> = {
  read: (raw) => {
    const [activityId = '', date = '', ...rest] = raw.split(':')
    return rest.length === 0 && isToken(activityId) && isIsoDate(date) ? { activityId, date } : undefined
  },
  write: (value) => `${value.activityId}:${value.date}`,
}

function picklistCodec<T extends string>(values: readonly T[]): Codec<T> {
  return { read: (raw) => values.find((x) => x === raw.trim()), write: String }
}

type Codecs = { readonly [K in CriteriaKey]-?: Codec<NonNullable<SearchCriteria[K]>> }

// Key order here is the serialisation order (search.md §3 order).
const CODECS: Codecs = {
  a: numberCodec(RANGE.adults),
  c: numberCodec(RANGE.children),
  b: numberCodec(RANGE.children),
  s: boolCodec,
  checkin: dateCodec,
  checkout: dateCodec,
  nights: numberCodec(RANGE.nights),
  theme: numberCodec(RANGE.id),
  lat: numberCodec(RANGE.lat),
  lng: numberCodec(RANGE.lng),
  city: tokenCodec,
  hotel: tokenCodec,
  region: tokenCodec,
  department: tokenCodec,
  country: tokenCodec,
  poi: tokenCodec,
  skiresort: tokenCodec,
  searesort: tokenCodec,
  touristicregion: tokenCodec,
  // Distances at the bounds are clamped rather than dropped (search.md §5).
  distanceMin: numberCodec(RANGE.km, true),
  distanceMax: numberCodec(RANGE.km, true),
  sort: { read: (raw) => (isSortOrder(raw.trim()) ? (raw.trim() as SortOrder) : undefined), write: String },
  hotelTypes: listCodec(tokenCodec),
  hotelEnvironments: listCodec(tokenCodec),
  hotelStyles: listCodec(tokenCodec),
  stars: listCodec(numberCodec(RANGE.stars)),
  hotelScore: numberCodec(RANGE.score),
  priceMin: numberCodec(RANGE.cents),
  priceMax: numberCodec(RANGE.cents),
  facilities: listCodec(tokenCodec),
  tags: listCodec(tokenCodec),
  petsAllowed: boolCodec,
  giftFormat: picklistCodec(['digital', 'physical'] as const),
  giftNights: numberCodec(RANGE.giftNights),
  giftAdults: numberCodec(RANGE.adults),
  sleeves: tokenCodec,
  bucket: numberCodec(RANGE.bucket),
  upsell: tokenCodec,
  hotelId: tokenCodec,
  activityDates: listCodec(activityDateCodec),
  error: boolCodec,
  isLoading: boolCodec,
}

/** Every criteria key, in serialisation order. */
export const CRITERIA_KEYS = Object.keys(CODECS) as CriteriaKey[]

type Mutable = { -readonly [K in CriteriaKey]?: SearchCriteria[K] }

/** Drops values that only make sense together: checkout needs an earlier checkin, lat needs lng, min ≤ max. */
function dropInconsistent(criteria: Mutable): void {
  const checkin = parseIsoDate(criteria.checkin)
  const checkout = parseIsoDate(criteria.checkout)
  if (checkout && (!checkin || checkin.until(checkout).days <= 0)) delete criteria.checkout
  if ((criteria.lat === undefined) !== (criteria.lng === undefined)) {
    delete criteria.lat
    delete criteria.lng
  }
  if (criteria.distanceMin !== undefined && criteria.distanceMax !== undefined && criteria.distanceMin > criteria.distanceMax)
    delete criteria.distanceMin
  if (criteria.priceMin !== undefined && criteria.priceMax !== undefined && criteria.priceMin > criteria.priceMax) delete criteria.priceMin
}

function toParams(input: string | URLSearchParams): URLSearchParams {
  if (typeof input !== 'string') return input
  try {
    return new URLSearchParams(input.replace(/^[#?]/, ''))
  } catch {
    return new URLSearchParams()
  }
}

/** Parses a hash ('#a=2&stars=5,4' or 'a=2…'); unknown keys and garbage values are dropped, never thrown. */
export function parseCriteriaHash(input: string | URLSearchParams): SearchCriteria {
  const params = toParams(input)
  const out: Mutable = {}
  const read = <K extends CriteriaKey>(key: K, raw: string): void => {
    if (out[key] !== undefined) return
    const value = CODECS[key].read(raw)
    if (value !== undefined) out[key] = value as Mutable[K]
  }
  for (const [name, raw] of params) {
    // Own keys only: a hash may name 'constructor' or '__proto__'.
    const key = Object.hasOwn(CODECS, name)
      ? (name as CriteriaKey)
      : Object.hasOwn(CRITERIA_ALIASES, name)
        ? CRITERIA_ALIASES[name]
        : undefined
    if (key) read(key, raw)
  }
  dropInconsistent(out)
  return { ...DEFAULT_CRITERIA, ...out } as SearchCriteria
}

// Commas and colons separate list items and pairs; leaving them unescaped keeps hashes readable.
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%3A/gi, ':')
}

/**
 * Writes criteria in the fixed key order, without '#'. `a` is always written;
 * children and babies only when above 0; booleans only when true; empty lists never.
 */
export function serializeCriteria(criteria: SearchCriteria, options: { readonly nightKey?: 'nights' | 'night' } = {}): string {
  const parts: string[] = []
  for (const key of CRITERIA_KEYS) {
    const value = criteria[key]
    if (value === undefined || value === false) continue
    if ((key === 'c' || key === 'b') && value === 0) continue
    if (Array.isArray(value) && value.length === 0) continue
    const text = (CODECS[key] as Codec<unknown>).write(value)
    const name = key === 'nights' ? (options.nightKey ?? 'nights') : key
    parts.push(`${name}=${encodeValue(text)}`)
  }
  return parts.join('&')
}

const TRANSIENT_KEYS: readonly CriteriaKey[] = ['error', 'isLoading']

/**
 * Canonical string of the criteria for cache keys: lists sorted and deduplicated,
 * transient UI flags (error, isLoading) dropped, fixed key order. Same criteria
 * in any order give the same string.
 */
export function normalizeCriteria(criteria: SearchCriteria): string {
  const canonical: Record<string, unknown> = { ...criteria }
  for (const key of CRITERIA_KEYS) {
    const value = canonical[key]
    if (!Array.isArray(value)) continue
    const codec = CODECS[key] as Codec<unknown>
    // Dedupe and sort by the written form; numbers sort numerically.
    const byText = new Map<string, unknown>(value.map((item: unknown) => [codec.write([item]), item]))
    canonical[key] = [...byText.entries()]
      .sort(([x, xv], [y, yv]) => (typeof xv === 'number' && typeof yv === 'number' ? xv - yv : x < y ? -1 : x > y ? 1 : 0))
      .map(([, item]) => item)
  }
  for (const key of TRANSIENT_KEYS) delete canonical[key]
  return serializeCriteria(canonical as unknown as SearchCriteria)
}
