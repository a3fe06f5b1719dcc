// CMS documents per locale and flow (stored as JSON in cms_content).
import { Temporal } from 'temporal-polyfill'
import { addDays } from '../../../shared/dates'
import { getSite, giftcardPath, routePath, type Flow, type SiteId } from '../../../shared/sites'
import type { Box } from './boxes'
import { CMS } from './cms-texts'
import { THEMES } from './lookups'
import type { Place } from './places'
import type { Stay } from './stays'
import { fill, LOCALES, LOCALE_LANGUAGE, localize, slugify } from './text'

export interface CmsRow {
  readonly locale: SiteId
  readonly flow: Flow | 'all'
  readonly kind: string
  readonly key: string
  readonly json: string
}

const FLOWS: readonly Flow[] = ['booking', 'gifting', 'hotel', 'activity']
const COUNTRY_OF: Readonly<Record<SiteId, string>> = { fr_FR: 'FR', es_ES: 'ES', fr_BE: 'BE', nl_BE: 'BE', nl_NL: 'NL', it_IT: 'IT' }

/** Localised slug of a theme landing page (also stored as labels kind 'theme_slug'). */
export function themeSlug(themeId: number, locale: SiteId): string {
  const theme = THEMES.find((t) => t.id === themeId)
  return theme ? slugify(localize(theme.label, theme.be)[locale]) : String(themeId)
}

export interface CmsInput {
  readonly cities: readonly Place[]
  readonly regions: readonly Place[]
  readonly hotelCountByPlace: ReadonlyMap<number, number>
  readonly staysByTheme: ReadonlyMap<number, number>
  readonly topStays: readonly Stay[]
  readonly boxes: readonly Box[]
  /** The seed's first day (ISO date): the winter sale's countdown runs from it for three weeks. */
  readonly startDate: string
}

/** How long the booking homepage's sale countdown runs from the seed's first day. */
const SALE_DAYS = 21

/** The instant a day starts on a site's clock (ISO, UTC): the seed's first day is a date on that clock. */
function siteMidnight(date: string, timeZone: string): string {
  return Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).toInstant().toString()
}

