import type { Context } from 'hono'
import { siteClock } from '../../shared/dates'
import type { AppEnv } from '../env'
import { runAfterResponse } from './cache'
import type { CatalogSource } from './catalog-source'
import { createD1Catalog } from './d1-catalog/d1-catalog'
import { createHttpCatalog } from './http-catalog'

/** All six sites share one calendar day boundary (CET/CEST), so "today" for the catalogue is Paris's. */
export const CATALOGUE_TIME_ZONE = 'Europe/Paris'

/** Today's ISO date in the catalogue's time zone (asked by every search and page: the site clock, not Temporal's zoned conversion). */
export function catalogueToday(): string {
  return siteClock(CATALOGUE_TIME_ZONE).today
}

/** The request's CatalogSource: the HTTP upstream when UPSTREAM_API_URL is set (proxy mode), else D1. */
export function getCatalog(c: Context<AppEnv>): CatalogSource {
  const upstream = c.env.UPSTREAM_API_URL
  if (upstream) return createHttpCatalog({ baseUrl: upstream })
  const db = c.get('d1Meter')?.wrap(c.env.DB) ?? c.env.DB
  return createD1Catalog(db, {
    todayIso: catalogueToday(),
    imageBase: c.env.IMAGE_BASE_URL ?? '',
    defer: (work) => runAfterResponse(c, work),
  })
}
