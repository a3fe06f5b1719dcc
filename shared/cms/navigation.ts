// The rules of the Inspirations menu's tree (site-wide §2 "Navigation link"): destinations nest
// region → department → city, each counted by the offers it leads to; the themes entry carries a
// weekly suggested theme. The catalogue reads the rows; these functions shape them.
import type { NavigationLink } from '../api/cms'

/** Levels of the Inspirations menu (site-wide §2: up to four). */
export const NAVIGATION_MAX_DEPTH = 4

/** How many levels a list of links spans (0 for none). */
export function navigationDepth(links: readonly NavigationLink[]): number {
  return links.reduce((deepest, link) => Math.max(deepest, 1 + navigationDepth(link.children)), 0)
}

/** Cities listed under a department or region, the most offers first: its "see all" link reaches the others. */
export const NAVIGATION_CITY_LIMIT = 10

/** A place of the destination tree as the catalogue names it for the site. */
export type NavigationPlace = {
  readonly id: number
  readonly kind: 'region' | 'department' | 'city'
  /** The region and department it belongs to (a city of the Netherlands or of Brussels has no department). */
  readonly regionId: number | null
  readonly departmentId: number | null
  readonly name: string
  readonly lat: number
  readonly lng: number
}

type DestinationInput = {
  readonly places: readonly NavigationPlace[]
  /** Offers of each city (hotels with an offer of the flow, as a search of the city counts them). */
  readonly offers: ReadonlyMap<number, number>
  /** The page a place leads to. */
  readonly uriOf: (place: NavigationPlace) => string
  /** Orders names the way the site's language does. */
  readonly compare: (a: string, b: string) => number
  readonly cityLimit?: number
}

/** A plain link (no variant, no weekly theme) with its children. */
export function navigationLink(
  link: Pick<NavigationLink, '_id' | 'label' | 'uri' | 'count'> & Partial<Pick<NavigationLink, 'location' | 'variant' | 'weeklyTheme'>>,
  children: NavigationLink[] = [],
): NavigationLink {
  return {
    _id: link._id,
    label: link.label,
    uri: link.uri,
    location: link.location ?? null,
    variant: link.variant ?? 'default',
    count: link.count,
    weeklyTheme: link.weeklyTheme ?? null,
    children,
  }
}

/**
 * The destinations of a country as regions → departments → cities. A city without offers is left
 * out, and so is a department or region left empty; a city without department (or whose department
 * is unknown) sits right under its region. Regions and departments are in alphabetical order, cities
 * by their number of offers (then name), at most `cityLimit` of them under each place. A place
 * counts the offers of all its cities, listed or not.
 */
export function destinationTree(input: DestinationInput): NavigationLink[] {
  const limit = input.cityLimit ?? NAVIGATION_CITY_LIMIT
  const byId = new Map(input.places.map((p) => [p.id, p]))
  const citiesOf = new Map<number, NavigationPlace[]>()
  for (const city of input.places) {
    if (city.kind !== 'city' || (input.offers.get(city.id) ?? 0) <= 0) continue
    const department = city.departmentId !== null ? byId.get(city.departmentId) : undefined
    const parent = department?.kind === 'department' ? department : city.regionId !== null ? byId.get(city.regionId) : undefined
    if (parent?.kind !== 'department' && parent?.kind !== 'region') continue
    citiesOf.set(parent.id, [...(citiesOf.get(parent.id) ?? []), city])
  }
  const offersOf = (city: NavigationPlace) => input.offers.get(city.id) ?? 0
  const link = (place: NavigationPlace, count: number, children: NavigationLink[]) =>
    navigationLink(
      {
        _id: `${place.kind}-${place.id}`,
        label: place.name,
        uri: input.uriOf(place),
        count,
        location: { latitude: place.lat, longitude: place.lng },
      },
      children,
    )
  const cityLinks = (cities: readonly NavigationPlace[]) =>
    [...cities]
      .sort((a, b) => offersOf(b) - offersOf(a) || input.compare(a.name, b.name))
      .slice(0, limit)
      .map((city) => link(city, offersOf(city), []))
  const total = (cities: readonly NavigationPlace[]) => cities.reduce((sum, city) => sum + offersOf(city), 0)
  const alphabetical = (a: NavigationPlace, b: NavigationPlace) => input.compare(a.name, b.name)

  return input.places
    .filter((p) => p.kind === 'region')
    .sort(alphabetical)
    .flatMap((region) => {
      const departments = input.places
        .filter((d) => d.kind === 'department' && d.regionId === region.id && citiesOf.has(d.id))
        .sort(alphabetical)
      const direct = citiesOf.get(region.id) ?? []
      const all = [...departments.flatMap((d) => citiesOf.get(d.id) ?? []), ...direct]
      if (all.length === 0) return []
      return [
        link(region, total(all), [
          ...departments.map((d) => {
            const cities = citiesOf.get(d.id) ?? []
            return link(d, total(cities), cityLinks(cities))
          }),
          ...cityLinks(direct),
        ]),
      ]
    })
}

/** One of the items, the same all week long and the next one the week after (by a running ISO week number). */
export function weeklyPick<T>(items: readonly T[], isoWeek: number): T | null {
  if (items.length === 0) return null
  return items[((isoWeek % items.length) + items.length) % items.length] ?? null
}
