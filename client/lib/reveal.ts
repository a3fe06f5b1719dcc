/**
 * Scrolls smoothly to bring an element into view, and goes again once the scroll has ended if the
 * element is still off screen: the sections loaded on the way (a stay page's reviews and other
 * offers mount as they come near) grow the page above the target while the smooth scroll runs to
 * where the target was when it started.
 */
export function revealElement(element: HTMLElement, block: ScrollLogicalPosition, tries = 3): void {
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  element.scrollIntoView({ block, behavior: reduce ? 'auto' : 'smooth' })
  if (tries <= 1) return
  const started = performance.now()
  const check = () => {
    window.removeEventListener('scrollend', check)
    // A scroll that ends much later is the visitor's own: it is left alone.
    if (performance.now() - started > SETTLE_MS || !element.isConnected) return
    const { top, bottom } = element.getBoundingClientRect()
    if (top < 0 || bottom > window.innerHeight) revealElement(element, block, tries - 1)
  }
  window.addEventListener('scrollend', check)
  // Already in view, the scroll may not move at all and no scrollend comes: stop listening then.
  window.setTimeout(() => window.removeEventListener('scrollend', check), SETTLE_MS)
}

/** Longest smooth scroll waited for (a long page on a phone takes about a second). */
const SETTLE_MS = 3000
