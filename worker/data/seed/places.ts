// Builds the place hierarchy (countries, regions, departments, cities, curated places) from the
// datasets and the curated tables. Pure: same sources and options -> same places.
import { COUNTRIES, FR_DEPARTMENT_EXONYMS, REGIONS, beProvinceOfNis, curatedDepartments, type CountryCode } from './geo-admin'
import { CITY_NAMES } from './city-names'
import { POIS, SEASIDE_RESORTS, SKI_RESORTS, TOURISTIC_REGIONS, type CuratedPlace } from './geo-curated'
import type { PlaceSources, SourceCity, SourceState } from './sources'
import { localize, slugify, tr, type Localized, type Tr } from './text'

export type PlaceKind = 'country' | 'region' | 'department' | 'city' | 'poi' | 'touristic_region' | 'ski_resort' | 'seaside_resort'

export interface Place {
  readonly id: number
  readonly kind: PlaceKind
  readonly parentId: number | null
  readonly departmentId: number | null
  readonly regionId: number | null
  readonly countryId: number
  readonly countryCode: CountryCode
  readonly slug: string
  readonly adminCode: string | null
  readonly postalCode: string | null
  readonly lat: number
  readonly lng: number
  readonly population: number
  readonly names: Localized
  /** Curated places: environment of the hotels around them. */
  readonly environment: string | null
  /** Curated places: the city hotels around them are attached to. */
  readonly nearestCityId: number | null
}

export interface GeographyOptions {
  /** How many of the most populated cities to keep per country (resort towns come on top). */
  readonly citiesPerCountry: Readonly<Record<CountryCode, number>>
}

export const FULL_GEOGRAPHY: GeographyOptions = { citiesPerCountry: { FR: 800, ES: 560, IT: 600, BE: 260, NL: 230 } }

export interface Geography {
  readonly places: readonly Place[]
  readonly cities: readonly Place[]
  readonly curated: readonly Place[]
  readonly byId: ReadonlyMap<number, Place>
}

/** Great-circle distance in km. */
export function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLng = (lng2 - lng1) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2
  return 12742 * Math.asin(Math.min(1, Math.sqrt(h)))
}

const round5 = (v: number): number => Math.round(v * 1e5) / 1e5
const same = (name: string): Tr => tr(name, name, name, name)

interface Draft {
  id: number
  country: CountryCode
  regionId: number | null
  departmentId: number | null
  name: Tr
  be?: { fr_BE?: string; nl_BE?: string }
  adminCode: string
  postal: string | null
  iso: string
  members: SourceCity[]
}

/** Centre of an admin unit: the dataset's point when it is plausible, else the weighted centroid of its cities. */
function centreOf(d: Draft, states: readonly SourceState[], maxKm: number): { lat: number; lng: number } {
  let w = 0
  let lat = 0
  let lng = 0
  for (const c of d.members) {
    const weight = Math.sqrt(c.population)
    w += weight
    lat += c.lat * weight
    lng += c.lng * weight
  }
  const centroid = w > 0 ? { lat: lat / w, lng: lng / w } : { lat: 0, lng: 0 }
  const state = states.find((s) => s.country === d.country && s.iso === d.iso)
  // country-state-city has a few misplaced points (another continent), hence the check.
  if (state && (w === 0 || distanceKm(state.lat, state.lng, centroid.lat, centroid.lng) < maxKm))
    return { lat: round5(state.lat), lng: round5(state.lng) }
  return { lat: round5(centroid.lat), lng: round5(centroid.lng) }
}

