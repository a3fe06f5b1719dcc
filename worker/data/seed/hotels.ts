// Hotels, their rooms, facilities and texts. Pure and deterministic for a given geography,
// size and seed.
import type { SiteId } from '../../../shared/sites'
import type { CountryCode } from './geo-admin'
import { descriptionChoices, hotelDescription, hotelImportantInfos, type RoomKind } from './hotel-texts'
import { buildRoom, type Room } from './rooms'

export type { Room }
import { ECO_FACILITIES, ENVIRONMENTS, FACILITIES, HOTEL_TYPES, STYLES } from './lookups'
import { hotelName, nameLanguage, phoneNumber, streetAddress, type NameLanguage } from './names'
import { distanceKm, type Geography, type Place } from './places'
import { Rng } from './prng'
import { LOCALES, LOCALE_LANGUAGE, localize, slugify } from './text'

export interface Hotel {
  readonly id: number
  readonly slug: string
  readonly label: string
  readonly city: Place
  readonly countryCode: CountryCode
  readonly lat: number
  readonly lng: number
  readonly address: string
  readonly zipCode: string
  readonly stars: number
  readonly typeKey: string
  readonly environmentKey: string
  readonly styleKey: string
  /** Latent quality (0-10) that drives review scores and popularity. */
  readonly quality: number
  readonly hasReviews: boolean
  readonly popularity: number
  readonly active: boolean
  readonly checkInFrom: string
  readonly checkInUntil: string
  readonly checkOutUntil: string
  readonly petsAllowed: boolean
  readonly petsPrice: number
  readonly petsMaxWeight: number | null
  readonly petsMaxNumber: number
  readonly localTaxType: 'BOOKING_PERCENTAGE' | 'PER_PERSON_PER_NIGHT'
  readonly localTaxAmount: number
  readonly localTaxPermille: number
  readonly localTaxAtHotel: boolean
  readonly channelManagerId: string | null
  readonly phone: string
  readonly imageCount: number
  readonly facilityKeys: readonly string[]
  readonly ecoFacilityIds: readonly number[]
  readonly rooms: readonly Room[]
  readonly nameLanguage: NameLanguage
  readonly texts: Readonly<Record<SiteId, { description: string; importantInfos: string }>>
}

/** Share of the hotels per country. */
const COUNTRY_SHARE: Readonly<Record<CountryCode, number>> = { FR: 0.42, ES: 0.19, IT: 0.21, BE: 0.09, NL: 0.09 }

/** Big cities on the coast (GeoNames names): their hotels may be seaside hotels. */
const COASTAL = new Set([
  'Barcelona',
  'Valencia',
  'Málaga',
  'Alicante',
  'Palma',
  'Cádiz',
  'Santander',
  'Donostia / San Sebastián',
  'A Coruña',
  'Vigo',
  'Gijón',
  'Las Palmas de Gran Canaria',
  'Almería',
  'Tarragona',
  'Genoa',
  'Naples',
  'Palermo',
  'Bari',
  'Cagliari',
  'Catania',
  'Rimini',
  'Pescara',
  'Livorno',
  'Trieste',
  'Salerno',
  'La Spezia',
  'Ancona',
  'Marseille',
  'Nice',
  'Toulon',
  'La Rochelle',
  'Brest',
  'Le Havre',
  'Ajaccio',
  'Bastia',
  'Sète',
  'Saint-Nazaire',
  'Lorient',
  'Calais',
  'Boulogne-sur-Mer',
  'Dunkerque',
  'Ostend',
  'Vlissingen',
  'Den Helder',
])

const TYPE_BY_ENV: Readonly<Record<string, readonly number[]>> = {
  // weights in HOTEL_TYPES order: hotel, guest_house, castle, manor, residence, inn, unusual, farm_stay
  city: [70, 15, 1, 3, 8, 2, 1, 0],
  countryside: [25, 25, 10, 12, 2, 8, 8, 10],
  seaside: [60, 12, 1, 3, 15, 3, 4, 2],
  mountain: [45, 10, 2, 3, 15, 18, 5, 2],
  lake: [45, 15, 5, 8, 5, 8, 10, 4],
  vineyard: [25, 25, 14, 14, 2, 5, 5, 10],
  forest: [30, 18, 8, 8, 2, 10, 20, 4],
}

const STARS_BY_TYPE: Readonly<Record<string, readonly [readonly number[], readonly number[]]>> = {
  hotel: [
    [1, 2, 3, 4, 5],
    [3, 12, 42, 32, 11],
  ],
  guest_house: [
    [2, 3, 4],
    [20, 55, 25],
  ],
  castle: [
    [4, 5],
    [60, 40],
  ],
  manor: [
    [3, 4, 5],
    [25, 55, 20],
  ],
  residence: [
    [3, 4],
    [60, 40],
  ],
  inn: [
    [2, 3, 4],
    [35, 50, 15],
  ],
  unusual: [
    [3, 4],
    [60, 40],
  ],
  farm_stay: [
    [2, 3, 4],
    [30, 55, 15],
  ],
}

