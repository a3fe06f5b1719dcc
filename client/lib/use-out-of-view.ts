import { useEffect, useState, type RefObject } from 'react'

/** Up to this width a product page's panel comes after its sections (components.css `.product`). */
const STACKED_MAX_WIDTH = 899

/**
 * Whether a product page's bottom bar shows (product-pages §2), for the booking and the gift panels
 * alike: while the panel's button is out of the window where the panel comes after the sections
 * (phones, tablets), and once it has scrolled away above where it stands beside them; false before
 * hydration.
 */
export function useOutOfView(target: RefObject<HTMLElement | null>): boolean {
  const [out, setOut] = useState(false)
  useEffect(() => {
    const element = target.current
    if (!element) return
    const stacked = window.matchMedia(`(max-width: ${STACKED_MAX_WIDTH}px)`)
    // Read on scroll, not by an intersection observer: a jump can carry the button from below the
    // window to above it without ever crossing it.
    let frame = 0
    const update = () => {
      frame = 0
      const rect = element.getBoundingClientRect()
      const above = rect.bottom < 0
      setOut(above || (stacked.matches && rect.top > window.innerHeight))
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [target])
  return out
}
