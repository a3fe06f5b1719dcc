import type { Context } from 'hono'
import type { AppEnv } from '../env'

/**
 * The request's page as a path under its site's prefix, with its query ('/fr-fr/recherche?flow=gifting'):
 * the same page whether it was asked under the prefix or at the root of the site's own host, so
 * that links coming back to it (the sign-in's origin) name it the way every link of the site does.
 */
export function sitePagePath(c: Context<AppEnv>): string {
  const url = new URL(c.req.url)
  const site = c.get('site')
  const base = c.get('siteBase') ?? site.pathPrefix
  const rest = url.pathname.startsWith(base) ? url.pathname.slice(base.length) : url.pathname
  return `${site.pathPrefix}${rest.startsWith('/') ? rest : `/${rest}`}${url.search}`
}