const STYLE_BY_TYPE: Readonly<Record<string, readonly string[]>> = {
  hotel: ['charming', 'design', 'contemporary', 'luxury', 'traditional', 'family', 'historic'],
  guest_house: ['charming', 'traditional', 'charming', 'family'],
  castle: ['historic', 'luxury', 'historic', 'charming'],
  manor: ['historic', 'charming', 'luxury'],
  residence: ['contemporary', 'family', 'design'],
  inn: ['traditional', 'charming', 'family'],
  unusual: ['unusual', 'unusual', 'design'],
  farm_stay: ['traditional', 'family', 'charming'],
}

function zipCode(rng: Rng, city: Place, geo: Geography, regionId: number | null): string {
  const dept = city.departmentId ? geo.byId.get(city.departmentId) : undefined
  switch (city.countryCode) {
    case 'FR':
      return city.postalCode ?? dept?.postalCode ?? '75001'
    case 'ES':
      return `${dept?.adminCode ?? '28'}${String(rng.int(1, 80) * 10).padStart(3, '0')}`
    case 'IT':
      return `${(dept?.postalCode ?? '00100').slice(0, 3)}${String(rng.int(10, 99))}`
    case 'BE':
      return regionId === 173 ? String(1000 + rng.int(0, 21) * 10) : String(Number(dept?.postalCode ?? '5000') + rng.int(0, 49) * 10)
    case 'NL':
      return `${Number(geoPostalNl(city)) + rng.int(0, 90)} ${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}`
  }
}

function geoPostalNl(city: Place): string {
  const base: Record<string, string> = {
    '01': '9400',
    '02': '8900',
    '03': '6800',
    '04': '9700',
    '05': '6200',
    '06': '5200',
    '07': '1000',
    '09': '3500',
    '10': '4330',
    '11': '2500',
    '15': '7500',
    '16': '1300',
  }
  return base[city.adminCode ?? ''] ?? '1000'
}

