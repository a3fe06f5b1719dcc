import { useLingui } from '@lingui/react'
import type { CSSProperties } from 'react'
import type { PromoLink } from '../../../shared/cms/home-content'

/** The authored palette of a promo link (a checked #rrggbb background and a light or dark font). */
function paletteStyle(link: PromoLink): CSSProperties | undefined {
  if (!link.background) return undefined
  return { background: link.background, color: link.font === 'dark' ? 'var(--color-text)' : '#fff', borderColor: link.background }
}

/** The links of a promo bar (site-wide §2): pills in the default or black variation, or the authored palette. */
export function PromoLinks({ links }: { links: readonly PromoLink[] }) {
  const { _ } = useLingui()
  if (links.length === 0) return null
  return (
    <ul className="promo-bar__links" aria-label={_('promoBar.label')}>
      {links.map((link) => (
        <li key={link.url + link.label}>
          <a
            className={`promo-link${link.black ? ' promo-link--black' : ''}`}
            href={link.url}
            style={paletteStyle(link)}
            {...(link.newTab ? { target: '_blank', rel: 'noopener' } : {})}
          >
            {link.label}
            {link.newTab ? <span className="visually-hidden"> {_('link.newTab')}</span> : null}
          </a>
        </li>
      ))}
    </ul>
  )
}
