import { useLingui } from '@lingui/react'
import { lazy, Suspense, useRef, useState, type MouseEvent } from 'react'

// The panel's code loads on first opening: the menu is closed on every page load.
const BurgerPanel = lazy(() => import('./burger-panel').then((m) => ({ default: m.BurgerPanel })))

/** The menu of small screens: booking lookup, box login, wishlist, contact and a nested social level. */
type Props = {
  giftHref: string
  accountHref: string
  /** A signed-in customer gets the account menu's entries instead of the sign-in link. */
  signedIn: boolean
  onSignIn: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined
  onWishlist: () => void
}

export function BurgerMenu({ giftHref, accountHref, signedIn, onSignIn, onWishlist }: Props) {
  const { _ } = useLingui()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  // Closing unmounts the panel, which resets it to its first level.
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }

  return (
    <div className="burger">
      <button ref={button} type="button" className="burger__button" aria-expanded={open} onClick={() => (open ? close() : setOpen(true))}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{_('menu.open')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <BurgerPanel
            giftHref={giftHref}
            accountHref={accountHref}
            signedIn={signedIn}
            onSignIn={onSignIn}
            onClose={close}
            onWishlist={() => {
              setOpen(false)
              onWishlist()
            }}
          />
        </Suspense>
      ) : null}
    </div>
  )
}
