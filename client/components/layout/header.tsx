import { useLingui } from '@lingui/react'
import { routePath, sitesOfCountry } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { BurgerMenu } from './burger-menu'

/** Site header: logo, language selector (Belgium), help, gift, wishlist and account links. */
export function Header() {
  const { _ } = useLingui()
  const { site, customerCare } = useSite()
  const languages = sitesOfCountry(site.country)
  const home = `${site.pathPrefix}/`
  // Customer care sells gift cards straight away; visitors start from the gift search.
  const giftHref = customerCare ? '/giftcard/customization' : `${routePath(site, 'search')}?flow=gifting`
  const accountHref = `/account/signin?origin=${encodeURIComponent(home)}`
  return (
    <header className="site-header">
      <div className="container site-header__row">
        <a className="logo" href={home} aria-label={_('header.logo')}>
          <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
            <circle cx="14" cy="14" r="14" fill="var(--color-brand)" />
            <path d="M6 18 L12 10 L16 15 L19 12 L23 18 Z" fill="var(--color-accent)" />
          </svg>
          <span className="logo__text">Wanderweek</span>
        </a>
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
          <a className="site-nav__link desktop-only" href={giftHref}>
            {_('header.gift')}
          </a>
          <a className="site-nav__link desktop-only" href="/account/wishlist">
            {_('header.wishlist')}
          </a>
          <a className="site-nav__link site-nav__link--account desktop-only" href={accountHref}>
            {_('header.account')}
          </a>
          <BurgerMenu giftHref={giftHref} accountHref={accountHref} />
        </nav>
      </div>
    </header>
  )
}
