import { useLingui } from '@lingui/react'
import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react'
import { signInHref } from '../../../shared/account-paths'
import { bookingLookupPath, giftcardPath, routePath, sitesOfCountry } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { AccountMenu } from './account-menu'
import { BurgerMenu } from './burger-menu'
import { Logo } from './logo'

// The drawer's code (and its sheet) loads on first opening.
const WishlistDrawer = lazy(() => import('./wishlist-drawer').then((m) => ({ default: m.WishlistDrawer })))
const GiftDrawer = lazy(() => import('./gift-drawer').then((m) => ({ default: m.GiftDrawer })))

/**
 * Site header: logo, language selector (Belgium), help, the gift drawer, wishlist and account links (on small
 * screens the burger menu and, outside Belgium, the wishlist's heart). On
 * checkout-like pages (`simple`), the logo and a way back only; on a page choosing between sites (`bare`: Belgium's
 * language splash, the list of sites), the logo alone, as no one site's menus and links belong there.
 */
export function Header({ simple = false, bare = false }: { simple?: boolean; bare?: boolean }) {
  const { _ } = useLingui()
  const { site, customerCare, flags, customer, path } = useSite()
  const languages = sitesOfCountry(site.country)
  const home = `${site.pathPrefix}/`
  // Customer care sells gift cards straight away; visitors open the gift drawer (the burger menu: the gift search).
  const giftHref = customerCare ? giftcardPath(site) : `${routePath(site, 'search')}?flow=gifting`
  // With customer accounts, sign-in coming back to this page; without, a visitor's bookings are found by number.
  // (On the sign-in page itself, the link is that page, its origin kept.)
  const accountHref = flags.customerAccount ? (path.includes('/account/signin') ? path : signInHref(site, path)) : bookingLookupPath(site)
  const signedIn = flags.customerAccount ? customer : null
  const [wishlistOpen, setWishlistOpen] = useState(false)
  const wishlistButton = useRef<HTMLButtonElement>(null)
  const [giftOpen, setGiftOpen] = useState(false)
  const giftLink = useRef<HTMLAnchorElement>(null)
  if (bare)
    return (
      <header className="site-header">
        <div className="container site-header__row">
          <Logo home={null} />
        </div>
      </header>
    )
  if (simple) return <SimpleHeader home={home} />
  return (
    <header className="site-header">
      <div className="container site-header__row">
        <Logo home={home} />
        <nav className="site-nav" aria-label={_('header.nav')}>
          {languages.length > 1 ? (
            <ul className="lang-switch" aria-label={_('header.language')}>
              {languages.map((s) => (
                <li key={s.id}>
                  <a href={`${s.pathPrefix}/`} hrefLang={s.bcp47} lang={s.bcp47} aria-current={s.id === site.id ? 'true' : undefined}>
                    {s.language.toUpperCase()}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <a className="site-nav__link desktop-only" href={routePath(site, 'contact')}>
            {_('header.help')}
          </a>
          {/* A link to the gift search until the page's code runs; then, outside customer care, it opens the gift drawer. */}
          <a
            ref={giftLink}
            className="site-nav__link desktop-only"
            href={giftHref}
            aria-haspopup={customerCare ? undefined : 'dialog'}
            onClick={
              customerCare
                ? undefined
                : (event) => {
                    event.preventDefault()
                    setGiftOpen(true)
                  }
            }
          >
            {_('header.gift')}
          </a>
          <button
            ref={wishlistButton}
            type="button"
            className="site-nav__link site-nav__wish"
            aria-haspopup="dialog"
            onClick={() => setWishlistOpen(true)}
          >
            {_('header.wishlist')}
          </button>
          {signedIn ? (
            <AccountMenu firstName={signedIn.firstName} />
          ) : (
            <a
              className="site-nav__link site-nav__link--account desktop-only"
              href={accountHref}
              onClick={flags.customerAccount ? comeBackHere : undefined}
            >
              {_('header.account')}
            </a>
          )}
          <BurgerMenu
            giftHref={giftHref}
            accountHref={accountHref}
            signedIn={signedIn !== null}
            onSignIn={flags.customerAccount ? comeBackHere : undefined}
            onWishlist={() => setWishlistOpen(true)}
          />
        </nav>
        {giftOpen ? (
          <Suspense fallback={null}>
            <GiftDrawer onClose={() => setGiftOpen(false)} opener={giftLink} />
          </Suspense>
        ) : null}
        {wishlistOpen ? (
          <Suspense fallback={null}>
            <WishlistDrawer onClose={() => setWishlistOpen(false)} opener={wishlistButton} />
          </Suspense>
        ) : null}
      </div>
    </header>
  )
}

/**
 * A sign-in link's origin, once clicked: the page as it is now, with its hash (a search's criteria,
 * a stay's dates), which the server could not know when it rendered the link.
 */
function comeBackHere(event: MouseEvent<HTMLAnchorElement>) {
  const link = event.currentTarget
  const url = new URL(link.href)
  // Only the page the server named (the sign-in page's own link keeps its origin).
  if (!location.hash || url.searchParams.get('origin') !== location.pathname + location.search) return
  url.searchParams.set('origin', location.pathname + location.search + location.hash)
  link.href = url.pathname + url.search
}

/**
 * The checkout's header (site-wide §2): Back returns to the page the visitor came from on this
 * site (the stay or activity page, its dates and party still in its address), or to the home page
 * (from another site, a new tab, or the confirmation).
 */
function SimpleHeader({ home }: { home: string }) {
  const { _ } = useLingui()
  const back = (event: MouseEvent<HTMLAnchorElement>) => {
    // After a payment (the confirmation), back is the home page: the summary is done with.
    if (location.pathname.includes('/confirmation/')) return
    const referrer = document.referrer ? new URL(document.referrer) : null
    if (referrer?.origin !== location.origin || history.length < 2) return
    event.preventDefault()
    history.back()
  }
  return (
    <header className="site-header site-header--simple">
      <div className="container site-header__row">
        <a className="site-header__back" href={home} onClick={back}>
          <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {_('header.back')}
        </a>
        <Logo home={home} />
      </div>
    </header>
  )
}
