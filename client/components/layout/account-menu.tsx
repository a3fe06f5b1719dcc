import { useLingui } from '@lingui/react'
import { useEffect, useRef, useState } from 'react'
import { ACCOUNT_SECTIONS, accountPath, signOutPath } from '../../../shared/account-paths'
import { useSite } from '../../app/site-context'

/**
 * The signed-in customer's account menu in the header (site-wide §2): a disclosure (<details>, so
 * it opens without the header's code too) whose button shows their first name, with Profile, Trips, Wishlist
 * and a Sign out button. Escape closes it and gives the focus back to its button; so does a click
 * elsewhere.
 */
export function AccountMenu({ firstName }: { firstName: string }) {
  const { _ } = useLingui()
  const { site, path } = useSite()
  const menu = useRef<HTMLDetailsElement>(null)
  const [open, setOpen] = useState(false)

  useEffect(() => {
    const close = (event: PointerEvent) => {
      const el = menu.current
      if (!el?.open || !(event.target instanceof Node) || el.contains(event.target)) return
      el.open = false
      setOpen(false)
    }
    document.addEventListener('pointerdown', close)
    return () => document.removeEventListener('pointerdown', close)
  }, [])

  return (
    <details
      ref={menu}
      className="account-menu desktop-only"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        const el = menu.current
        if (event.key !== 'Escape' || !el?.open) return
        el.open = false
        // The toggle event comes a task later: the button says it is closed at once.
        setOpen(false)
        el.querySelector('summary')?.focus()
      }}
    >
      {/* Named a button, with its state, for everyone: a summary alone is not one to every reader. */}
      <summary className="site-nav__link account-menu__button" role="button" aria-expanded={open}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 20c1.5-4 4.5-6 8-6s6.5 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{_('header.account')}: </span>
        {firstName}
      </summary>
      <div className="account-menu__panel">
        <ul className="account-menu__list">
          {ACCOUNT_SECTIONS.map((section) => (
            <li key={section}>
              <a href={accountPath(site, section)}>{_(`account.menu.${section}`)}</a>
            </li>
          ))}
        </ul>
        <form method="post" action={signOutPath(site)}>
          <input type="hidden" name="origin" value={path} />
          <button type="submit" className="account-menu__signout">
            {_('account.menu.signOut')}
          </button>
        </form>
      </div>
    </details>
  )
}
