import type { AutoDiscount, CancellationPolicy, HotelSummary, Image } from '../../../shared/api/common'
import { IMAGE_SIZES } from '../../../shared/api/common'
import { getSite, routePath, type SiteId } from '../../../shared/sites'
import { siteI18n } from '../../i18n/site-i18n'
import { fromDay } from './sql'

/** Options every D1 mapper needs: where images are served from. */
export interface MapOptions {
  /** Prefix for image paths ('' = the worker's own /images route). */
  imageBase: string
}

/** The k-th image template of a catalogue row (see the image_template note in 0001_catalogue.sql). */
export function imageTemplate(template: string, k: number, base: string): string {
  const path = k === 0 ? template : template.replace(/\/([^/]+)\/\{size\}$/, `/$1-${k}/{size}`)
  return `${base}${path}`
}

/** All images of a row, main first. */
export function toImages(template: string, count: number, alt: string, opts: MapOptions): Image[] {
  return Array.from({ length: Math.max(1, count) }, (_, k) => ({ template: imageTemplate(template, k, opts.imageBase), alt }))
}

/** Main image URL for each size. */
export function toImagesBySize(template: string, opts: MapOptions): Record<string, string> {
  const main = imageTemplate(template, 0, opts.imageBase)
  return Object.fromEntries(IMAGE_SIZES.map((size) => [size, main.replace('{size}', size)]))
}

/** Card image URL (640x360). */
export function cardImageUrl(template: string, opts: MapOptions): string {
  return imageTemplate(template, 0, opts.imageBase).replace('{size}', '640_360')
}

/** Page paths: stays and cities as slug-id (the page router reads the trailing id), hotels and activities by id. */
export const stayUri = (locale: SiteId, id: number, slug: string) =>
  routePath(getSite(locale), 'stay', !slug ? String(id) : slug.endsWith(`-${id}`) ? slug : `${slug}-${id}`)
export const hotelUri = (locale: SiteId, id: number) => routePath(getSite(locale), 'hotel', String(id))
export const activityUri = (locale: SiteId, id: number) => routePath(getSite(locale), 'activity', String(id))
export const cityUri = (locale: SiteId, id: number, slug: string) => routePath(getSite(locale), 'city', `${slug}-${id}`)

/** The columns a hotel summary is made of (search rows, home offers and hotel rows all carry them). */
export interface HotelSummaryColumns {
  id: number
  label: string
  stars: number
  review_average: number | null
  review_count: number
  city_id: number
  city_name: string | null
  city_slug: string | null
  address: string
  zip_code: string
  lat: number
  lng: number
}

/** Stay and hotel columns every stay card row selects (search results and the home offers block). */
export interface StayCardColumns {
  slug: string
  item_category: string
  cancellable: number
  cancellation_type: string
  cancellation_deadline_days: number | null
  priority_stress: string | null
  stress: string | null
  last_minute: number
  expiration_date: string | null
  auto_discount_code: string | null
  auto_discount_percent: number | null
  connectivity: number
  image_template: string
  image_count: number
  label: string | null
  headwords: string | null
  hotel_id: number
  hotel_label: string
  stars: number
  review_average: number | null
  review_count: number
  address: string
  zip_code: string
  lat: number
  lng: number
  channel_manager_id: string | null
  city_id: number
  city_name: string | null
  city_slug: string | null
}

/** Hotel columns → the hotel summary of cards and pages, with its localised links. */
export function toHotelSummary(locale: SiteId, row: HotelSummaryColumns): HotelSummary {
  return {
    id: row.id,
    label: row.label,
    uri: hotelUri(locale, row.id),
    stars: row.stars,
    review: { average: row.review_average, count: row.review_count },
    location: {
      label: row.city_name ?? '',
      uri: row.city_slug ? cityUri(locale, row.city_id, row.city_slug) : '',
      address: row.address,
      zipCode: row.zip_code,
      latitude: row.lat,
      longitude: row.lng,
    },
  }
}

/** How the site words a cancellation deadline (4 octobre 2026): a calendar day, whatever the time zone. */
const DEADLINE_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }

/** The policy's short sentence in the site's language: its deadline's date, or without dates its days before arrival. */
function policyMessage(policy: Omit<CancellationPolicy, 'message'>, deadlineDays: number | null, locale: SiteId): string {
  const i18n = siteI18n(locale)
  if (!policy.cancellable) return i18n._('product.policy.nonRefundable')
  if (policy.cancellationDeadline !== null) {
    return i18n._('cancellation.flexible.until', { deadline: i18n.date(`${policy.cancellationDeadline}T00:00:00Z`, DEADLINE_FORMAT) })
  }
  return deadlineDays !== null ? i18n._('cancellation.flexible.days', { days: deadlineDays }) : i18n._('product.policy.flexible')
}

/**
 * Cancellation policy of a stay, worded for the site; the deadline exists only for a cancellable
 * stay with a check-in. A deadline already past today (ISO; null only without a check-in, when
 * there is no deadline) leaves the stay non-cancellable (the deadline day itself still counts):
 * the flexible option would otherwise be sold "until" a day gone by, and the deferred payment
 * date set in the past.
 */
export function toCancellationPolicy(
  row: { cancellable: number; cancellation_type: string; cancellation_deadline_days: number | null },
  checkinDay: number | null,
  todayIso: string | null,
  locale: SiteId,
): CancellationPolicy {
  const cancellable = row.cancellable === 1
  const deadline =
    cancellable && checkinDay !== null && row.cancellation_deadline_days !== null
      ? fromDay(checkinDay - row.cancellation_deadline_days)
      : null
  const policy: Omit<CancellationPolicy, 'message'> =
    deadline !== null && todayIso !== null && deadline < todayIso
      ? { cancellable: false, type: 'NON_CANCELLABLE', cancellationDeadline: null }
      : { cancellable, type: row.cancellation_type === 'FLEXIBLE' ? 'FLEXIBLE' : 'NON_CANCELLABLE', cancellationDeadline: deadline }
  return { ...policy, message: policyMessage(policy, row.cancellation_deadline_days, locale) }
}

/** Great-circle-free display distance (km, one decimal) from the SQL's squared equirectangular distance. */
export function toDistanceKm(dist2: number | null): number | null {
  return dist2 === null ? null : Math.round(Math.sqrt(dist2) * 10) / 10
}

/** The discount code a stay applies by itself, if it has one. */
export function autoDiscountOf(row: { auto_discount_code: string | null; auto_discount_percent: number | null }): AutoDiscount | null {
  return row.auto_discount_code && row.auto_discount_percent ? { code: row.auto_discount_code, value: row.auto_discount_percent } : null
}
