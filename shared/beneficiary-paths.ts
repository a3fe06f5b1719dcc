// The gift recipient's addresses (site-wide §2 account links: /beneficiary/login), the same words
// on every site. Apart from sites.ts: the app's entry, which every page loads, does not carry them.
import type { Site } from './sites'

/** The gift recipient's sign-in. */
export function beneficiaryLoginPath(site: Pick<Site, 'pathPrefix'>): string {
  return `${site.pathPrefix}/beneficiary/login`
}

/** The signed-in gift recipient's page: what the gift is and how to use it. */
export function beneficiaryGiftPath(site: Pick<Site, 'pathPrefix'>): string {
  return `${site.pathPrefix}/beneficiary/gift`
}

/** Where the gift's page sends its sign-out form. */
export function beneficiaryLogoutPath(site: Pick<Site, 'pathPrefix'>): string {
  return `${site.pathPrefix}/beneficiary/logout`
}
