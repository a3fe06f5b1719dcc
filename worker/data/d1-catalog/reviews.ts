import { REVIEW_CRITERIA, REVIEWS_PAGE_SIZE, type ReviewsQuery, type ReviewsResponse } from '../../../shared/api/reviews'
import type { SiteId } from '../../../shared/sites'

/** Reviews are written in four languages; Belgian sites read the French or Dutch ones (product-pages §9). */
export const REVIEW_LOCALE: Readonly<Record<SiteId, string>> = {
  fr_FR: 'fr_FR',
  fr_BE: 'fr_FR',
  es_ES: 'es_ES',
  it_IT: 'it_IT',
  nl_NL: 'nl_NL',
  nl_BE: 'nl_NL',
}

const ORDER: Readonly<Record<ReviewsQuery['sort'], string>> = {
  DATE_DESC: 'review_date DESC, id DESC',
  DATE_ASC: 'review_date ASC, id ASC',
  SCORE_DESC: 'average DESC, review_date DESC, id DESC',
  SCORE_ASC: 'average ASC, review_date DESC, id DESC',
}

const AGGREGATES = `SELECT MAX(h.id) AS hotel_id, h.review_average AS score, COUNT(r.id) AS total, COALESCE(SUM(r.locale = ?2), 0) AS in_locale,
  AVG(r.welcoming) AS welcoming, AVG(r.comfort) AS comfort, AVG(r.cleanliness) AS cleanliness, AVG(r.food) AS food,
  AVG(r.localization) AS localization, AVG(r.price_quality_ratio) AS priceQualityRatio
FROM hotels h LEFT JOIN reviews r ON r.hotel_id = h.id WHERE h.id = ?1`

interface AggRow {
  hotel_id: number | null
  score: number | null
  total: number
  in_locale: number
  welcoming: number | null
  comfort: number | null
  cleanliness: number | null
  food: number | null
  localization: number | null
  priceQualityRatio: number | null
}

interface ReviewRow {
  id: number
  locale: string
  customer: string
  type: string
  review_date: string
  average: number
  positive: string
  negative: string
}

const round1 = (n: number) => Math.round(n * 10) / 10

/** A page of 10 reviews: the request locale first, then (with fallback) the other languages. */
export async function getReviews(db: D1Database, hotelId: number, q: ReviewsQuery): Promise<ReviewsResponse | null> {
  const locale = REVIEW_LOCALE[q.locale]
  const offset = (q.page - 1) * REVIEWS_PAGE_SIZE
  const where = q.withOtherLanguageFallback ? 'hotel_id = ?1' : 'hotel_id = ?1 AND locale = ?2'
  const pageSql = `SELECT id, locale, customer, type, review_date, average, positive, negative FROM reviews
    WHERE ${where} ORDER BY locale = ?2 DESC, ${ORDER[q.sort]} LIMIT ?3 OFFSET ?4`
  const [agg, page] = await db.batch([
    db.prepare(AGGREGATES).bind(hotelId, locale),
    db.prepare(pageSql).bind(hotelId, locale, REVIEWS_PAGE_SIZE, offset),
  ])
  const a = agg?.results[0] as AggRow | undefined
  if (!a || a.hotel_id === null) return null
  const rows = (page?.results ?? []) as ReviewRow[]
  const available = q.withOtherLanguageFallback ? a.total : a.in_locale
  return {
    list: rows.map((r) => ({
      id: r.id,
      locale: r.locale,
      customer: r.customer,
      type: r.type,
      date: r.review_date,
      average: r.average,
      positive: r.positive === '' ? null : r.positive,
      negative: r.negative === '' ? null : r.negative,
    })),
    totalCount: a.total,
    localeCount: a.in_locale,
    page: q.page,
    pageSize: REVIEWS_PAGE_SIZE,
    hasMore: offset + rows.length < available,
    score: a.score,
    details: a.total === 0 ? [] : REVIEW_CRITERIA.map((label) => ({ label, score: round1(a[label] ?? 0) })),
  }
}