export function buildGeography(src: PlaceSources, options: GeographyOptions = FULL_GEOGRAPHY): Geography {
  const countryOf = new Map(COUNTRIES.map((c) => [c.code, c]))
  const regionByAdmin1 = new Map(REGIONS.map((r) => [`${r.country}:${r.admin1}`, r]))
  const regionDrafts = new Map<number, Draft>(
    REGIONS.map((r) => [
      r.id,
      {
        id: r.id,
        country: r.country,
        regionId: r.id,
        departmentId: null,
        name: r.name,
        adminCode: r.admin1,
        postal: null,
        iso: r.iso,
        members: [],
      },
    ]),
  )

  // Departments: FR from etalab, the others curated.
  const deptDrafts = new Map<string, Draft>()
  for (const d of src.frDepartments) {
    const region = regionByAdmin1.get(`FR:${d.region}`)
    if (!region) continue
    const id = d.code === '2A' ? 1201 : d.code === '2B' ? 1202 : 1000 + Number(d.code)
    const iso = d.code === '75' ? '75C' : d.code
    deptDrafts.set(`FR:${d.code}`, {
      id,
      country: 'FR',
      regionId: region.id,
      departmentId: id,
      name: FR_DEPARTMENT_EXONYMS[d.code] ?? same(d.name),
      adminCode: d.code,
      postal: `${d.code.replace(/^2[AB]$/, '20')}000`,
      iso,
      members: [],
    })
  }
  for (const d of curatedDepartments()) {
    deptDrafts.set(`${d.country}:${d.code}`, {
      id: d.id,
      country: d.country,
      regionId: null,
      departmentId: d.id,
      name: d.name,
      adminCode: d.code,
      postal: d.postal,
      iso: d.iso,
      members: [],
    })
  }

  const deptKeyOf = (c: SourceCity): string | null => {
    if (c.country === 'FR') return c.admin2.length >= 2 ? `FR:${c.admin2.slice(0, c.admin2.length - 1)}` : null
    if (c.country === 'ES') return `ES:${c.admin2.slice(0, 2)}`
    if (c.country === 'IT') return `IT:${c.admin2.slice(0, 3)}`
    if (c.country === 'BE') {
      const p = beProvinceOfNis(c.admin2)
      return p ? `BE:${p}` : null
    }
    return null
  }

  // Cities: the most populated per country, plus the towns next to curated places.
  const usable = src.cities.filter((c) => regionByAdmin1.has(`${c.country}:${c.admin1}`))
  const chosen = new Set<number>()
  for (const code of Object.keys(options.citiesPerCountry) as CountryCode[]) {
    const list = usable.filter((c) => c.country === code).sort((a, b) => b.population - a.population || a.id - b.id)
    for (const c of list.slice(0, options.citiesPerCountry[code])) chosen.add(c.id)
  }
  const curatedDefs: { kind: PlaceKind; def: CuratedPlace; idBase: number; index: number }[] = []
  const addCurated = (kind: PlaceKind, list: readonly CuratedPlace[], idBase: number): void =>
    list.forEach((def, index) => curatedDefs.push({ kind, def, idBase, index }))
  addCurated('touristic_region', TOURISTIC_REGIONS, 5000)
  addCurated('ski_resort', SKI_RESORTS, 6000)
  addCurated('seaside_resort', SEASIDE_RESORTS, 7000)
  addCurated('poi', POIS, 8000)
  const nearestTowns = new Map<string, SourceCity>()
  for (const { kind, def } of curatedDefs) {
    if (kind === 'touristic_region') continue
    const near = usable
      .filter((c) => c.country === def.country)
      .map((c) => ({ c, d: distanceKm(def.lat, def.lng, c.lat, c.lng) }))
      .sort((a, b) => a.d - b.d || a.c.id - b.c.id)
    const first = near[0]
    if (!first) continue
    nearestTowns.set(`${kind}:${def.key}`, first.c)
    for (const { c, d } of near.slice(0, 2)) if (d < 25) chosen.add(c.id)
  }

  const cityDrafts = usable.filter((c) => chosen.has(c.id))
  const postalByCommune = new Map<string, string>()
  const postalByName = new Map<string, { postal: string; population: number }>()
  for (const m of src.frCommunes) {
    const first = [...m.postalCodes].sort()[0]
    if (!first) continue
    postalByCommune.set(m.code, first)
    const key = `${m.department}:${slugify(m.name)}`
    const prev = postalByName.get(key)
    if (!prev || prev.population < m.population) postalByName.set(key, { postal: first, population: m.population })
  }

  // Attach cities to departments first: admin units get members (for centres and regions).
  const cityDept = new Map<number, Draft | null>()
  for (const c of cityDrafts) {
    const key = deptKeyOf(c)
    const dept = key ? (deptDrafts.get(key) ?? null) : null
    cityDept.set(c.id, dept)
    dept?.members.push(c)
    const region = regionByAdmin1.get(`${c.country}:${c.admin1}`)
    if (region) regionDrafts.get(region.id)?.members.push(c)
  }
  // ES/IT/BE provinces take the region most of their cities are in.
  for (const d of deptDrafts.values()) {
    if (d.regionId !== null) continue
    const votes = new Map<number, number>()
    for (const c of d.members) {
      const r = regionByAdmin1.get(`${c.country}:${c.admin1}`)
      if (r) votes.set(r.id, (votes.get(r.id) ?? 0) + 1)
    }
    const best = [...votes.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]
    d.regionId = best ? best[0] : null
  }

  const places: Place[] = []
  const slugs = new Set<string>()
  const uniqueSlug = (kind: PlaceKind, base: string, suffix: string, id: number): string => {
    let slug = base || String(id)
    if (slugs.has(`${kind}:${slug}`)) slug = `${base}-${suffix}`
    if (slugs.has(`${kind}:${slug}`)) slug = `${base}-${id}`
    slugs.add(`${kind}:${slug}`)
    return slug
  }

  for (const c of COUNTRIES) {
    places.push({
      id: c.id,
      kind: 'country',
      parentId: null,
      departmentId: null,
      regionId: null,
      countryId: c.id,
      countryCode: c.code,
      slug: uniqueSlug('country', slugify(c.name.fr), c.code, c.id),
      adminCode: c.code,
      postalCode: null,
      lat: c.lat,
      lng: c.lng,
      population: 0,
      names: localize(c.name),
      environment: null,
      nearestCityId: null,
    })
  }
  for (const d of regionDrafts.values()) {
    if (d.members.length === 0) continue
    const country = countryOf.get(d.country)
    if (!country) continue
    const centre = centreOf(d, src.states, 150)
    places.push({
      id: d.id,
      kind: 'region',
      parentId: country.id,
      departmentId: null,
      regionId: d.id,
      countryId: country.id,
      countryCode: d.country,
      slug: uniqueSlug('region', slugify(d.name.fr), d.country.toLowerCase(), d.id),
      adminCode: d.adminCode,
      postalCode: null,
      lat: centre.lat,
      lng: centre.lng,
      population: d.members.reduce((a, c) => a + c.population, 0),
      names: localize(d.name),
      environment: null,
      nearestCityId: null,
    })
  }
  const regionIds = new Set(places.filter((p) => p.kind === 'region').map((p) => p.id))
  for (const d of [...deptDrafts.values()].sort((a, b) => a.id - b.id)) {
    if (d.members.length === 0 || d.regionId === null || !regionIds.has(d.regionId)) continue
    const country = countryOf.get(d.country)
    if (!country) continue
    const centre = centreOf(d, src.states, 80)
    places.push({
      id: d.id,
      kind: 'department',
      parentId: d.regionId,
      departmentId: d.id,
      regionId: d.regionId,
      countryId: country.id,
      countryCode: d.country,
      slug: uniqueSlug('department', slugify(d.name.fr), d.adminCode.toLowerCase(), d.id),
      adminCode: d.adminCode,
      postalCode: d.postal,
      lat: centre.lat,
      lng: centre.lng,
      population: d.members.reduce((a, c) => a + c.population, 0),
      names: localize(d.name),
      environment: null,
      nearestCityId: null,
    })
  }
  const placeIds = new Set(places.map((p) => p.id))

  const cities: Place[] = []
  for (const c of [...cityDrafts].sort((a, b) => b.population - a.population || a.id - b.id)) {
    const country = countryOf.get(c.country)
    const region = regionByAdmin1.get(`${c.country}:${c.admin1}`)
    if (!country || !region) continue
    const draft = cityDept.get(c.id) ?? null
    const dept = draft && placeIds.has(draft.id) ? draft : null
    const regionId = dept?.regionId ?? region.id
    const custom = CITY_NAMES[`${c.country}:${c.name}`]
    const names = custom ? localize(custom.name, custom.be) : localize(same(c.name))
    // FR: the INSEE code (GeoNames admin3) gives the commune's postal code; name match as fallback.
    const postal =
      c.country !== 'FR'
        ? null
        : (postalByCommune.get(c.admin3) ?? (dept ? postalByName.get(`${dept.adminCode}:${slugify(c.name)}`)?.postal : undefined) ?? null)
    const place: Place = {
      id: c.id,
      kind: 'city',
      parentId: dept?.id ?? regionId,
      departmentId: dept?.id ?? null,
      regionId,
      countryId: country.id,
      countryCode: c.country,
      slug: uniqueSlug('city', slugify(names.fr_FR), slugify(dept ? dept.name.fr : c.country), c.id),
      adminCode: c.admin1,
      postalCode: postal,
      lat: c.lat,
      lng: c.lng,
      population: c.population,
      names,
      environment: null,
      nearestCityId: null,
    }
    cities.push(place)
    places.push(place)
  }
  const cityById = new Map(cities.map((c) => [c.id, c]))

  const curated: Place[] = []
  for (const { kind, def, idBase, index } of curatedDefs) {
    const country = countryOf.get(def.country)
    if (!country) continue
    const town = nearestTowns.get(`${kind}:${def.key}`)
    const city = town ? cityById.get(town.id) : undefined
    const tr = 'regionId' in def ? (def as { regionId: number }).regionId : null
    const regionId = tr ?? city?.regionId ?? null
    const departmentId = tr === null ? (city?.departmentId ?? null) : null
    if (regionId === null || !placeIds.has(regionId)) continue
    const place: Place = {
      id: idBase + index + 1,
      kind,
      parentId: departmentId ?? regionId,
      departmentId,
      regionId,
      countryId: country.id,
      countryCode: def.country,
      slug: uniqueSlug(kind, def.key, def.country.toLowerCase(), idBase + index + 1),
      adminCode: null,
      postalCode: city?.postalCode ?? null,
      lat: def.lat,
      lng: def.lng,
      population: 0,
      names: localize(def.name),
      environment: def.environment ?? (kind === 'ski_resort' ? 'mountain' : kind === 'seaside_resort' ? 'seaside' : null),
      nearestCityId: city?.id ?? null,
    }
    curated.push(place)
    places.push(place)
  }

  return { places, cities, curated, byId: new Map(places.map((p) => [p.id, p])) }
}
