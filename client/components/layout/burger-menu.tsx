import { useLingui } from '@lingui/react'
import { lazy, Suspense, useRef, useState } from 'react'

// The panel's code loads on first opening: the menu is closed on every page load.
const BurgerPanel = lazy(() => import('./burger-panel').then((m) => ({ default: m.BurgerPanel })))

/** The menu of small screens: booking lookup, box login, wishlist, contact and a nested social level. */
export function BurgerMenu({ giftHref, accountHref, onWishlist }: { giftHref: string; accountHref: string; onWishlist: () => void }) {
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
