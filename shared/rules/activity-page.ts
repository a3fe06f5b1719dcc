// The activity-only page's practical info (product-pages.md §2 "Activity-only page").
import type { ActivityDetail } from '../api/activity-only'

/** The practical info's dialogs, in the spec's order: getting there, opening hours, things to know. */
export const ACTIVITY_INFO_MODALS = ['gettingThere', 'hours', 'thingsToKnow'] as const
export type ActivityInfoModal = (typeof ACTIVITY_INFO_MODALS)[number]

type InfoInput = Pick<ActivityDetail, 'importantInformation' | 'activities'>

/** The activity centres' positions that can be drawn: numbers in range, not the 0, 0 of a missing position. */
function locatable({ latitude, longitude }: { latitude: number; longitude: number }): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180 &&
    !(latitude === 0 && longitude === 0)
  )
}

/**
 * The dialogs that have something to say, each shown as a button only then: getting there (a
 * centre's address or position), opening hours (an activity's schedules) and things to know (the
 * product's or an activity's important information).
 */
export function activityInfoModals(activity: InfoInput): ActivityInfoModal[] {
  const centres = activity.activities.map((a) => a.activityCenter)
  const has: Record<ActivityInfoModal, boolean> = {
    gettingThere: centres.some((c) => c.address.trim() !== '' || c.city.trim() !== '' || locatable(c)),
    hours: activity.activities.some((a) => (a.schedules ?? '').trim() !== ''),
    thingsToKnow:
      activity.importantInformation.some((line) => line.trim() !== '') ||
      activity.activities.some((a) => a.importantInformation.some((line) => line.trim() !== '')),
  }
  return ACTIVITY_INFO_MODALS.filter((modal) => has[modal])
}

/** A centre as a place of the map, or null when its position is unknown. */
export function centrePlace(centre: ActivityDetail['activities'][number]['activityCenter'], address: string) {
  return locatable(centre) ? { name: centre.label, address, latitude: centre.latitude, longitude: centre.longitude } : null
}
