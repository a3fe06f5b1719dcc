import { useLingui } from '@lingui/react'
import { useEffect, useId, useState } from 'react'
import type { HomeData } from '../../../shared/cms/home-content'
import { COUNTDOWN_TICK_MS, countdownWindow, isWithinWindow, timeLeft } from '../../../shared/rules/countdown'

type Countdown = NonNullable<NonNullable<HomeData['jumbotron']>['countdown']>

const twoDigits = (n: number): string => String(n).padStart(2, '0')

/**
 * The jumbotron's countdown (site-wide §2, §6): its words, then the days, hours, minutes and seconds
 * left, redrawn each second and stopped at zero. The page comes with its words and an empty timer
 * (the clock is the browser's); once live, the timer fills in, or the whole goes if the window has
 * closed since the page was made.
 */
export function JumbotronCountdown({ countdown }: { countdown: Countdown }) {
  const { i18n } = useLingui()
  const labelId = useId()
  const [now, setNow] = useState<number | null>(null)
  const [closed, setClosed] = useState(false)
  useEffect(() => {
    const window = countdownWindow(countdown.start, countdown.end)
    if (!window || !isWithinWindow(Date.now(), window)) {
      setClosed(true)
      return
    }
    setNow(Date.now())
    const timer = setInterval(() => {
      const at = Date.now()
      setNow(at)
      if (at >= window.end) clearInterval(timer)
    }, COUNTDOWN_TICK_MS)
    return () => clearInterval(timer)
  }, [countdown.start, countdown.end])
  if (closed) return null
  const left = now === null ? null : timeLeft(now, Date.parse(countdown.end))
  return (
    <p className="hero__countdown">
      <span id={labelId}>{countdown.label}</span>{' '}
      <span className="hero__timer" role="timer" aria-labelledby={labelId}>
        {left
          ? i18n._('homePage.countdown.left', {
              days: left.days,
              hours: twoDigits(left.hours),
              minutes: twoDigits(left.minutes),
              seconds: twoDigits(left.seconds),
            })
          : null}
      </span>
    </p>
  )
}
