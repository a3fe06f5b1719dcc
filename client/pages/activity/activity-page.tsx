import { Breadcrumb } from '../../components/layout/breadcrumb'
import { Gallery } from '../../components/layout/gallery'
import { useLingui } from '@lingui/react'
import type { ActivityDetail } from '../../../shared/api/activity-only'
import { routePath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { WishlistButton } from '../../components/cards/wishlist-button'
import { RecentlyViewed } from '../../components/recently-viewed/recently-viewed'
import { ActivityPricePanel } from './activity-price-panel'
import { ActivityHowItWorks, ActivityIncluded, ActivityPractical, centreAddress, centresOf, participantsText } from './activity-practical'
import { MetaDescription } from '../../components/layout/meta-description'

/** Activity page data: the activity-only product as the detail call answers it. */
export type ActivityPageData = { activity: ActivityDetail }

/** Lines of a multi-line text, trimmed, without empty ones. */
const linesOf = (text: string | null): string[] =>
  (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')

/** Gone from sale: 'Too late!' and a way back to the activity search (product-pages.md §2). */
function ExpiredActivity() {
  const { _ } = useLingui()
  const { site, flags } = useSite()
  return (
    <section className="container section expired">
      <title>{_('product.expired.title')}</title>
      <meta name="robots" content="noindex, follow" />
      <h1>{_('product.expired.title')}</h1>
      <p>{_('activityPage.expired.message')}</p>
      <a
        className="button button--primary"
        href={flags.activitySearch ? routePath(site, 'activitySearch') : `${routePath(site, 'search')}?flow=activity`}
      >
        {_('activityPage.expired.action')}
      </a>
    </section>
  )
}

/** The activity-only page: gallery, activity centre, description, activities, locations and the price set-up. */
export function ActivityPage({ data }: { data: ActivityPageData }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const { activity } = data
  if (!activity.published) return <ExpiredActivity />
  const centres = centresOf(activity.activities)
  const main = centres[0]
  const images = activity.images
  // The card image the wishlist and the recently viewed list keep.
  const cardImage = images[0]?.template.replace('{size}', '640_360') ?? ''
  const general = new Set(activity.importantInformation)
  const participants = participantsText(i18n, activity)
  return (
    <>
      <title>{i18n._('activityPage.title', { label: activity.label, centre: main?.label ?? '' })}</title>
      <MetaDescription text={activity.description.slice(0, 160)} />
      <div className="container">
        <Breadcrumb items={activity.breadCrumb} />
        {/* Belgian phones show no wishlist heart on the photos, as on the stay page. */}
        <div className={site.country === 'BE' ? 'activity-gallery activity-gallery--be' : 'activity-gallery'}>
          <Gallery
            images={images}
            label={i18n._('activityPage.gallery', { label: activity.label })}
            {...(images.length < 4 ? { className: 'gallery--few' } : {})}
          />
          {main ? (
            <WishlistButton
              item={{
                id: activity.id,
                type: 'activity',
                label: activity.label,
                headwords: [],
                imageUrl: cardImage,
                uri: activity.uri,
                hotel: { id: main.id, label: main.label },
              }}
            />
          ) : null}
        </div>
        <div className="product activity">
          <div className="product__main">
            <h1 className="product__title">{activity.label}</h1>
            {main ? (
              <p className="product__hotel">
                <strong>{main.label}</strong>
                <span className="product__place"> · {centreAddress(main)}</span>
              </p>
            ) : null}
            <ul className="activity-badges">
              <li className="chip chip--static">{participants}</li>
              <li className="chip chip--static">{i18n._('activityPage.badge.validity', { count: activity.validityMonths })}</li>
            </ul>
            <section aria-labelledby="activity-description" className="section">
              <h2 id="activity-description">{_('activityPage.description')}</h2>
              {linesOf(activity.description).map((line, i) => (
                <p key={i}>{line}</p>
              ))}
            </section>
            <section aria-labelledby="activity-list" className="section">
              <h2 id="activity-list">{_('activityPage.activities')}</h2>
              <ul className="activity-list">
                {activity.activities.map((a) => {
                  const program = linesOf(a.description).filter((l) => l !== activity.description.trim())
                  const info = a.importantInformation.filter((l) => !general.has(l))
                  return (
                    <li key={a.id} className="activity-list__item">
                      <h3 className="activity-list__title">{a.title}</h3>
                      {a.univers ? <p className="activity-list__univers">{a.univers}</p> : null}
                      {program.length > 0 ? (
                        <>
                          <h4>{_('activityPage.program')}</h4>
                          <ul className="activity-list__program">
                            {program.map((line, i) => (
                              <li key={i}>{line}</li>
                            ))}
                          </ul>
                        </>
                      ) : null}
                      {a.schedules ? (
                        <>
                          <h4>{_('activityPage.schedules')}</h4>
                          {linesOf(a.schedules).map((line, i) => (
                            <p key={i}>{line}</p>
                          ))}
                        </>
                      ) : null}
                      {info.length > 0 ? (
                        <>
                          <h4>{_('activityPage.importantInformation')}</h4>
                          <ul>
                            {info.map((line, i) => (
                              <li key={i}>{line}</li>
                            ))}
                          </ul>
                        </>
                      ) : null}
                    </li>
                  )
                })}
              </ul>
            </section>
            {activity.importantInformation.length > 0 ? (
              <section aria-labelledby="activity-info" className="section">
                <h2 id="activity-info">{_('activityPage.importantInformation')}</h2>
                <ul className="activity-info">
                  {activity.importantInformation.map((line, i) => (
                    <li key={i}>{line}</li>
                  ))}
                </ul>
              </section>
            ) : null}
            {centres.length > 0 ? (
              <section aria-labelledby="activity-locations" className="section">
                <h2 id="activity-locations">{_('activityPage.locations')}</h2>
                <ul className="activity-locations">
                  {centres.map((centre) => (
                    <li key={centre.id} className="activity-locations__item">
                      <strong>{centre.label}</strong>
                      <address>{centreAddress(centre)}</address>
                      {centre.uri && centre.city ? (
                        <a href={centre.uri}>{i18n._('activityPage.locations.city', { city: centre.city })}</a>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <ActivityIncluded activity={activity} />
            <ActivityPractical activity={activity} />
            <ActivityHowItWorks activity={activity} />
          </div>
          <aside className="product__panel" aria-labelledby="activity-panel">
            <h2 id="activity-panel" className="panel__title">
              {_('activityPage.panel.title')}
            </h2>
            <ActivityPricePanel detail={activity} />
          </aside>
        </div>
        <RecentlyViewed
          title={_('recentlyViewed.activities')}
          current={{
            id: activity.id,
            type: 'ACTIVITY',
            label: activity.label,
            imageUrl: cardImage,
            uri: activity.uri,
            hotel: main ? { id: main.id, label: main.label } : null,
            price: activity.prices[0]
              ? {
                  sellPrice: activity.prices[0].sellPrice,
                  refPrice: activity.prices[0].refPrice,
                  promo: activity.prices[0].promoPercentageRounded,
                  nights: 0,
                }
              : null,
          }}
        />
      </div>
    </>
  )
}
