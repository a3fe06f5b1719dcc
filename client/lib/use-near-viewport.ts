import { useEffect, useRef, useState, type RefObject } from 'react'

/** A lazy block loads once 10% of it is visible (search.md §4)... */
export const VISIBLE_THRESHOLD = 0.1
/** ...looking 72 px ahead (site-wide §9 lazy-load root margin). */
export const LAZY_ROOT_MARGIN = '72px'

/**
 * True once the element comes into view (and from then on); the server and the first browser
 * render say false. Without IntersectionObserver it says true at once. A Tab press says true too:
 * a keyboard visitor walks the page by focus, not by scrolling, and Tab would skip a block whose
 * links are not there yet.
 */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true)
          observer.disconnect()
        }
      },
      { threshold: VISIBLE_THRESHOLD, rootMargin: LAZY_ROOT_MARGIN },
    )
    observer.observe(element)
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setNear(true)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      observer.disconnect()
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [near])
  return [ref, near]
}
