import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react'

/** Bottom edge of the site's sticky header (taller on mobile than --header-height when its links wrap). */
function headerBottom(): number {
  const header = document.querySelector('.site-header')
  if (header) return Math.max(0, header.getBoundingClientRect().bottom)
  return parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0
}

/**
 * The sticky summary of the results page. CSS `position: sticky` only sticks
 * inside the parent, and the page wraps the bar in its own section; so once
 * the bar's place scrolls under the site header, the bar is fixed there and
 * its place keeps its height, so nothing below jumps.
 */
export function useStuck(enabled: boolean): {
  anchor: RefObject<HTMLDivElement | null>
  stuck: boolean
  anchorStyle?: CSSProperties
  barStyle?: CSSProperties
} {
  const anchor = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<{ stuck: boolean; height: number; top: number }>({ stuck: false, height: 0, top: 0 })

  useEffect(() => {
    const el = anchor.current
    if (!enabled || !el) return
    let frame = 0
    const update = () => {
      frame = 0
      const top = headerBottom()
      const rect = el.getBoundingClientRect()
      const stuck = rect.top < top
      setState((s) => {
        const height = stuck ? (s.stuck ? s.height : rect.height) : 0
        return s.stuck === stuck && s.height === height && s.top === top ? s : { stuck, height, top }
      })
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [enabled])

  if (!state.stuck) return { anchor, stuck: false }
  return { anchor, stuck: true, anchorStyle: { height: state.height }, barStyle: { top: state.top } }
}
