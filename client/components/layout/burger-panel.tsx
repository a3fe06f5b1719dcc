import { useLingui } from '@lingui/react'
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react'
import { ACCOUNT_SECTIONS, accountPath, signOutPath } from '../../../shared/account-paths'
import { beneficiaryLoginPath } from '../../../shared/beneficiary-paths'
import { bookingLookupPath, routePath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { useModalLayer } from '../../lib/use-modal-layer'

type Level = 'main' | 'social'

const SOCIAL = [
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const

type Props = {
  giftHref: string
  accountHref: string
  signedIn: boolean
  onSignIn: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined
  onClose: () => void
  onWishlist: () => void
}

/** The open burger menu: a modal dialog with the main level and the nested social level; Escape closes it. */
export function BurgerPanel({ giftHref, accountHref, signedIn, onSignIn, onClose, onWishlist }: Props) {
  const { _ } = useLingui()
  const { site, path, customer } = useSite()
  const [level, setLevel] = useState<Level>('main')
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()
  // Tab kept inside, Escape closes, the page still while open.
  useModalLayer(panel, { onEscape: onClose })
  const back = useRef(false)
  // Each level opens on its first entry; back on the main level, the focus returns to the entry that left it.
  useEffect(() => {
    const returning = back.current
    back.current = false
    const target = returning
      ? panel.current?.querySelector<HTMLElement>('.burger__next')
      : panel.current?.querySelector<HTMLElement>('a, button')
    target?.focus()
  }, [level])

  return (
    <div className="burger__backdrop" onClick={onClose}>
      <div
        ref={panel}
        className="burger__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
      >
        <div className="burger__head">
          {level === 'social' ? (
            <button
              type="button"
              className="burger__back"
              onClick={() => {
                back.current = true
                setLevel('main')
              }}
            >
              {/* The arrows are drawn, not read: the buttons are named by their words. */}
              <span className="burger__arrow" aria-hidden="true">
                ‹
              </span>
              {_('menu.back')}
            </button>
          ) : null}
          <h2 id={titleId} className="burger__title">
            {level === 'social' ? _('menu.social') : _('menu.title')}
          </h2>
          <button type="button" className="burger__close" onClick={onClose} aria-label={_('menu.close')}>
            ×
          </button>
        </div>
        {level === 'main' ? (
          <ul className="burger__list">
            <li>
              <a href={bookingLookupPath(site)}>{_('menu.checkBooking')}</a>
            </li>
            <li>
              <a href={giftHref}>{_('header.gift')}</a>
            </li>
            {signedIn ? (
              // The account menu's entries (site-wide §2), under the customer's name.
              <li className="burger__account">
                <p className="burger__account-name">{customer?.firstName}</p>
                <ul className="burger__sublist" aria-label={_('header.account')}>
                  {ACCOUNT_SECTIONS.map((section) => (
                    <li key={section}>
                      <a href={accountPath(site, section)}>{_(`account.menu.${section}`)}</a>
                    </li>
                  ))}
                  <li>
                    <form method="post" action={signOutPath(site)}>
                      <input type="hidden" name="origin" value={path} />
                      <button type="submit" className="burger__item">
                        {_('account.menu.signOut')}
                      </button>
                    </form>
                  </li>
                </ul>
              </li>
            ) : (
              <li>
                <a href={accountHref} onClick={onSignIn}>
                  {_('header.account')}
                </a>
              </li>
            )}
            <li>
              <a href={beneficiaryLoginPath(site)}>{_('menu.boxLogin')}</a>
            </li>
            {/* The wishlist button is left out on Belgian phones (site-wide §9), and for a signed-in
                customer, whose account entries above lead to the wishlist's page. */}
            {site.country !== 'BE' && !signedIn ? (
              <li>
                <button type="button" className="burger__item" aria-haspopup="dialog" onClick={onWishlist}>
                  {_('header.wishlist')}
                </button>
              </li>
            ) : null}
            <li>
              <a href={routePath(site, 'contact')}>{_('header.help')}</a>
            </li>
            <li>
              <button type="button" className="burger__next" onClick={() => setLevel('social')}>
                {_('menu.social')}{' '}
                <span className="burger__arrow" aria-hidden="true">
                  ›
                </span>
              </button>
            </li>
          </ul>
        ) : (
          <ul className="burger__list">
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a href={s.href} rel="noopener noreferrer" target="_blank">
                  {s.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
