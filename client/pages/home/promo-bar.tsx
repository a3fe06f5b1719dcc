import { useLingui } from '@lingui/react'
import type { ComponentType } from 'react'
import type { HomeData } from '../../../shared/cms/home-content'
import type { Flow } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { PromoLinks } from '../../components/banners/promo-links'
import { GiftIcon, SuitcaseIcon } from './home-icons'

const TABS = [
  { flow: 'booking', messageId: 'homePage.flowTabs.booking', Icon: SuitcaseIcon },
  { flow: 'gifting', messageId: 'homePage.flowTabs.gifting', Icon: GiftIcon },
] as const satisfies readonly { flow: Flow; messageId: string; Icon: ComponentType }[]

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
        <PromoLinks links={bar.links} />
      </div>
    </div>
  )
}
