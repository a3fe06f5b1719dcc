import type { Context } from 'hono'
import { SAME_DAY_CUTOFF_HOUR } from '../../shared/dates'
import { siteClock } from '../../shared/site-clock'
import type { AppEnv } from '../env'
import { runAfterResponse } from './cache'
import type { CatalogSource } from './catalog-source'
import type { BookingDays } from './d1-catalog/calendar'
import { createD1Catalog } from './d1-catalog/d1-catalog'
import { fromDay, toDay } from './d1-catalog/sql'
import { createHttpCatalog } from './http-catalog'

/** All six sites share one calendar day boundary (CET/CEST), so "today" for the catalogue is Paris's. */
export const CATALOGUE_TIME_ZONE = 'Europe/Paris'

/** Today's ISO date in the catalogue's time zone (asked by every search and page: the site clock, not Temporal's zoned conversion). */
export function catalogueToday(): string {
  return siteClock(CATALOGUE_TIME_ZONE).today
}

/**
 * Today and the first day a stay may still start, read from one reading of the site clock: from
 * the same-day cut-off (20:00, the calendar's rule) today can no longer be booked.
 */
export function catalogueBookingDays(): BookingDays {
  const clock = siteClock(CATALOGUE_TIME_ZONE)
  // Day numbers, not the Temporal polyfill: this runs for every request that reads the catalogue.
  const firstCheckinIso = clock.hour >= SAME_DAY_CUTOFF_HOUR ? fromDay(toDay(clock.today) + 1) : clock.today
  return { todayIso: clock.today, firstCheckinIso }
}

/** The request's CatalogSource: the HTTP upstream when UPSTREAM_API_URL is set (proxy mode), else D1. */
export function getCatalog(c: Context<AppEnv>): CatalogSource {
  const upstream = c.env.UPSTREAM_API_URL
  if (upstream) return createHttpCatalog({ baseUrl: upstream })
  const db = c.get('d1Meter')?.wrap(c.env.DB) ?? c.env.DB
  return createD1Catalog(db, {
    ...catalogueBookingDays(),
    imageBase: c.env.IMAGE_BASE_URL ?? '',
    defer: (work) => runAfterResponse(c, work),
  })
}
