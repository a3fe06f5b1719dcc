import { Hono, type Context } from 'hono'
import { getCookie } from 'hono/cookie'
import * as v from 'valibot'
import type { OffersRequest } from '../../shared/api/search'
import { STATIC_PAGE_SEGMENT } from '../../shared/api/static-page'
import { parseFlags } from '../../shared/flags'
import { BOX_DETAIL_SEGMENT } from '../../shared/rules/box-pages'
import { describes } from '../../shared/rules/structured-data'
import { DEFAULT_FLOW, isFlow, routeForSlug, routePath, type Flow } from '../../shared/sites'
import { ActivityPage, type ActivityPageData } from '../../client/pages/activity/activity-page'
import { ContactPage } from '../../client/pages/contact/contact-page'
import { HomePage } from '../../client/pages/home/home-page'
import { HotelPage } from '../../client/pages/hotel/hotel-page'
import { NotFoundPage } from '../../client/pages/errors/not-found-page'
import { ProductPage, type ProductData } from '../../client/pages/product/product-page'
import { SearchPage, type SearchData } from '../../client/pages/search/search-page'
import { SitesPage } from '../../client/pages/sites/sites-page'
import { SplashPage } from '../../client/pages/sites/splash-page'
import type { AppEnv } from '../env'
import { cachedJson, cachedText } from '../data/cache'
import { catalogueToday, getCatalog } from '../data/get-catalog'
import { getHotelPageData } from '../data/hotel-page'
import { findCityLanding, findThemeLanding, getActivityCities, getHomeData, getThemeOptions } from '../data/home'
import { logError } from '../log'
import { boxDetailPage, boxListPage, boxPagesEnabled, boxSlugRedirect } from './box-pages'
import { contactPageData } from './contact-page'
import { isLegalPage, legalPageOf, staticPagePath } from '../data/static-page'
import { contentPage, ideasPage, minisitePage } from './content-page'
import { pageAnnouncement, productAnnouncement, searchBanners } from './page-banners'
import { parseHosts, publicOriginOf } from '../middleware/site'
import { renderPage } from '../render/render-page'

/** "paris-2988507" → 2988507: landing and product paths end with the id. */
const SlugIdSchema = v.pipe(
  v.string(),
  v.regex(/^(?:[a-z0-9-]*-)?(\d{1,10})$/),
  v.transform((s) => Number(s.split('-').pop())),
)

function parseSlugId(value: string): number | null {
  const result = v.safeParse(SlugIdSchema, value)
  return result.success ? result.output : null
}

/** The 404 page of the request's site, status 404. */
export function renderNotFound(c: Context<AppEnv>): Promise<Response> {
  return renderPage(c, { page: 'not-found', Page: NotFoundPage, data: null, status: 404 })
}

/**
 * The theme select's options, the same on every search page of a site: read through the API
 * cache (KV, and the isolate's memory in front of it) rather than from D1 on every render.
 */
async function themeOptions(c: Context<AppEnv>): Promise<{ id: number; label: string }[]> {
  const site = c.get('site')
  const spec = { pageType: 'search', site: site.id, request: 'themeOptions' } as const
  const cached = await cachedJson(c, spec, () => getThemeOptions(c.env.DB, site))
  const parsed = parsedThemes.get(site.id)
  if (parsed?.bytes === cached.bytes) return parsed.themes
  const themes = JSON.parse(cachedText(cached)) as { id: number; label: string }[]
  parsedThemes.set(site.id, { bytes: cached.bytes, themes })
  return themes
}

/** Each site's theme options as last parsed, with the cached answer they came from (read-only). */
const parsedThemes = new Map<string, { bytes: Uint8Array; themes: { id: number; label: string }[] }>()

/**
 * What every search page needs besides results: the theme select, the public
 * origin for customer care, the banners of its top bar and, where the activity
 * form shows, its cities (the activity home page's list; without them the page
 * still searches all destinations).
 */
async function searchExtras(
  c: Context<AppEnv>,
  flow: Flow,
  activityForm = false,
): Promise<Pick<SearchData, 'themes' | 'publicOrigin' | 'activityCities' | 'banners'>> {
  const site = c.get('site')
  const [themes, banners, activityCities] = await Promise.all([
    themeOptions(c),
    searchBanners(c, flow),
    activityForm
      ? getActivityCities(getCatalog(c), site).catch((error: unknown) => {
          logError(c, 'search.activityCities', error)
          return []
        })
      : [],
  ])
  return { themes, publicOrigin: publicOriginOf(site, parseHosts(c.env.SITE_HOSTS)), activityCities, banners }
}

