import { useEffect, useRef, useState } from 'react'

/**
 * A row of cards scrolled by arrows (a screenful at a time) as well as by swipe: the track's ref,
 * whether it is at its start and end (measured on scroll and resize, and again when `content`
 * changes), and the arrows' scroll. Until the browser measures, the start is shown.
 */
export function useScrollRow<T extends HTMLElement>(itemCount: number, content: unknown) {
  const track = useRef<T>(null)
  const [edges, setEdges] = useState({ start: true, end: itemCount <= 1 })

  useEffect(() => {
    const el = track.current
    if (!el) return
    const measure = () => setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 })
    measure()
    el.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      el.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [content])

  const scroll = (direction: 1 | -1) => {
    const el = track.current
    if (el) el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' })
  }

  return { track, edges, scroll }
}
