// The activity-only page's practical info (product-pages.md §2 "Activity-only page").
import type { ActivityDetail } from '../api/activity-only'
import { isKnownPosition } from '../position'

/** The practical info's dialogs, in the spec's order: getting there, opening hours, things to know. */
export const ACTIVITY_INFO_MODALS = ['gettingThere', 'hours', 'thingsToKnow'] as const
export type ActivityInfoModal = (typeof ACTIVITY_INFO_MODALS)[number]

type InfoInput = Pick<ActivityDetail, 'importantInformation' | 'activities'>

/**
 * The dialogs that have something to say, each shown as a button only then: getting there (a
 * centre's address or position), opening hours (an activity's schedules) and things to know (the
 * product's or an activity's important information).
 */
export function activityInfoModals(activity: InfoInput): ActivityInfoModal[] {
  const centres = activity.activities.map((a) => a.activityCenter)
  const has: Record<ActivityInfoModal, boolean> = {
    gettingThere: centres.some((c) => c.address.trim() !== '' || c.city.trim() !== '' || isKnownPosition(c)),
    hours: activity.activities.some((a) => (a.schedules ?? '').trim() !== ''),
    thingsToKnow:
      activity.importantInformation.some((line) => line.trim() !== '') ||
      activity.activities.some((a) => a.importantInformation.some((line) => line.trim() !== '')),
  }
  return ACTIVITY_INFO_MODALS.filter((modal) => has[modal])
}

/** A centre as a place of the map, or null when its position is unknown. */
export function centrePlace(centre: ActivityDetail['activities'][number]['activityCenter'], address: string) {
  return isKnownPosition(centre) ? { name: centre.label, address, latitude: centre.latitude, longitude: centre.longitude } : null
}