const SlugSchema = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/))

/** A landing's results (a city's, a theme's), with its heading and its meta description. */
function searchPage(c: Context<AppEnv>, heading: string, description: string, filters: OffersRequest['filters']) {
  const site = c.get('site')
  const request: OffersRequest = {
    locale: site.id,
    flow: 'booking',
    orderBy: 'priceQuality',
    searchProvider: 'default',
    pax: { adults: 2, children: 0, babies: 0, singleRoom: false },
    filters,
    page: 1,
    limit: 12,
    performMapSearch: false,
    performGiftableSearch: false,
    numberOfPackagesPerHotel: 1,
    excludedHotelIds: [],
  }
  const data = Promise.all([getCatalog(c).searchOffers(request), searchExtras(c, 'booking')]).then(([results, extras]): SearchData => ({
    heading,
    flow: 'booking',
    request,
    results,
    ...extras,
  }))
  return renderPage(c, { page: 'search', Page: SearchPage, data, description })
}

/** Pages of one site, mounted under each path prefix (/fr-fr…), Belgium's /fr and /nl, and host roots. */
export const sitePages = new Hono<AppEnv>({ strict: false })
  .get('/', (c) => {
    const flow = c.req.query('flow')
    const data = getHomeData(getCatalog(c), c.get('d1Meter')?.wrap(c.env.DB) ?? c.env.DB, {
      site: c.get('site'),
      flow: isFlow(flow) ? flow : DEFAULT_FLOW,
      todayIso: catalogueToday(),
      boxes: parseFlags(c.env.FLAGS).boxes,
      images: { imageBase: c.env.IMAGE_BASE_URL ?? '' },
      onError: (location, error) => logError(c, location, error),
    }).then((home) => ({ ...home, announcement: pageAnnouncement(c, home.announcement, home.flow) }))
    // The home page's description is its CMS document's or the site's own.
    return renderPage(c, { page: 'home', Page: HomePage, data, metaTags: true })
  })
  .get('/:slug', async (c) => {
    const site = c.get('site')
    const route = routeForSlug(site.language, c.req.param('slug'))
    // The contact handler (routes/contact.ts) answers POST on the same path and redirects back here.
    if (route === 'contact') return renderPage(c, { page: 'contact', Page: ContactPage, data: contactPageData(c), metaTags: true })
    if (route === 'boxes') return boxPagesEnabled(c) ? boxListPage(c) : renderNotFound(c)
    // The theme path alone: the ideas page (a theme's own page is /{theme path}/{slug}).
    if (route === 'theme') return ideasPage(c)
    if (route === null) {
      // A legal page under its path in the site's language, else maybe a partner's minisite.
      const legal = legalPageOf(c.var.i18n, c.req.param('slug'))
      if (legal) return (await contentPage(c, legal)) ?? renderNotFound(c)
      return (await minisitePage(c, c.req.param('slug'))) ?? renderNotFound(c)
    }
    if (route !== 'search' && route !== 'activitySearch') return renderNotFound(c)
    // Activities have their own path (search.md §2.5); the activity search form exists behind its switch.
    if (route === 'activitySearch' && !parseFlags(c.env.FLAGS).activitySearch) return renderNotFound(c)
    const flow = c.req.query('flow')
    // The activity form shows on the activity path, and on the search path when the query asks for that flow.
    const activityForm = parseFlags(c.env.FLAGS).activitySearch && (route === 'activitySearch' || flow === 'activity')
    const pageFlow: Flow = route === 'activitySearch' ? 'activity' : flow === 'gifting' || flow === 'hotel' ? flow : 'booking'
    const data = searchExtras(c, pageFlow, activityForm).then((extras): SearchData => ({
      heading: null,
      flow: pageFlow,
      request: null,
      results: null,
      ...extras,
    }))
    return renderPage(c, { page: 'search', Page: SearchPage, data })
  })
  .get('/:slug/:id', async (c) => {
    const site = c.get('site')
    const { i18n } = c.var
    const route = routeForSlug(site.language, c.req.param('slug'))
    const segment = c.req.param('id')
    if (c.req.param('slug') === STATIC_PAGE_SEGMENT) {
      // A legal page's former path moves to its path in the site's language.
      if (isLegalPage(segment)) return c.redirect(staticPagePath(site, i18n, segment), 301)
      return (await contentPage(c, segment)) ?? renderNotFound(c)
    }
    const id = parseSlugId(segment)
    if (!route || !v.is(SlugSchema, segment)) return renderNotFound(c)
    // The box path once named a box by its slug alone: it now moves to the detail page.
    if (route === 'boxes') {
      if (!boxPagesEnabled(c)) return renderNotFound(c)
      return (await boxSlugRedirect(c, segment)) ?? renderNotFound(c)
    }
    // Landing pages answer their clean slug ('/ville/paris') and the slug-id form alike.
    if (route === 'city') {
      const city = await findCityLanding(c.env.DB, segment, id, site)
      if (!city) return renderNotFound(c)
      return searchPage(c, i18n._('search.cityHeading', { city: city.name }), i18n._('search.cityDescription', { city: city.name }), {
        city: city.id,
      })
    }
    if (route === 'theme') {
      const theme = await findThemeLanding(c.env.DB, segment, id, site)
      if (!theme) return renderNotFound(c)
      return searchPage(c, i18n._('search.themeHeading', { theme: theme.name }), i18n._('search.themeDescription', { theme: theme.name }), {
        themeIds: [theme.id],
      })
    }
    if (id === null) return renderNotFound(c)
    if (route === 'stay') {
      // The gifting flow adds its sections (how it works, the gift card prompt); any other flow books.
      const flow = c.req.query('flow') === 'gifting' ? 'gifting' : 'booking'
      return Promise.all([getCatalog(c).getStayDetail(id, { locale: site.id }), productAnnouncement(c, flow)]).then(
        ([stay, announcement]) => {
          if (!stay) return renderNotFound(c)
          const publicOrigin = publicOriginOf(site, parseHosts(c.env.SITE_HOSTS))
          return renderPage(c, {
            page: 'product',
            Page: ProductPage,
            data: { stay, flow, publicOrigin, announcement } satisfies ProductData,
            // An expired stay's page has no description.
            metaTags: stay.published && describes(stay.description),
          })
        },
      )
    }
    if (route === 'activity') {
      return getCatalog(c)
        .getActivityOnlyDetail(id, site.id)
        .then((activity) => {
          if (!activity) return renderNotFound(c)
          return renderPage(c, {
            page: 'activity',
            Page: ActivityPage,
            data: { activity } satisfies ActivityPageData,
            metaTags: activity.published && describes(activity.description),
          })
        })
    }
    if (route === 'hotel') {
      const catalog = getCatalog(c)
      const hotel = await catalog.getHotel(id, site.id)
      if (!hotel) return renderNotFound(c)
      const data = getHotelPageData(catalog, hotel, { locale: site.id, onError: (location, error) => logError(c, location, error) })
      return renderPage(c, { page: 'hotel', Page: HotelPage, data, metaTags: describes(hotel.description) })
    }
    return renderNotFound(c)
  })
  // A gift box's page (product-pages.md "Gift box detail page": /p/{slug}/{code} under the box path).
  .get(`/:slug/${BOX_DETAIL_SEGMENT}/:boxSlug/:code`, async (c) => {
    const route = routeForSlug(c.get('site').language, c.req.param('slug'))
    if (route !== 'boxes' || !boxPagesEnabled(c)) return renderNotFound(c)
    return (await boxDetailPage(c, c.req.param('code'))) ?? renderNotFound(c)
  })

/** The root of the host: a mapped host's home, Belgium's language splash, or the list of sites. */
export const rootPages = new Hono<AppEnv>()
  .get('/', async (c, next) => {
    const url = new URL(c.req.url)
    const mapped = parseHosts(c.env.SITE_HOSTS)[url.hostname]
    if (mapped === 'BE') {
      const last = getCookie(c, 'lastLanguage')
      if (last === 'fr' || last === 'nl') return c.redirect(`/${last}/`, 302)
      return renderPage(c, { page: 'splash', Page: SplashPage, data: { fr: '/fr/', nl: '/nl/' } })
    }
    if (mapped) return next()
    return renderPage(c, { page: 'sites', Page: SitesPage, data: null })
  })
  .get('/be', (c) => {
    const last = getCookie(c, 'lastLanguage')
    if (last === 'fr') return c.redirect('/fr-be/', 302)
    if (last === 'nl') return c.redirect('/nl-be/', 302)
    return renderPage(c, { page: 'splash', Page: SplashPage, data: { fr: '/fr-be/', nl: '/nl-be/' } })
  })

export { routePath }