// Intl.NumberFormat is costly to build: one per locale and fraction style.
const formatters = new Map<string, Intl.NumberFormat>()
const euro = (cents: number, locale: SiteId): string => {
  const key = `${locale}:${cents % 100 === 0 ? 0 : 2}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.NumberFormat(locale.replace('_', '-'), {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    })
    formatters.set(key, f)
  }
  return f.format(cents / 100)
}

export interface HotelOptions {
  readonly count: number
  readonly seed: number
}

export function buildHotels(geo: Geography, options: HotelOptions): Hotel[] {
  const rng = new Rng(options.seed).fork('hotels')
  // Environment suggested by curated places (resorts, lakes, sights) for their nearest town.
  const cityEnv = new Map<number, string>()
  for (const c of geo.curated) if (c.nearestCityId && c.environment) cityEnv.set(c.nearestCityId, c.environment)
  const seasideSpots = geo.curated.filter((c) => c.environment === 'seaside')
  const isCoastal = (city: Place): boolean =>
    COASTAL.has(city.names.it_IT) ||
    COASTAL.has(city.names.fr_FR) ||
    cityEnv.get(city.id) === 'seaside' ||
    seasideSpots.some((s) => distanceKm(s.lat, s.lng, city.lat, city.lng) < (s.kind === 'touristic_region' ? 25 : 12))

  const hotels: Hotel[] = []
  const countries = Object.keys(COUNTRY_SHARE) as CountryCode[]
  let remaining = options.count
  countries.forEach((country, ci) => {
    const quota = ci === countries.length - 1 ? remaining : Math.round(options.count * COUNTRY_SHARE[country])
    remaining -= quota
    const cities = geo.cities.filter((c) => c.countryCode === country)
    // Big cities get many hotels (Paris about 15), resort and sightseeing towns a couple each.
    const bonus = (c: Place): number => (cityEnv.get(c.id) === 'mountain' ? 40 : cityEnv.has(c.id) ? 12 : 0)
    const weights = cities.map((c) => 1 + c.population ** 0.7 / 200 + bonus(c))
    for (let i = 0; i < quota; i++)
      hotels.push(buildHotel(rng.fork(hotels.length), 1001 + hotels.length, rng.weighted(cities, weights), geo, cityEnv, isCoastal))
  })
  return hotels
}

function buildHotel(
  rng: Rng,
  id: number,
  city: Place,
  geo: Geography,
  cityEnv: ReadonlyMap<number, string>,
  isCoastal: (c: Place) => boolean,
): Hotel {
  const suggested = cityEnv.get(city.id)
  let env: string
  if (suggested && rng.chance(0.7)) env = suggested
  else if (isCoastal(city) && rng.chance(0.6)) env = 'seaside'
  else if (city.population > 150000) env = rng.chance(0.85) ? 'city' : 'countryside'
  else {
    const wine = city.countryCode === 'FR' || city.countryCode === 'ES' || city.countryCode === 'IT'
    env = rng.weighted(['countryside', 'city', 'forest', 'lake', 'vineyard'], [32, 30, 14, 6, wine ? 14 : 0])
  }
  const typeEntry = rng.weighted(HOTEL_TYPES, TYPE_BY_ENV[env] ?? TYPE_BY_ENV.city!)
  const typeKey = typeEntry.key
  const [starValues, starWeights] = STARS_BY_TYPE[typeKey] ?? STARS_BY_TYPE.hotel!
  const stars = rng.weighted(starValues, starWeights)
  const styleKey = rng.pick(STYLE_BY_TYPE[typeKey] ?? STYLE_BY_TYPE.hotel!)
  const lang = nameLanguage(city.countryCode, city.regionId)
  const label = hotelName(
    rng,
    lang,
    typeKey,
    city.names[lang === 'fr' ? 'fr_FR' : lang === 'es' ? 'es_ES' : lang === 'it' ? 'it_IT' : 'nl_NL'],
  )
  // Countryside hotels sit further out of town than city hotels.
  const radiusKm = env === 'city' ? 0.3 + rng.next() * 2.2 : 1.5 + rng.next() * (city.population > 100000 ? 12 : 7)
  const angle = rng.next() * Math.PI * 2
  const lat = Math.round((city.lat + (radiusKm / 111.2) * Math.sin(angle)) * 1e5) / 1e5
  const lng = Math.round((city.lng + (radiusKm / (111.2 * Math.cos((city.lat * Math.PI) / 180))) * Math.cos(angle)) * 1e5) / 1e5

  const spa = rng.chance(stars >= 5 ? 0.7 : stars === 4 ? 0.4 : 0.1)
  const premium = stars >= 4
  const f = new Set<string>()
  const maybe = (key: string, p: number): void => {
    if (rng.chance(p)) f.add(key)
  }
  maybe('wifi', 0.96)
  maybe('parking', env === 'city' ? 0.4 : 0.85)
  maybe('pool', env === 'seaside' ? 0.6 : premium ? 0.5 : 0.15)
  if (spa) f.add('spa')
  maybe('restaurant', typeKey === 'guest_house' ? 0.1 : premium ? 0.85 : 0.5)
  maybe('pets', 0.4)
  maybe('air_conditioning', env === 'seaside' || env === 'city' ? 0.75 : 0.3)
  maybe('bar', typeKey === 'hotel' ? 0.6 : 0.25)
  maybe('garden', env === 'city' ? 0.15 : 0.7)
  maybe('terrace', 0.5)
  maybe('fitness', premium ? 0.5 : 0.1)
  if (spa) {
    maybe('sauna', 0.7)
    maybe('hammam', 0.5)
    maybe('jacuzzi', 0.4)
  }
  maybe('ev_charging', 0.25)
  maybe('accessible', 0.45)
  maybe('elevator', typeKey === 'hotel' && stars >= 3 ? 0.75 : 0.1)
  maybe('room_service', premium ? 0.5 : 0.05)
  maybe('kids_club', styleKey === 'family' || env === 'seaside' ? 0.3 : 0.02)
  maybe('bike_rental', env === 'countryside' || env === 'vineyard' || city.countryCode === 'NL' ? 0.4 : 0.1)
  maybe('reception_24h', premium && env === 'city' ? 0.6 : 0.1)
  maybe('non_smoking', 0.9)
  maybe('tennis', typeKey === 'castle' || typeKey === 'manor' ? 0.3 : 0.05)
  if (env === 'seaside') maybe('beach_access', 0.5)
  maybe('shuttle', 0.08)
  maybe('baby_equipment', styleKey === 'family' ? 0.85 : 0.3)
  const facilityKeys = FACILITIES.filter((x) => f.has(x.key)).map((x) => x.key)

  const ecoCount = rng.weighted([0, rng.int(1, 4), rng.int(5, 7), rng.int(8, 12)], [25, 40, 20, 15])
  const ecoFacilityIds = rng
    .sample(
      ECO_FACILITIES.map((x) => x.id),
      ecoCount,
    )
    .sort((a, b) => a - b)
  const petsAllowed = f.has('pets')
  const quality = Math.min(9.8, Math.max(6.0, rng.normal(7.9 + stars * 0.12, 0.55)))
  const hasReviews = rng.chance(0.88)
  const country = city.countryCode
  const taxType =
    country === 'NL' || (country === 'ES' && city.regionId !== 129 && city.regionId !== 124) ? 'BOOKING_PERCENTAGE' : 'PER_PERSON_PER_NIGHT'
  const taxAmount = taxType === 'PER_PERSON_PER_NIGHT' ? [0, 80, 90, 150, 230, 330][stars]! + (country === 'IT' ? 100 : 0) : 0
  const taxPermille = country === 'NL' ? rng.pick([50, 70, 100, 125]) : 0
  const checkInFrom = rng.pick(['14:00', '15:00', '15:00', '16:00'])
  const checkOutUntil = rng.pick(['10:30', '11:00', '11:00', '12:00'])
  const petsPrice = petsAllowed && rng.chance(0.7) ? rng.int(8, 20) * 100 : 0
  const petsMaxNumber = petsAllowed && rng.chance(0.3) ? 2 : 1

  const roomKinds: RoomKind[] = [rng.chance(0.6) ? 'classic' : 'superior']
  if (typeKey !== 'guest_house' || rng.chance(0.4))
    roomKinds.push(premium ? rng.pick(['deluxe', 'junior_suite'] as const) : rng.pick(['superior', 'deluxe'] as const))
  if (styleKey === 'family' || rng.chance(0.3)) roomKinds.push('family')
  const uniqueKinds = [...new Set(roomKinds)]
  const rooms = uniqueKinds.map((kind, position) => buildRoom(rng.fork(`room${position}`), id, position, kind, env))
  const roomTotal = rooms.reduce((a, r) => a + r.inventory, 0)

  const choices = descriptionChoices(rng)
  const texts = {} as Record<SiteId, { description: string; importantInfos: string }>
  for (const locale of LOCALES) {
    const language = LOCALE_LANGUAGE[locale]
    const facilityLabels = FACILITIES.filter((x) => f.has(x.key) && x.key !== 'non_smoking' && x.key !== 'wifi').map(
      (x) => localize(x.label, x.be)[locale],
    )
    texts[locale] = {
      description: hotelDescription(choices, language, {
        label,
        city: city.names[locale],
        environment: env,
        style: styleKey,
        rooms: roomTotal,
        facilities: facilityLabels,
      }),
      importantInfos: hotelImportantInfos(language, {
        checkInFrom,
        checkOutUntil,
        petsAllowed,
        petsPrice: petsPrice === 0 ? euro(0, locale) : euro(petsPrice, locale),
        petsMax: petsMaxNumber,
        parking: f.has('parking'),
        taxAtHotel: taxType === 'PER_PERSON_PER_NIGHT' && taxAmount > 0,
      }),
    }
  }
  return {
    id,
    slug: `${slugify(label)}-${id}`,
    label,
    city,
    countryCode: country,
    lat,
    lng,
    address: streetAddress(rng, lang),
    zipCode: zipCode(rng, city, geo, city.regionId),
    stars,
    typeKey,
    environmentKey: env,
    styleKey,
    quality,
    hasReviews,
    popularity: Math.round(Math.min(1000, (quality - 6) * 180 + stars * 40 + rng.int(0, 150))),
    active: !rng.chance(0.015),
    checkInFrom,
    checkInUntil: rng.pick(['20:00', '21:00', '22:00', '23:00']),
    checkOutUntil,
    petsAllowed,
    petsPrice,
    petsMaxWeight: petsAllowed && rng.chance(0.6) ? rng.pick([10, 15, 20, 25, 30]) : null,
    petsMaxNumber,
    localTaxType: taxType,
    localTaxAmount: taxAmount,
    localTaxPermille: taxPermille,
    localTaxAtHotel: taxType === 'PER_PERSON_PER_NIGHT' ? true : rng.chance(0.5),
    channelManagerId: rng.chance(0.6) ? `CM-${rng.int(100000, 999999)}` : null,
    phone: phoneNumber(rng, country),
    imageCount: rng.int(5, 8),
    facilityKeys,
    ecoFacilityIds,
    rooms,
    nameLanguage: lang,
    texts,
  }
}

export const LOOKUP_IDS = {
  hotelType: new Map(HOTEL_TYPES.map((x) => [x.key, x.id])),
  environment: new Map(ENVIRONMENTS.map((x) => [x.key, x.id])),
  style: new Map(STYLES.map((x) => [x.key, x.id])),
  facility: new Map(FACILITIES.map((x) => [x.key, x.id])),
}
