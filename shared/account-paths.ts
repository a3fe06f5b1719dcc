// The customer's account addresses (site-wide §1 account links: /account/settings/profile,
// /account/trips, /account/wishlist, /account/signin with an origin parameter), the same words on
// every site. Apart from sites.ts: the app's entry, which every page loads, does not carry them.
import type { Site } from './sites'

/** The account's own pages, as the account menu lists them. */
export const ACCOUNT_SECTIONS = ['profile', 'trips', 'wishlist'] as const
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number]

const SECTION_PATHS: Readonly<Record<AccountSection, string>> = {
  profile: '/account/settings/profile',
  trips: '/account/trips',
  wishlist: '/account/wishlist',
}

/** An account page of a site. The trips' address is also the booking lookup's (signed out). */
export function accountPath(site: Pick<Site, 'pathPrefix'>, section: AccountSection): string {
  return `${site.pathPrefix}${SECTION_PATHS[section]}`
}

/** Where sign-in and account creation are posted, and the sign-in page without an origin. */
export function signInPath(site: Pick<Site, 'pathPrefix'>): string {
  return `${site.pathPrefix}/account/signin`
}

/** The sign-in page that leads back to `origin` (a path and query of this site) once signed in. */
export function signInHref(site: Pick<Site, 'pathPrefix'>, origin: string): string {
  return `${signInPath(site)}?origin=${encodeURIComponent(origin)}`
}

/** Where the account menu's Sign out button posts. */
export function signOutPath(site: Pick<Site, 'pathPrefix'>): string {
  return `${site.pathPrefix}/account/signout`
}

/** The longest origin kept: longer is no page address of ours. */
export const ORIGIN_MAX = 2000

/** A stand-in host to resolve origins against: a resolved address on any other host left the site. */
const PROBE = 'http://origin.invalid'

/**
 * Where to go back after signing in (or out): `origin` when it is a page of this site (its path
 * prefix, then a slash or nothing), else the site's home. Absolute addresses, protocol-relative
 * ones ('//host'), backslashes (which browsers read as slashes), control characters, dot segments
 * that climb out of the site and the sign-in and sign-out addresses themselves fall back to home:
 * no open redirect, no loop.
 */
export function safeOrigin(site: Pick<Site, 'pathPrefix'>, origin: string | null | undefined): string {
  const home = `${site.pathPrefix}/`
  if (!origin || origin.length > ORIGIN_MAX || !origin.startsWith('/') || origin.startsWith('//')) return home
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(origin)) return home
  let url: URL
  try {
    url = new URL(origin, PROBE)
  } catch {
    return home
  }
  if (url.origin !== PROBE) return home
  const path = url.pathname
  if (path !== site.pathPrefix && !path.startsWith(home)) return home
  if (path.startsWith(`${site.pathPrefix}/account/sign`)) return home
  return `${path}${url.search}${url.hash}`
}