export function buildCms(input: CmsInput): CmsRow[] {
  const rows: CmsRow[] = []
  const put = (locale: SiteId, flow: Flow | 'all', kind: string, key: string, doc: unknown): void => {
    rows.push({ locale, flow, kind, key, json: JSON.stringify(doc) })
  }
  for (const locale of LOCALES) {
    const site = getSite(locale)
    const l = LOCALE_LANGUAGE[locale]
    const country = COUNTRY_OF[locale]
    const search = `${site.pathPrefix}/${site.slugs.search}`
    const themeUrl = (id: number): string => routePath(site, 'theme', themeSlug(id, locale))
    // A city's landing page by its name in the site's language ('/nl-be/stad/antwerpen').
    const cityUrl = (p: Place): string => routePath(site, 'city', slugify(p.names[locale]))
    const themeLabel = (id: number): string => {
      const t = THEMES.find((x) => x.id === id)
      return t ? localize(t.label, t.be)[locale] : ''
    }
    const localCities = input.cities.filter((c) => c.countryCode === country && (input.hotelCountByPlace.get(c.id) ?? 0) > 0).slice(0, 8)
    const otherCities = input.cities.filter((c) => c.countryCode !== country && (input.hotelCountByPlace.get(c.id) ?? 0) > 2).slice(0, 4)
    const cityCards = [...localCities, ...otherCities].map((c) => ({
      placeId: c.id,
      title: c.names[locale],
      text: fill(CMS.cityCardText[l], { city: c.names[locale] }),
      url: cityUrl(c),
      image: `/images/place/${c.id}/{size}`,
    }))

    for (const flow of FLOWS) {
      const ctas =
        flow === 'gifting'
          ? [{ label: CMS.ctaGift[l], url: `${search}?flow=gifting` }]
          : flow === 'activity'
            ? [{ label: CMS.ctaActivities[l], url: routePath(site, 'activitySearch') }]
            : [{ label: CMS.ctaSearch[l], url: `${search}?flow=${flow}` }]
      const blocks: unknown[] = [
        {
          type: 'themes',
          title: CMS.themesTitle[l],
          items: [31, 32, 33, 39, 36, 38, 43, 41].map((id) => ({
            themeId: id,
            label: themeLabel(id),
            url: flow === 'gifting' ? `${search}?flow=gifting#theme=${id}` : themeUrl(id),
            image: `/images/theme/${id}/{size}`,
          })),
        },
        { type: 'destinations', title: CMS.destinationsTitle[l], items: cityCards.slice(0, 8) },
      ]
      if (flow !== 'activity')
        blocks.push({
          type: 'offers',
          title: CMS.offersTitle[l],
          stayIds: input.topStays
            .filter((s) => s.hotel.countryCode === country || country === 'BE')
            .slice(0, 12)
            .map((s) => s.id),
        })
      if (flow === 'gifting')
        blocks.push({ type: 'boxes', title: CMS.boxBlockTitle[l], boxCodes: input.boxes.slice(0, 8).map((b) => b.code) })
      blocks.push({
        type: 'reassurance',
        items: CMS.reassurance.map((t, i) => ({ icon: ['lock', 'calendar', 'headset'][i], label: t[l] })),
      })
      put(locale, flow, 'homepage', 'main', {
        seo: { title: CMS.seoTitle[flow][l], description: CMS.seoDescription[flow][l], index: true, follow: true },
        header: { showFlowTabs: true },
        promoBar: { ctas: promoCtas(locale, search), showFlowTabs: true },
        jumbotron: {
          title: CMS.jumbotronTitle[flow][l],
          subtitle: CMS.jumbotronSubtitle[flow][l],
          ctas,
          imageDesktop: `/images/banner/home-${flow}/1920_880`,
          imageMobile: `/images/banner/home-${flow}/750_360`,
          ...(flow === 'booking'
            ? {
                countdown: {
                  label: CMS.countdownLabel[l],
                  start: siteMidnight(input.startDate, site.timeZone),
                  end: siteMidnight(addDays(Temporal.PlainDate.from(input.startDate), SALE_DAYS).toString(), site.timeZone),
                },
              }
            : {}),
        },
        blocks,
        footer: { showNewsletter: true, showPaymentMethods: true },
      })
    }
    put(locale, 'all', 'promo_bar', 'main', {
      page: 'all',
      internalCode: `promo-bar-${locale}`,
      campaign: 'winter-sale',
      category: 'promotion',
      links: promoCtas(locale, search).map((cta, i) => ({ ...cta, variation: i === 0 ? 'default' : 'black' })),
    })
    const entry = (page: string, content: string, colorVariation: string, url: string, flow: Flow): unknown => ({
      content,
      colorVariation,
      link: { url },
      flow,
      page,
      locale,
      campaign: 'winter-sale',
      category: 'promotion',
    })
    put(locale, 'all', 'announcement', 'homePages', [
      entry('home', CMS.announcementHome[l], 'primary', `${search}?flow=booking`, 'booking'),
    ])
    put(locale, 'all', 'announcement', 'searchPages', [
      entry('search', CMS.announcementSearch[l], 'neutral', routePath(site, 'contact'), 'booking'),
    ])
    put(locale, 'all', 'announcement', 'productPages', [
      entry('product', CMS.announcementProduct[l], 'secondary', routePath(site, 'contact'), 'booking'),
    ])
    put(locale, 'gifting', 'gift_content', 'main', {
      boxURL: routePath(site, 'boxes'),
      singleVoucherURL: `${search}?flow=gifting`,
      giftcardURL: giftcardPath(site),
      activityOnlyURL: routePath(site, 'activitySearch'),
      campaign: 'gifts',
      category: 'gifting',
    })
    CMS.giftBlocks.forEach((b, i) =>
      put(locale, 'gifting', 'gift_block', String(i + 1), {
        locale,
        title: b.title[l],
        subtitle: b.subtitle[l],
        imageS: `/images/banner/gift-${i + 1}/640_360`,
        imageL: `/images/banner/gift-${i + 1}/960_540`,
      }),
    )
    put(locale, 'gifting', 'box_block', 'main', {
      results: input.boxes.slice(0, 8).map((b) => b.code),
      campaign: 'boxes',
      title: CMS.boxBlockTitle[l],
      subtitle: CMS.boxBlockSubtitle[l],
      buttonLabel: CMS.boxBlockButton[l],
      buttonURL: routePath(site, 'boxes'),
    })
    const banner = (themeId: number, title: string, subtitle: string, cta: string, imagePosition: string): unknown => ({
      title,
      subtitle,
      image: `/images/theme/${themeId}/960_540`,
      imageMobile: `/images/theme/${themeId}/640_360`,
      imagePosition,
      imageAlt: '',
      ctas: [{ label: cta, url: `${search}#theme=${themeId}` }],
      url: `${search}#theme=${themeId}`,
      newTab: false,
      campaign: 'targeted',
      category: 'theme',
      themeId,
    })
    put(
      locale,
      'booking',
      'targeted_banner',
      'family',
      banner(39, CMS.familyBannerTitle[l], CMS.familyBannerText[l], CMS.familyBannerCta[l], 'right'),
    )
    put(
      locale,
      'booking',
      'targeted_banner',
      'pets',
      banner(46, CMS.petsBannerTitle[l], CMS.petsBannerText[l], CMS.petsBannerCta[l], 'center'),
    )
    put(locale, 'all', 'ideas', 'main', {
      title: CMS.ideasTitle[l],
      sections: [
        ...CMS.ideasSections.map((s) => ({
          title: s.title[l],
          cards: s.themes.map((id) => ({
            themeId: id,
            title: themeLabel(id),
            text: fill(CMS.ideaCardText[l], { count: input.staysByTheme.get(id) ?? 0 }),
            url: themeUrl(id),
            image: `/images/theme/${id}/{size}`,
          })),
        })),
        { title: CMS.ideasCityTitle[l], cards: cityCards },
      ],
      regionsTitle: CMS.ideasRegionsTitle[l],
      regions: input.regions
        .filter((r) => r.countryCode === country)
        .map((r) => ({ placeId: r.id, label: r.names[locale], url: `${search}#region=${r.id}` })),
    })
    for (const id of [32, 33, 35, 36, 39])
      put(locale, 'activity', 'activity_theme', String(id), {
        themeId: id,
        label: themeLabel(id),
        imageMobile: `/images/theme/${id}/750_360`,
        imageDesktop: `/images/theme/${id}/1920_595`,
      })
  }
  return rows
}

interface PromoCta {
  readonly label: string
  readonly url: string
  readonly newTab: boolean
  readonly colorPalette: { readonly background: string; readonly font: 'light' | 'dark' }
}

function promoCtas(locale: SiteId, search: string): PromoCta[] {
  const l = LOCALE_LANGUAGE[locale]
  return [
    {
      label: CMS.promoSpa[l],
      url: `${search}?flow=booking#theme=32`,
      newTab: false,
      colorPalette: { background: '#0f4c5c', font: 'light' },
    },
    { label: CMS.promoGift[l], url: `${search}?flow=gifting`, newTab: false, colorPalette: { background: '#f4d35e', font: 'dark' } },
  ]
}
