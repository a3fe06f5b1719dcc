import manifest from '../../dist/client/.vite/manifest.json'
import type { PageAssets, PageName } from '../../client/app/boot'
import { PAGE_SOURCES } from '../../client/app/page-sources'

type Chunk = { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[] }
const MANIFEST = manifest as Record<string, Chunk>

const ENTRY = 'client/entry.tsx'

/**
 * The client build's identity: a hash of every file name of the manifest (each carries its
 * content hash). Cached pages are keyed by it, so a new build never serves a page naming the
 * previous build's scripts.
 */
export const CLIENT_BUILD = (() => {
  let hash = 0x811c9dc5
  for (const char of Object.values(MANIFEST)
    .map((c) => c.file)
    .sort()
    .join('\n')) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193)
  }
  return (hash >>> 0).toString(36)
})()

/**
 * A page's own stylesheets, each built as an entry of its own (vite.config.ts PAGE_STYLESHEETS):
 * the page's module does not import them, so the entry's page loader does not name them. The
 * hotel and stay pages share the sheet of their common blocks (section nav, reviews, card row), the
 * box, stay and gift card pages that of the gift format cards (the gift card page also the gift
 * set-up's pills and customisation form); the activity page takes the common blocks' sheet for its
 * offer dialog, the contact page for its message dialog (the information dialogs' bottom sheet) and
 * the box page for the dialog of its stays' map.
 */
const PAGE_STYLESHEETS: Partial<Record<PageName, readonly string[]>> = {
  activity: ['client/styles/page-sections.css'],
  box: ['client/styles/page-sections.css', 'client/styles/boxes.css', 'client/styles/gift-formats.css'],
  // The gift recipient's pages use the checkout's panels, form and wallet, and the gift calendar.
  gift: ['client/styles/page-sections.css', 'client/styles/gift-setup.css', 'client/styles/checkout.css', 'client/styles/beneficiary.css'],
  checkout: ['client/styles/checkout.css'],
  // 'Leave us a message' opens in the information dialogs' bottom sheet.
  contact: ['client/styles/page-sections.css'],
  // The account's pages use the checkout's panels and fields.
  account: ['client/styles/checkout.css', 'client/styles/account.css'],
  content: ['client/styles/content-page.css'],
  giftcard: ['client/styles/gift-formats.css', 'client/styles/gift-setup.css', 'client/styles/giftcard.css'],
  home: ['client/styles/home.css'],
  hotel: ['client/styles/page-sections.css', 'client/styles/hotel.css', 'client/styles/hotel-rooms.css'],
  // An expired offer's link shows its hotel's other offers in the card row.
  'not-found': ['client/styles/page-sections.css'],
  product: [
    'client/styles/page-sections.css',
    'client/styles/product.css',
    'client/styles/booking.css',
    'client/styles/gift-formats.css',
    'client/styles/gift-setup.css',
  ],
}

/** The built files of the page's own stylesheets, if it has some (a page without its sheet fails loudly, not unstyled). */
function ownStylesheet(page: PageName): string[] {
  return (PAGE_STYLESHEETS[page] ?? []).map((source) => {
    const file = MANIFEST[source]?.file
    if (file === undefined) throw new Error(`${source} is not in the client build: see vite.config.ts PAGE_STYLESHEETS`)
    return file
  })
}

function collect(key: string, seen: Set<string>): void {
  const chunk = MANIFEST[key]
  if (!chunk || seen.has(key)) return
  seen.add(key)
  for (const dep of chunk.imports ?? []) collect(dep, seen)
}

/** Each page's assets, worked out once per isolate (the manifest is the build's). */
const assetsByPage = new Map<PageName, PageAssets>()

/** The entry module first, then every module and style the page's chunk needs (shared: read only). */
export function pageAssets(page: PageName): PageAssets {
  let assets = assetsByPage.get(page)
  if (!assets) {
    assets = collectAssets(page)
    assetsByPage.set(page, assets)
  }
  return assets
}

function collectAssets(page: PageName): PageAssets {
  const keys = new Set<string>()
  collect(ENTRY, keys)
  collect(PAGE_SOURCES[page], keys)
  const chunks = [...keys].map((k) => MANIFEST[k]).filter((c): c is Chunk => c !== undefined)
  return {
    modules: chunks.map((c) => `/${c.file}`),
    css: [...new Set([...chunks.flatMap((c) => c.css ?? []), ...ownStylesheet(page)])].map((f) => `/${f}`),
  }
}

let entryCss: string[] | null = null

/** The stylesheets of the entry, which every page has: a page without the site's scripts still wears its design. */
export function entryStylesheets(): string[] {
  if (!entryCss) {
    const keys = new Set<string>()
    collect(ENTRY, keys)
    entryCss = [...new Set([...keys].flatMap((k) => MANIFEST[k]?.css ?? []))].map((f) => `/${f}`)
  }
  return entryCss
}
