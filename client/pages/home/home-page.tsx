import { useLingui } from '@lingui/react'
import type { HomeBlock, HomeData } from '../../../shared/cms/home-content'
import { routePath, type Flow } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { AnnouncementBanner } from '../../components/banners/announcement-banner'
import { BoxesBlock } from './boxes-block'
import { ImageCardsBlock } from './image-cards'
import { Jumbotron } from './jumbotron'
import { OffersBlock } from './offers-block'
import { PromoBar } from './promo-bar'
import { ReassuranceBlock } from './reassurance-block'
import { MetaDescription } from '../../components/layout/meta-description'
// The home page's own styles travel with its code: other pages do not carry them.

/**
 * The home page of a site and flow from its CMS content (site-wide §2): SEO data, announcement
 * banner, promo bar, jumbotron with the search bar, then the content blocks in the CMS's order.
 */
export function HomePage({ data }: { data: HomeData }) {
  const { _ } = useLingui()
  const { production } = useSite()
  const { seo } = data
  return (
    <>
      <title>{seo.title ?? _('home.title')}</title>
      <MetaDescription text={seo.description ?? _('home.description')} />
      {/* Outside production the document already says noindex. */}
      {production ? <meta name="robots" content={`${seo.index ? 'index' : 'noindex'}, ${seo.follow ? 'follow' : 'nofollow'}`} /> : null}
      {data.announcement ? <AnnouncementBanner banner={data.announcement} /> : null}
      <PromoBar bar={data.promoBar} flow={data.flow} />
      <Jumbotron jumbotron={data.jumbotron} flow={data.flow} themes={data.searchThemes} cities={data.searchCities} />
      {data.blocks.map((block, index) => {
        // The first block of a kind gets the kind's heading id (#home-destinations…), later ones a numbered one.
        const first = data.blocks.findIndex((b) => b.type === block.type) === index
        return (
          <Block
            key={`${block.type}-${index}`}
            block={block}
            flow={data.flow}
            headingId={first ? `home-${block.type}` : `home-${block.type}-${index}`}
          />
        )
      })}
    </>
  )
}

function Block({ block, flow, headingId }: { block: HomeBlock; flow: Flow; headingId: string }) {
  const { _ } = useLingui()
  const { site } = useSite()
  switch (block.type) {
    case 'themes':
      return (
        <ImageCardsBlock
          id={headingId}
          title={block.title || _('home.themes')}
          items={block.items}
          variant="theme"
          more={{ label: _('ideasPage.all'), url: routePath(site, 'theme') }}
        />
      )
    case 'destinations':
      return <ImageCardsBlock id={headingId} title={block.title || _('home.destinations')} items={block.items} variant="destination" />
    case 'offers':
      return <OffersBlock id={headingId} title={block.title} cards={block.cards} flow={flow} />
    case 'boxes':
      return <BoxesBlock id={headingId} block={block} />
    case 'reassurance':
      return <ReassuranceBlock block={block} />
  }
}
