import { useLayoutEffect, useRef, type RefObject } from 'react'
import { popoverOffset } from '../../lib/popover-offset'

/** Room kept between a dropdown and the window's edges (px). */
const EDGE = 16

/**
 * Keeps a filter dropdown (absolutely positioned in its anchor, left: 0 in
 * the style sheet) inside the window: under the button's left edge when it
 * fits, else aligned to its right edge, else as far in as it goes. Placed
 * before the first paint and again on resize. Returns the dropdown's ref.
 */
export function usePopoverPlacement<T extends HTMLElement>(anchor: RefObject<HTMLElement | null>): RefObject<T | null> {
  const popover = useRef<T>(null)
  useLayoutEffect(() => {
    const place = () => {
      const element = popover.current
      const box = anchor.current?.getBoundingClientRect()
      if (!element || !box) return
      const offset = popoverOffset(box, element.offsetWidth, document.documentElement.clientWidth, EDGE)
      element.style.left = `${offset}px`
    }
    place()
    window.addEventListener('resize', place)
    return () => window.removeEventListener('resize', place)
  }, [anchor])
  return popover
}
