/** An event's parameters: flat values, as the tracking endpoint takes them. */
export type TrackParams = Record<string, string | number | boolean | null>

/** The page's data layer (site-wide §7 "Tracking events are pushed to a data layer"), read by the tracking sender (lib/analytics). */
export function dataLayer(): Record<string, unknown>[] {
  const w = window as { dataLayer?: Record<string, unknown>[] }
  return (w.dataLayer ??= [])
}

/** Pushes a tracking event (view_item_list, select_item, view_item, add_to_cart…) to the data layer. */
export function track(event: string, params: TrackParams = {}): void {
  dataLayer().push({ ...params, event })
}
