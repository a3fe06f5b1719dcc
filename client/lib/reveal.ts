/** Longest smooth scroll waited for (a long page on a phone takes about a second). */
const SETTLE_MS = 3000

/**
 * Scrolls the window smoothly to `targetTop()`, and goes again once the scroll has ended if the
 * target has moved meanwhile: the sections loaded on the way (a stay page's reviews and other
 * offers mount as they come near) grow the page above it while the smooth scroll runs to where it
 * was when it started.
 */
export function scrollWindowSettled(targetTop: () => number, tries = 3): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  window.scrollTo({ top: targetTop(), behavior: reduce ? 'auto' : 'smooth' })
  if (tries <= 1) return
  const started = performance.now()
  const check = () => {
    window.removeEventListener('scrollend', check)
    // A scroll that ends much later is the visitor's own: it is left alone.
    if (performance.now() - started > SETTLE_MS) return
    const top = targetTop()
    const reachable = Math.min(top, document.documentElement.scrollHeight - window.innerHeight)
    if (Math.abs(window.scrollY - reachable) > 2) scrollWindowSettled(targetTop, tries - 1)
  }
  window.addEventListener('scrollend', check)
  // Already there, the scroll may not move at all and no scrollend comes: stop listening then.
  window.setTimeout(() => window.removeEventListener('scrollend', check), SETTLE_MS)
}

/** Brings an element into view like scrollIntoView ('start' or 'center'), settled as above. */
export function revealElement(element: HTMLElement, block: 'start' | 'center'): void {
  scrollWindowSettled(() => {
    const { top, height } = element.getBoundingClientRect()
    const offset = block === 'start' ? top : top + height / 2 - window.innerHeight / 2
    return Math.max(0, window.scrollY + offset)
  })
}
