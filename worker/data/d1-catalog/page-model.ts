import type { ActivityDetail } from '../../../shared/api/activity-only'
import type { Box, BoxDetail } from '../../../shared/api/boxes'
import type { PageModel } from '../../../shared/api/common'
import type { StayDetail } from '../../../shared/api/stay-detail'
import { boxDetailPath } from '../../../shared/rules/box-pages'
import { getSite, routePath, type SiteId } from '../../../shared/sites'
import { siteI18n } from '../../i18n/site-i18n'

/** A meta description's length: the pages cut their descriptions there too. */
const META_DESCRIPTION_LENGTH = 160

/** A page's model: robots follow every product page's links, and index the page only while it is on sale. */
function toPageModel(
  title: string,
  description: string,
  canonicalUri: string,
  onSale: boolean,
  breadcrumb: PageModel['breadcrumb'],
): PageModel {
  return {
    title,
    description: description.replace(/\s+/g, ' ').trim().slice(0, META_DESCRIPTION_LENGTH),
    canonicalUri,
    index: onSale,
    follow: true,
    breadcrumb,
  }
}

/** The stay page's model, titled as the page is ("label, hotel | Wanderweek"). */
export function toStayPageModel(stay: Omit<StayDetail, 'price' | 'pageModel'>, locale: SiteId): PageModel {
  const title = siteI18n(locale)._('product.title', { label: stay.label, hotel: stay.hotel.label })
  return toPageModel(title, stay.description, stay.uri, stay.published, stay.breadcrumb)
}

/** The activity page's model, titled as the page is ("label, activity centre | Wanderweek"). */
export function toActivityPageModel(activity: Omit<ActivityDetail, 'pageModel'>, locale: SiteId): PageModel {
  const centre = activity.activities[0]?.activityCenter.label ?? ''
  const title = siteI18n(locale)._('activityPage.title', { label: activity.label, centre })
  return toPageModel(title, activity.description, activity.uri, activity.published, activity.breadCrumb)
}

/**
 * The box page's model (at /box/p/<slug>/<code>, under the boxes page), with the layout the
 * catalogue gives it. Box pages are noindex, follow (product-pages "Gift box detail page").
 */
export function toBoxPageModel(box: Box, template: BoxDetail['pageModel']['template'], locale: SiteId): BoxDetail['pageModel'] {
  const i18n = siteI18n(locale)
  const site = getSite(locale)
  const uri = boxDetailPath(site, box)
  const breadcrumb = [
    { label: i18n._('pageModel.boxes'), uri: routePath(site, 'boxes') },
    { label: box.title, uri },
  ]
  return { ...toPageModel(i18n._('pageModel.box.title', { title: box.title }), box.description, uri, false, breadcrumb), template }
}
