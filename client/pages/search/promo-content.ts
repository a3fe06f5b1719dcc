// CMS content of the in-grid promo blocks (site-wide.md §2 "Banners", §7).
// The API passes authored documents through; the fields a block uses are
// checked here, and a block without valid content is left out.
import * as v from 'valibot'
import type { Flow, SiteId } from '../../../shared/sites'

const Url = v.pipe(v.string(), v.minLength(1))

const TargetedBannerSchema = v.object({
  flow: v.optional(v.string()),
  title: v.string(),
  text: v.optional(v.string()),
  subtitle: v.optional(v.string()),
  link: v.optional(Url),
  url: v.optional(v.nullable(Url)),
  image: v.optional(v.string()),
  imageAlt: v.optional(v.string()),
  ctas: v.optional(v.array(v.object({ label: v.string(), url: Url }))),
  newTab: v.optional(v.boolean()),
  themeId: v.optional(v.number()),
})

const GiftLinksSchema = v.object({
  boxURL: v.optional(v.nullable(Url)),
  singleVoucherURL: v.optional(v.nullable(Url)),
  giftcardURL: v.optional(v.nullable(Url)),
  activityOnlyURL: v.optional(v.nullable(Url)),
})

const GiftItemSchema = v.object({
  title: v.string(),
  subtitle: v.string(),
  imageS: v.optional(v.nullable(v.string())),
  imageL: v.optional(v.nullable(v.string())),
})

const GiftBlockSchema = v.object({ links: v.nullable(GiftLinksSchema), items: v.array(GiftItemSchema) })

const BoxBlockSchema = v.object({ content: v.object({ title: v.string(), subtitle: v.string(), buttonLabel: v.string(), buttonURL: Url }) })

/** A gift item of the CMS with the link it leads to. */
export interface GiftCard {
  readonly kind: 'boxes' | 'stays' | 'giftCard' | 'activity'
  readonly title: string
  readonly subtitle: string
  readonly image: string | null
  readonly url: string
}

/** The gift block's items come in this order: boxes, gift stays, gift card, activity gift; each is shown only with its link. */
const GIFT_ITEM_LINKS = [
  { kind: 'boxes', link: 'boxURL' },
  { kind: 'stays', link: 'singleVoucherURL' },
  { kind: 'giftCard', link: 'giftcardURL' },
  { kind: 'activity', link: 'activityOnlyURL' },
] as const

const cache = new Map<string, Promise<unknown>>()

/** One fetch per address and page view (the blocks of a grid share the gift block); failures read as null. */
function load(url: string): Promise<unknown> {
  let pending = cache.get(url)
  if (!pending) {
    pending = fetch(url, { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<unknown>) : null))
      .catch(() => null)
    cache.set(url, pending)
  }
  return pending
}

/** The targeted banner of the flow (not the one promoting the theme already searched). */
export async function loadTargetedBanner(locale: SiteId, flow: Flow, theme: number | undefined) {
  const list = v.safeParse(v.array(v.unknown()), await load(`/content/targetedBanner.json?locale=${locale}`))
  if (!list.success) return null
  for (const item of list.output) {
    const banner = v.safeParse(TargetedBannerSchema, item)
    if (!banner.success) continue
    const b = banner.output
    if (b.flow && b.flow !== flow && b.flow !== 'all') continue
    if (theme !== undefined && b.themeId === theme) continue
    const target = b.link ?? b.url ?? null
    // Without authored calls to action the banner's own link gets the generic label (label null).
    const links: { label: string | null; url: string }[] =
      b.ctas && b.ctas.length > 0 ? b.ctas.slice(0, 3) : target ? [{ label: null, url: target }] : []
    if (links.length === 0) continue
    return {
      title: b.title,
      subtitle: b.subtitle ?? b.text ?? '',
      image: b.image ?? null,
      imageAlt: b.imageAlt ?? '',
      links,
      newTab: b.newTab ?? false,
    }
  }
  return null
}

/** The gift cards of the site that have a link. */
export async function loadGiftCards(locale: SiteId): Promise<GiftCard[]> {
  const block = v.safeParse(GiftBlockSchema, await load(`/gateway/content/giftBlock?locale=${locale}`))
  if (!block.success || !block.output.links) return []
  const links = block.output.links
  return block.output.items.flatMap((item, i) => {
    const slot = GIFT_ITEM_LINKS[i]
    const url = slot ? links[slot.link] : null
    return slot && url
      ? [{ kind: slot.kind, title: item.title, subtitle: item.subtitle, image: item.imageL ?? item.imageS ?? null, url }]
      : []
  })
}

/** The box block of the site. */
export async function loadBoxBlock(locale: SiteId) {
  const block = v.safeParse(BoxBlockSchema, await load(`/gateway/content-boxes-block/${locale}`))
  return block.success ? block.output.content : null
}
