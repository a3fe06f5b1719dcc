// The jumbotron's countdown (site-wide §2 "An optional countdown shows only within its start-end
// window", §6 "Countdown updates each second and stops at zero").

/** The time left on a countdown, in whole units. */
export type TimeLeft = { readonly days: number; readonly hours: number; readonly minutes: number; readonly seconds: number }

/** A countdown's window, as instants in milliseconds since the epoch. */
export type CountdownWindow = { readonly start: number; readonly end: number }

/** How often the countdown is redrawn, in milliseconds. */
export const COUNTDOWN_TICK_MS = 1000

/** The window of a CMS countdown (two ISO instants, the end after the start), or null when it is not one. */
export function countdownWindow(start: string, end: string): CountdownWindow | null {
  const window = { start: Date.parse(start), end: Date.parse(end) }
  return Number.isFinite(window.start) && Number.isFinite(window.end) && window.end > window.start ? window : null
}

/** True while the countdown is to be shown: from its start to (not including) its end. */
export function isWithinWindow(now: number, window: CountdownWindow): boolean {
  return now >= window.start && now < window.end
}

/** The time left until the end, rounded down to the second; zero once it has passed (the countdown stops there). */
export function timeLeft(now: number, end: number): TimeLeft {
  const total = Math.max(0, Math.floor((end - now) / 1000))
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor(total / 3600) % 24,
    minutes: Math.floor(total / 60) % 60,
    seconds: total % 60,
  }
}
