import type { SearchDetails } from '../../../shared/api/search'
import type { OffersInput } from './offers'
import { fromDay, parseJsonColumn, type Params } from './sql'

/** Place kinds of the catalogue → the API's destination kinds. */
export const PLACE_KIND_TO_API: Readonly<Record<string, SearchDetails['locationHierarchy'][number]['type']>> = {
  country: 'country',
  region: 'region',
  department: 'department',
  city: 'city',
  poi: 'poi',
  touristic_region: 'touristicRegion',
  ski_resort: 'skiResort',
  seaside_resort: 'seaResort',
}

/** Columns added to the offers statement. */
export interface SearchDetailsRow {
  dest: string | null
  theme_label: string | null
  hotel_label: string | null
}

interface DestJson {
  id: number
  kind: string
  code: string
  label: string
  lat: number
  lng: number
  hierarchy: { id: number; kind: string; code: string; label: string }[]
}

/** SELECT columns for the destination (with its region and country) and the theme, in the request locale. */
export function buildSearchDetailsSql(input: OffersInput, p: Params): string {
  const f = input.filters
  const loc = p.name('locale', input.locale)
  let placeWhere: string | null = null
  const placeId = f.poi ?? f.city ?? f.skiResort ?? f.seaResort ?? f.touristicRegion ?? f.department ?? f.region
  if (f.lat !== undefined && f.lng !== undefined) placeWhere = null
  else if (f.hotel !== undefined) placeWhere = `p.id = (SELECT city_id FROM hotels WHERE id = ${p.name('dest_hotel', f.hotel)})`
  else if (placeId !== undefined) placeWhere = `p.id = ${p.add(placeId)}`
  else if (f.country !== undefined) placeWhere = `p.kind = 'country' AND p.country_code = ${p.add(f.country)}`
  const dest = placeWhere
    ? `(SELECT json_object('id', p.id, 'kind', p.kind, 'code', p.country_code, 'label', COALESCE(pn.name, p.slug), 'lat', p.lat, 'lng', p.lng,
        'hierarchy', json((SELECT json_group_array(json_object('id', q.id, 'kind', q.kind, 'code', q.country_code, 'label', COALESCE(qn.name, q.slug)))
          FROM places q LEFT JOIN place_names qn ON qn.place_id = q.id AND qn.locale = ${loc}
          WHERE q.id IN (p.region_id, p.country_id) AND q.kind IN ('region', 'country'))))
       FROM places p LEFT JOIN place_names pn ON pn.place_id = p.id AND pn.locale = ${loc}
       WHERE ${placeWhere} LIMIT 1)`
    : 'NULL'
  const theme = f.themeIds?.[0]
  const themeSql =
    theme !== undefined ? `(SELECT label FROM labels WHERE kind = 'theme' AND id = ${p.add(theme)} AND locale = ${loc})` : 'NULL'
  const hotelSql = f.hotel !== undefined ? `(SELECT label FROM hotels WHERE id = ${p.name('dest_hotel', f.hotel)})` : 'NULL'
  return `${dest} AS dest, ${themeSql} AS theme_label, ${hotelSql} AS hotel_label`
}

const placeRef = (kind: string, id: number, code: string) => (kind === 'country' ? code : id)

/** searchDetails of the response. */
export function toSearchDetails(row: SearchDetailsRow, input: OffersInput, totalCount: number): SearchDetails {
  const dest = parseJsonColumn<DestJson | null>(row.dest, null)
  const f = input.filters
  const hierarchy = (dest?.hierarchy ?? [])
    .map((h) => ({ id: placeRef(h.kind, h.id, h.code), label: h.label, type: PLACE_KIND_TO_API[h.kind] ?? 'region' }))
    .sort((a, b) => (a.type === 'country' ? -1 : b.type === 'country' ? 1 : 0))
  let destination: SearchDetails['destination'] = null
  if (f.hotel !== undefined && row.hotel_label !== null) destination = { kind: 'hotel', id: f.hotel, label: row.hotel_label }
  else if (dest)
    destination = { kind: PLACE_KIND_TO_API[dest.kind] ?? dest.kind, id: placeRef(dest.kind, dest.id, dest.code), label: dest.label }
  const location =
    f.lat !== undefined && f.lng !== undefined
      ? { latitude: f.lat, longitude: f.lng }
      : dest
        ? { latitude: dest.lat, longitude: dest.lng }
        : null
  return {
    totalCount,
    page: input.page,
    limit: input.limit,
    pageCount: Math.ceil(totalCount / input.limit),
    checkin: input.checkinDay !== null ? fromDay(input.checkinDay) : null,
    night: input.nights,
    adult: input.adults,
    child: input.children,
    baby: input.babies,
    hotelId: input.hotelId,
    orderBy: input.sort,
    theme: f.themeIds?.[0] !== undefined && row.theme_label !== null ? { id: f.themeIds[0], label: row.theme_label } : null,
    destination,
    location,
    locationHierarchy: hierarchy,
  }
}
