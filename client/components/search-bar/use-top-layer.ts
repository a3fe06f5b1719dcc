import { useLayoutEffect, useRef, type RefObject } from 'react'

/** Gap between a field and its dropdown, and the dropdown and the viewport edge (px). */
const GAP = 8
const EDGE = 16
/** Room kept above the field when the page scrolls to show a dropdown (a sticky header may sit there). */
const REVEAL_MARGIN = 96

type Options = {
  /** Left edges aligned (dropdown lists), or the dropdown centred under the field (calendar). */
  align?: 'start' | 'center'
  /** At least as wide as the field. */
  matchWidth?: boolean
}

/** Puts the dropdown under the field, inside the viewport; below 600 px the CSS bottom sheet applies. */
function place(pop: HTMLElement, anchor: HTMLElement, wide: MediaQueryList, { align = 'start', matchWidth = false }: Options): void {
  if (!wide.matches) {
    pop.style.removeProperty('top')
    pop.style.removeProperty('left')
    pop.style.removeProperty('min-width')
    return
  }
  const rect = anchor.getBoundingClientRect()
  if (matchWidth) pop.style.minWidth = `${rect.width}px`
  const width = pop.offsetWidth
  const viewport = document.documentElement.clientWidth
  const wanted = align === 'center' ? rect.left + rect.width / 2 - width / 2 : rect.left
  pop.style.top = `${rect.bottom + GAP}px`
  pop.style.left = `${Math.max(EDGE, Math.min(wanted, viewport - width - EDGE))}px`
}

/**
 * A dropdown running past the bottom of the window brings the page up under it, as far as the
 * field can go (its buttons, Clear and Validate of the calendar, must be reachable without a
 * second gesture). A field that cannot move (sticky) leaves the dropdown scrollable instead.
 */
function reveal(pop: HTMLElement, anchor: HTMLElement, wide: MediaQueryList): void {
  if (!wide.matches) {
    pop.style.removeProperty('max-height')
    return
  }
  // The content's own height, whatever max-height the previous call left.
  const overflow = pop.getBoundingClientRect().top + pop.scrollHeight + EDGE - window.innerHeight
  const room = anchor.getBoundingClientRect().top - REVEAL_MARGIN
  if (overflow > 0 && room > 0) window.scrollBy({ top: Math.min(overflow, room) })
  const top = anchor.getBoundingClientRect().bottom + GAP
  pop.style.maxHeight = `${Math.max(240, window.innerHeight - top - EDGE)}px`
}

/**
 * Shows an open dropdown (rendered with popover="manual" and the returned
 * ref) in the browser's top layer, placed under its field and following it
 * on scroll and resize. The pages around the bar make their own stacking
 * contexts (a hero with `isolation: isolate`, a sticky header, cards), and a
 * dropdown inside one would be painted under the next section; in the top
 * layer nothing covers it, and it stays in the bar's DOM, so focus and
 * outside clicks work as before. Without the Popover API it simply stays
 * absolutely positioned.
 */
export function useTopLayer<T extends HTMLElement>(
  open: boolean,
  field: RefObject<HTMLElement | null>,
  options: Options = {},
): RefObject<T | null> {
  const popup = useRef<T>(null)
  const { align = 'start', matchWidth = false } = options
  useLayoutEffect(() => {
    const pop = popup.current
    const anchor = field.current
    if (!open || !pop || !anchor || typeof pop.showPopover !== 'function') return
    const wide = window.matchMedia('(min-width: 600px)')
    const update = () => place(pop, anchor, wide, { align, matchWidth })
    pop.showPopover()
    update()
    reveal(pop, anchor, wide)
    // The content may grow once shown (the calendar's chunk arriving): shown whole again.
    const grown = typeof ResizeObserver === 'function' ? new ResizeObserver(() => reveal(pop, anchor, wide)) : null
    grown?.observe(pop)
    if (pop.firstElementChild) grown?.observe(pop.firstElementChild)
    window.addEventListener('scroll', update, { capture: true, passive: true })
    window.addEventListener('resize', update)
    return () => {
      grown?.disconnect()
      window.removeEventListener('scroll', update, { capture: true })
      window.removeEventListener('resize', update)
      if (pop.isConnected && pop.matches(':popover-open')) pop.hidePopover()
    }
  }, [open, field, align, matchWidth])
  return popup
}
