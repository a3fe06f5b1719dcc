import { useLingui } from '@lingui/react'
import { useEffect, useId, useRef, useState } from 'react'
import { routePath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'

type Level = 'main' | 'social'

const SOCIAL = [
  { name: 'Instagram', href: 'https://www.instagram.com/' },
  { name: 'Facebook', href: 'https://www.facebook.com/' },
  { name: 'YouTube', href: 'https://www.youtube.com/' },
] as const

/** The menu of small screens: booking lookup, box login, wishlist, contact and a nested social level. */
export function BurgerMenu({ giftHref, accountHref }: { giftHref: string; accountHref: string }) {
  const { _ } = useLingui()
  const { site } = useSite()
  const [open, setOpen] = useState(false)
  const [level, setLevel] = useState<Level>('main')
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const titleId = useId()

  // Closing always resets the menu to its first level.
  const close = () => {
    setOpen(false)
    setLevel('main')
    button.current?.focus()
  }

  useEffect(() => {
    if (!open) return
    panel.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, level])

  return (
    <div className="burger">
      <button ref={button} type="button" className="burger__button" aria-expanded={open} onClick={() => (open ? close() : setOpen(true))}>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span>{_('menu.open')}</span>
      </button>
      {open ? (
        <div className="burger__backdrop" onClick={close}>
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
                <button type="button" className="burger__back" onClick={() => setLevel('main')}>
                  ‹ {_('menu.back')}
                </button>
              ) : null}
              <h2 id={titleId} className="burger__title">
                {level === 'social' ? _('menu.social') : _('menu.title')}
              </h2>
              <button type="button" className="burger__close" onClick={close} aria-label={_('menu.close')}>
                ×
              </button>
            </div>
            {level === 'main' ? (
              <ul className="burger__list">
                <li>
                  <a href="/account/trips">{_('menu.checkBooking')}</a>
                </li>
                <li>
                  <a href={giftHref}>{_('header.gift')}</a>
                </li>
                <li>
                  <a href={accountHref}>{_('header.account')}</a>
                </li>
                <li>
                  <a href="/beneficiary/login">{_('menu.boxLogin')}</a>
                </li>
                <li>
                  <a href="/account/wishlist">{_('header.wishlist')}</a>
                </li>
                <li>
                  <a href={routePath(site, 'contact')}>{_('header.help')}</a>
                </li>
                <li>
                  <button type="button" className="burger__next" onClick={() => setLevel('social')}>
                    {_('menu.social')} ›
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
      ) : null}
    </div>
  )
}
