import { useEffect, useRef, useState, type RefObject } from 'react'

/** Share of a lazy block visible before it loads (product-pages.md §9: reviews lazy visibility threshold). */
const NEAR_THRESHOLD = 0.1
/** Starts a little before the block scrolls in, so its content is usually there when it does. */
const NEAR_ROOT_MARGIN = '200px'

/**
 * True once the element is near the viewport (and from then on); the server and the first browser
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
      { threshold: NEAR_THRESHOLD, rootMargin: NEAR_ROOT_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return [ref, near]
}
