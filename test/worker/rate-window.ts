import { onTestFinished, vi } from 'vitest'
import { RATE_WINDOW_SECONDS } from '../../worker/data/cache-keys'

/**
 * Stops the clock (Date only) at the first second of the current rate window, until the end of
 * the calling test. The rate limiter counts in fixed windows, so a test that sends a window's
 * allowance and one more must not see a window end halfway through.
 */
export function holdClockInOneRateWindow(): void {
  const windowMs = RATE_WINDOW_SECONDS * 1000
  const start = Math.floor(Date.now() / windowMs) * windowMs + 1000
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(start)
  onTestFinished(() => {
    vi.useRealTimers()
  })
}
