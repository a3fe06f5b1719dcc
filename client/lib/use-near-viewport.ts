import { useEffect, useRef, useState, type RefObject } from 'react'

/** A lazy block loads once 10% of it is visible (search.md §4)... */
export const VISIBLE_THRESHOLD = 0.1
/** ...looking 72 px ahead (site-wide §9 lazy-load root margin). */
export const LAZY_ROOT_MARGIN = '72px'

/**
 * True once the element comes into view (and from then on); the server and the first browser
 * render say false. Without IntersectionObserver it says true at once.
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
    return () => observer.disconnect()
  }, [near])
  return [ref, near]
}
