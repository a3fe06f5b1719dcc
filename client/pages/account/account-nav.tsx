import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { ACCOUNT_SECTIONS, accountPath, signOutPath, type AccountSection } from '../../../shared/account-paths'
import { useSite } from '../../app/site-context'

/**
 * The frame of the signed-in account's pages: their title, the links between profile, trips and
 * wishlist (the current one marked), and signing out.
 */
export function AccountFrame({ section, title, children }: { section: AccountSection; title: string; children: ReactNode }) {
  const { _ } = useLingui()
  const { site, customer } = useSite()
  return (
    <>
      <title>{title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className="container checkout account">
        <p className="account__hello">{customer ? _('account.hello', { name: customer.firstName }) : null}</p>
        <h1 className="checkout__title">{title}</h1>
        <div className="account__layout">
          <nav className="account-nav" aria-label={_('account.nav')}>
            <ul className="account-nav__list">
              {ACCOUNT_SECTIONS.map((s) => (
                <li key={s}>
                  <a className="account-nav__link" href={accountPath(site, s)} aria-current={s === section ? 'page' : undefined}>
                    {_(`account.menu.${s}`)}
                  </a>
                </li>
              ))}
            </ul>
            <form method="post" action={signOutPath(site)} className="account-nav__signout">
              <input type="hidden" name="origin" value={`${site.pathPrefix}/`} />
              <button type="submit" className="button button--block">
                {_('account.menu.signOut')}
              </button>
            </form>
          </nav>
          <div className="account__content">{children}</div>
        </div>
      </div>
    </>
  )
}
