import type { PageName } from './boot'

/** The module of each page, as the client build names it (its chunk holds the page's code). */
export const PAGE_SOURCES: Readonly<Record<PageName, string>> = {
  home: 'client/pages/home/home-page.tsx',
  search: 'client/pages/search/search-page.tsx',
  product: 'client/pages/product/product-page.tsx',
  activity: 'client/pages/activity/activity-page.tsx',
  hotel: 'client/pages/hotel/hotel-page.tsx',
  box: 'client/pages/box/box-page.tsx',
  contact: 'client/pages/contact/contact-page.tsx',
  checkout: 'client/pages/checkout/checkout-page.tsx',
  giftcard: 'client/pages/giftcard/giftcard-page.tsx',
  gift: 'client/pages/beneficiary/gift-page.tsx',
  account: 'client/pages/account/account-page.tsx',
  content: 'client/pages/content/content-page.tsx',
  'not-found': 'client/pages/errors/not-found-page.tsx',
  crash: 'client/pages/errors/crash-page.tsx',
  sites: 'client/pages/sites/sites-page.tsx',
  splash: 'client/pages/sites/splash-page.tsx',
}
