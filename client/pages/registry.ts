import type { ComponentType } from 'react'
import type { PageName } from '../app/boot'
import { CrashPage } from './errors/crash-page'

/** Loads the component of a page in the browser, so only its code is fetched. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- page data types differ per page; each page checks its own
export const PAGE_LOADERS: Record<PageName, () => Promise<ComponentType<{ data: any }>>> = {
  home: () => import('./home/home-page').then((m) => m.HomePage),
  search: () => import('./search/search-page').then((m) => m.SearchPage),
  product: () => import('./product/product-page').then((m) => m.ProductPage),
  activity: () => import('./activity/activity-page').then((m) => m.ActivityPage),
  hotel: () => import('./hotel/hotel-page').then((m) => m.HotelPage),
  // The box list and a box's page are one page (the views of BoxPageData): one loader in the entry.
  box: () => import('./box/box-page').then((m) => m.BoxPage),
  contact: () => import('./contact/contact-page').then((m) => m.ContactPage),
  // The booking summary and the confirmation are one page (the views of CheckoutPageData).
  checkout: () => import('./checkout/checkout-page').then((m) => m.CheckoutPage),
  giftcard: () => import('./giftcard/giftcard-page').then((m) => m.GiftcardPage),
  // The gift recipient's login and gift are one page (the views of GiftPageData).
  gift: () => import('./beneficiary/gift-page').then((m) => m.GiftPage),
  // Sign-in, the profile, the trips and the wishlist are one page (the views of AccountPageData).
  account: () => import('./account/account-page').then((m) => m.AccountPage),
  'not-found': () => import('./errors/not-found-page').then((m) => m.NotFoundPage),
  // Already in the entry chunk: the error boundary shows it in place of any page.
  crash: () => Promise.resolve(CrashPage),
  sites: () => import('./sites/sites-page').then((m) => m.SitesPage),
  splash: () => import('./sites/splash-page').then((m) => m.SplashPage),
  content: () => import('./content/content-page').then((m) => m.ContentPage),
}
