import type { ComponentType } from 'react'
import type { PageName } from '../app/boot'

/** Loads the component of a page in the browser, so only its code is fetched. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- page data types differ per page; each page checks its own
export const PAGE_LOADERS: Record<PageName, () => Promise<ComponentType<{ data: any }>>> = {
  home: () => import('./home/home-page').then((m) => m.HomePage),
  search: () => import('./search/search-page').then((m) => m.SearchPage),
  product: () => import('./product/product-page').then((m) => m.ProductPage),
  'not-found': () => import('./errors/not-found-page').then((m) => m.NotFoundPage),
  crash: () => import('./errors/crash-page').then((m) => m.CrashPage),
  sites: () => import('./sites/sites-page').then((m) => m.SitesPage),
  splash: () => import('./sites/splash-page').then((m) => m.SplashPage),
}
