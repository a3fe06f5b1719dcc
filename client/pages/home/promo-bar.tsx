import { useLingui } from '@lingui/react'
import type { ComponentType, CSSProperties } from 'react'
import type { HomeData, HomePromoLink } from '../../../shared/cms/home-content'
import type { Flow } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { GiftIcon, SuitcaseIcon } from './home-icons'

const TABS = [
  { flow: 'booking', messageId: 'homePage.flowTabs.booking', Icon: SuitcaseIcon },
  { flow: 'gifting', messageId: 'homePage.flowTabs.gifting', Icon: GiftIcon },
] as const satisfies readonly { flow: Flow; messageId: string; Icon: ComponentType }[]

/** The authored palette of a promo link (a checked #rrggbb background and a light or dark font). */
function paletteStyle(link: HomePromoLink): CSSProperties | undefined {
  if (!link.background) return undefined
  return { background: link.background, color: link.font === 'dark' ? 'var(--color-text)' : '#fff', borderColor: link.background }
}

/** The promo bar (site-wide §2): the booking and gifting tabs when the CMS shows them, and the promo links. */
export function PromoBar({ bar, flow }: { bar: HomeData['promoBar']; flow: Flow }) {
  const { _ } = useLingui()
  const { site } = useSite()
  if (!bar.flowTabs && bar.links.length === 0) return null
  const home = `${site.pathPrefix}/`
  return (
    <div className="promo-bar">
      <div className="container promo-bar__row">
        {bar.flowTabs ? (
          <nav className="flow-tabs" aria-label={_('homePage.flowTabs.label')}>
            {TABS.map(({ flow: tab, messageId, Icon }) => (
              <a
                key={tab}
                className="flow-tabs__tab"
                href={tab === 'booking' ? home : `${home}?flow=${tab}`}
                aria-current={tab === flow ? 'page' : undefined}
              >
                <Icon />
                {_(messageId)}
              </a>
            ))}
          </nav>
        ) : null}
        {bar.links.length > 0 ? (
          <ul className="promo-bar__links" aria-label={_('homePage.promoBar.label')}>
            {bar.links.map((link) => (
              <li key={link.url + link.label}>
                <a
                  className={`promo-link${link.black ? ' promo-link--black' : ''}`}
                  href={link.url}
                  style={paletteStyle(link)}
                  {...(link.newTab ? { target: '_blank', rel: 'noopener' } : {})}
                >
                  {link.label}
                  {link.newTab ? <span className="visually-hidden"> {_('homePage.newTab')}</span> : null}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  )
}
