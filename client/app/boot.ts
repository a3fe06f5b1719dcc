import type { Messages } from '@lingui/core'
import type { Flags } from '../../shared/flags'
import type { SiteId } from '../../shared/sites'

/** The pages the worker renders and the browser hydrates. */
export type PageName =
  | 'home'
  | 'search'
  | 'product'
  | 'activity'
  | 'hotel'
  | 'box'
  | 'contact'
  | 'content'
  | 'checkout'
  | 'giftcard'
  | 'gift'
  | 'account'
  | 'not-found'
  | 'crash'
  | 'sites'
  | 'splash'

/** Script and style files of the page, from the build manifest. */
export type PageAssets = { css: string[]; modules: string[] }

/** What the server hands the browser to hydrate the same tree (the "boot" JSON script). */
export type BootData = {
  siteId: SiteId
  page: PageName
  messages: Messages
  flags: Flags
  customerCare: boolean
  /** Today in the site's time zone (ISO), and the hour there, for the 20:00 cut-off. */
  today: string
  hour: number
  production: boolean
  /**
   * The signed-in customer (accounts on, a valid session), else null: the header's menu shows the
   * first name, the checkout starts from these details. A signed-in request carries its cookie, so
   * its page is never stored in nor served from the HTML cache. analyticsId: the user id the
   * tracking sends (a keyed hash of the account, never its id or address).
   */
  customer: { firstName: string; lastName: string; email: string; phone: string; analyticsId: string } | null
  /** The page's path and query, for links that come back to it (the sign-in's origin). */
  path: string
  /**
   * Whether the page states structured data (its breadcrumb's and the footer's schema.org
   * microdata): the worker decides it from the page's meta tags and the site
   * (shared/rules/structured-data.ts).
   */
  structuredData: boolean
  assets: PageAssets
  requestId: string
}

/** Serialises JSON for an inline script without letting it close the tag. */
export function toInlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** The catalogues serialised so far: a site sends the same messages object with every page. */
const serialisedMessages = new WeakMap<Messages, string>()

/** toInlineJson of the boot data, serialising each site's messages once per isolate. */
export function toBootJson(boot: BootData): string {
  const { messages, ...rest } = boot
  let json = serialisedMessages.get(messages)
  if (json === undefined) {
    json = toInlineJson(messages)
    serialisedMessages.set(messages, json)
  }
  return `${toInlineJson(rest).slice(0, -1)},"messages":${json}}`
}
