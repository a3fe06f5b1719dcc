import { useLingui } from '@lingui/react'
import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react'
import { bookingLookupPath, giftcardPath, routePath, sitesOfCountry } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { BurgerMenu } from './burger-menu'

// The drawer's code (and its sheet) loads on first opening.
const WishlistDrawer = lazy(() => import('./wishlist-drawer').then((m) => ({ default: m.WishlistDrawer })))
const GiftDrawer = lazy(() => import('./gift-drawer').then((m) => ({ default: m.GiftDrawer })))

/**
 * Site header: logo, language selector (Belgium), help, the gift drawer, wishlist and account links. On
 * checkout-like pages (`simple`), the logo and a way back only.
 */
export function Header({ simple = false }: { simple?: boolean }) {
  const { _ } = useLingui()
  const { site, customerCare, flags } = useSite()
  const languages = sitesOfCountry(site.country)
  const home = `${site.pathPrefix}/`
  // Customer care sells gift cards straight away; visitors open the gift drawer (the burger menu: the gift search).
  const giftHref = customerCare ? giftcardPath(site) : `${routePath(site, 'search')}?flow=gifting`
  // With customer accounts, sign-in (coming back here); without, a visitor's bookings are found by number.
  const accountHref = flags.customerAccount ? `/account/signin?origin=${encodeURIComponent(home)}` : bookingLookupPath(site)
  const [wishlistOpen, setWishlistOpen] = useState(false)
  const wishlistButton = useRef<HTMLButtonElement>(null)
  const [giftOpen, setGiftOpen] = useState(false)
  const giftButton = useRef<HTMLButtonElement>(null)
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
          {customerCare ? (
            <a className="site-nav__link desktop-only" href={giftHref}>
              {_('header.gift')}
            </a>
          ) : (
            <button
              ref={giftButton}
              type="button"
              className="site-nav__link desktop-only"
              aria-haspopup="dialog"
              onClick={() => setGiftOpen(true)}
            >
              {_('header.gift')}
            </button>
          )}
          <button
            ref={wishlistButton}
            type="button"
            className="site-nav__link desktop-only"
            aria-haspopup="dialog"
            onClick={() => setWishlistOpen(true)}
          >
            {_('header.wishlist')}
          </button>
          <a className="site-nav__link site-nav__link--account desktop-only" href={accountHref}>
            {_('header.account')}
          </a>
          <BurgerMenu giftHref={giftHref} accountHref={accountHref} onWishlist={() => setWishlistOpen(true)} />
        </nav>
        {giftOpen ? (
          <Suspense fallback={null}>
            <GiftDrawer onClose={() => setGiftOpen(false)} opener={giftButton} />
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

/** The logo, a link to the site's home page. */
function Logo({ home }: { home: string }) {
  const { _ } = useLingui()
  return (
    <a className="logo" href={home} aria-label={_('header.logo')}>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <circle cx="14" cy="14" r="14" fill="var(--color-brand)" />
        <path d="M6 18 L12 10 L16 15 L19 12 L23 18 Z" fill="var(--color-accent)" />
      </svg>
      <span className="logo__text">Wanderweek</span>
    </a>
  )
}
