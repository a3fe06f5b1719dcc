import type { Announcement } from '../../../shared/cms/announcement'
import type { PromoLink } from '../../../shared/cms/home-content'
import type { Flow } from '../../../shared/sites'
import { AnnouncementBanner } from '../../components/banners/announcement-banner'
import { PromoLinks } from '../../components/banners/promo-links'
import { FlowToggle } from './flow-toggle'
import { InspirationsMenu } from './inspirations-menu'

/** What a search page's top of page shows in one flow: its announcement and the links of its promo bars. */
export type SearchBanners = { readonly flow: Flow; readonly announcement: Announcement | null; readonly promoLinks: readonly PromoLink[] }

/** No banners (a stable value). */
const NO_LINKS: readonly PromoLink[] = []

/**
 * The top of the search page (site-wide §2): the announcement banner of search pages, then the
 * top bar with the booking/gifting toggle, on desktop the Inspirations menu, and the promo bar's
 * links. An island: its code comes when the visitor reaches for it.
 */
export function TopBar({ flow, banners, onSwitch }: { flow: Flow; banners: SearchBanners | undefined; onSwitch: (flow: Flow) => void }) {
  const toggle = flow === 'booking' || flow === 'gifting'
  const links = banners?.promoLinks ?? NO_LINKS
  return (
    <>
      {banners?.announcement ? <AnnouncementBanner banner={banners.announcement} /> : null}
      {toggle || links.length > 0 ? (
        <div className="top-bar">
          <div className="container top-bar__row">
            {toggle ? <FlowToggle flow={flow} onSwitch={onSwitch} /> : null}
            {toggle ? <InspirationsMenu flow={flow} /> : null}
            <PromoLinks links={links} />
          </div>
        </div>
      ) : null}
    </>
  )
}
