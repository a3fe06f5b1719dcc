// The CMS homepage document (site-wide §3 "CMS homepage") as the home page reads it, and the data
// the worker hands the page. The API passes authored JSON through; here each field the page uses is
// checked, and an item or block that does not fit is left out rather than failing the page.
import * as v from 'valibot'
import type { Box } from '../api/boxes'
import type { StayCard } from '../api/search'
import type { Flow } from '../sites'
import type { Announcement } from './announcement'
import { countdownWindow } from '../rules/countdown'
import { safeUrl } from './rich-text'

const Text = v.pipe(v.string(), v.trim(), v.nonEmpty())
const Url = v.pipe(
  v.string(),
  v.trim(),
  v.check((s) => safeUrl(s) !== null, 'Expected a site path or an https address'),
)
const Id = v.pipe(v.number(), v.integer(), v.minValue(1))
/** Only a #rrggbb colour reaches a style attribute. */
const HexColour = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/))

export const CmsSeoSchema = v.object({
  title: v.optional(Text),
  description: v.optional(Text),
  index: v.optional(v.boolean(), true),
  follow: v.optional(v.boolean(), true),
})

export const CmsCtaSchema = v.object({ label: Text, url: Url, newTab: v.optional(v.boolean(), false) })

/** Promo link: label, url, newTab, variation default or black, colorPalette (background, font light or dark). */
export const CmsPromoLinkSchema = v.object({
  ...CmsCtaSchema.entries,
  variation: v.optional(v.picklist(['default', 'black']), 'default'),
  colorPalette: v.optional(v.object({ background: v.optional(HexColour), font: v.optional(v.picklist(['light', 'dark'])) })),
})

/** The jumbotron's optional countdown: its words and its window (two ISO instants, the end after the start). */
export const CmsCountdownSchema = v.pipe(
  v.object({ label: Text, start: v.string(), end: v.string() }),
  v.check((c) => countdownWindow(c.start, c.end) !== null, 'Expected a start and a later end'),
)

export const CmsJumbotronSchema = v.object({
  title: Text,
  subtitle: v.optional(v.string(), ''),
  ctas: v.optional(v.array(v.unknown()), []),
  imageDesktop: v.optional(Url),
  imageMobile: v.optional(Url),
  countdown: v.optional(v.unknown()),
})

export const CmsThemeItemSchema = v.object({ themeId: Id, label: Text, url: Url, image: v.optional(Url) })
export const CmsDestinationItemSchema = v.object({
  placeId: Id,
  title: Text,
  text: v.optional(v.string()),
  url: Url,
  image: v.optional(Url),
})
export const CmsReassuranceItemSchema = v.object({ icon: v.optional(v.string(), ''), label: Text })

const items = v.optional(v.array(v.unknown()), [])
const title = v.optional(v.string(), '')

export const CmsBlockSchema = v.variant('type', [
  v.object({ type: v.literal('themes'), title, items }),
  v.object({ type: v.literal('destinations'), title, items }),
  v.object({ type: v.literal('offers'), title, stayIds: v.array(Id) }),
  v.object({ type: v.literal('boxes'), title, boxCodes: v.array(Text) }),
  v.object({ type: v.literal('reassurance'), title, items }),
])
export type CmsBlock = v.InferOutput<typeof CmsBlockSchema>

/** The homepage document; each part is checked on its own when used. */
export const CmsHomeDocumentSchema = v.object({
  seo: v.optional(v.unknown()),
  promoBar: v.optional(v.object({ ctas: items, showFlowTabs: v.optional(v.boolean(), false) })),
  jumbotron: v.optional(v.unknown()),
  blocks: items,
})

/** The box block of the locale (site-wide §3): what the boxes block says around its cards. */
export const CmsBoxBlockSchema = v.object({
  subtitle: v.optional(v.string(), ''),
  buttonLabel: v.optional(Text),
  buttonURL: v.optional(Url),
})

/** The items of a list that fit the schema, in order. */
export function parseEach<T extends v.GenericSchema>(schema: T, list: readonly unknown[]): v.InferOutput<T>[] {
  return list.flatMap((item) => {
    const result = v.safeParse(schema, item)
    return result.success ? [result.output] : []
  })
}

/** A CMS image template ('/images/place/1/{size}') at one size. */
export function imageAt(template: string | undefined, size: string): string | null {
  return template ? template.replace('{size}', size) : null
}

// What the worker hands the home page (serialised into the page for hydration).

export type HomeLink = { readonly label: string; readonly url: string; readonly newTab: boolean }
export type PromoLink = HomeLink & {
  readonly background: string | null
  readonly font: 'light' | 'dark' | null
  readonly black: boolean
}
export type HomeImageCard = {
  readonly key: string
  readonly title: string
  readonly text: string
  readonly url: string
  readonly image: string | null
}
export type HomeBoxCard = Pick<Box, 'code' | 'title' | 'price' | 'offerCount'> & { readonly url: string; readonly image: string }

export type HomeBlock =
  | { readonly type: 'themes'; readonly title: string; readonly items: readonly HomeImageCard[] }
  | { readonly type: 'destinations'; readonly title: string; readonly items: readonly HomeImageCard[] }
  | { readonly type: 'offers'; readonly title: string; readonly cards: readonly StayCard[] }
  | {
      readonly type: 'boxes'
      readonly title: string
      readonly subtitle: string
      readonly boxes: readonly HomeBoxCard[]
      readonly button: HomeLink | null
    }
  | { readonly type: 'reassurance'; readonly title: string; readonly items: readonly { icon: string; label: string }[] }

/** Home page data: CMS content of the site and flow, with the cards of its blocks. */
export type HomeData = {
  /** The flow of the page (the query's); the content is the booking flow's when the CMS has none for it. */
  readonly flow: Flow
  readonly seo: { readonly title: string | null; readonly description: string | null; readonly index: boolean; readonly follow: boolean }
  readonly announcement: Announcement | null
  readonly promoBar: { readonly links: readonly PromoLink[]; readonly flowTabs: boolean }
  readonly jumbotron: {
    readonly title: string
    readonly subtitle: string
    readonly ctas: readonly HomeLink[]
    readonly imageDesktop: string | null
    readonly imageMobile: string | null
    /** Shown by the browser only within its window, counting down each second. */
    readonly countdown: { readonly label: string; readonly start: string; readonly end: string } | null
  } | null
  readonly blocks: readonly HomeBlock[]
  /** Themes and cities offered by the search bar (from the themes and destinations blocks). */
  readonly searchThemes: readonly { id: number; label: string }[]
  readonly searchCities: readonly { id: string; label: string }[]
}
