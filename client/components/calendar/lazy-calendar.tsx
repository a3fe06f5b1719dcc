import { lazy, useEffect, useRef } from 'react'

/**
 * The search bar's calendar and its availability hooks, kept out of a page's first JavaScript:
 * they load when a dates field is pointed at or focused, or at the latest when the calendar
 * opens (a small fallback shows meanwhile). The search bar and the hotel page open it alike.
 */
const loadCalendar = () => import('./search-bar-calendar')
export const LazySearchBarCalendar = lazy(() => loadCalendar().then((m) => ({ default: m.SearchBarCalendar })))

/** Starts loading the calendar; a failure shows when it opens (React.lazy loads it again and reports it). */
export function preloadCalendar(): void {
  loadCalendar().catch(() => undefined)
}

/** Runs once, when its Suspense boundary shows its content (the calendar once loaded). */
export function WhenShown({ run }: { run: () => void }) {
  const first = useRef(run)
  useEffect(() => first.current(), [])
  return null
}
