import { useEffect, useState } from 'react'
import { siteClock } from '../../shared/site-clock'
import { useSite } from '../app/site-context'

/** Today (ISO) and the hour on the site's clock. */
export type SiteClock = Readonly<{ today: string; hour: number }>

/** How often an open page reads the clock again: the cut-off and the date change on the hour. */
const CLOCK_REFRESH_MS = 60_000

/**
 * Today and the hour on the site's clock, kept current in the browser. The
 * first render uses the page's own (the server's, so hydration matches); once
 * mounted, the browser's clock read in the site's time zone takes over, every
 * minute. A page left open past 20:00, or served from the HTML cache minutes
 * after it was rendered, then stops offering today.
 */
export function useSiteClock(): SiteClock {
  const { site, today, hour } = useSite()
  const [clock, setClock] = useState<SiteClock>(() => ({ today, hour }))
  useEffect(() => {
    const read = () => {
      const now = siteClock(site.timeZone)
      setClock((current) => (current.today === now.today && current.hour === now.hour ? current : now))
    }
    read()
    const timer = setInterval(read, CLOCK_REFRESH_MS)
    return () => clearInterval(timer)
  }, [site.timeZone])
  return clock
}
