import { useEffect, useRef, useState, type ReactNode } from 'react'

/** A block renders once 10% of it is visible (search.md §4), looking 72 px ahead (§9 lazy-load margin). */
export const VISIBLE_THRESHOLD = 0.1
export const LAZY_ROOT_MARGIN = '72px'

/**
 * Renders a placeholder until the block comes into view, then its children.
 * The server and the first browser render both show the placeholder.
 */
export function RenderWhenVisible({ children, className, minHeight }: { children: ReactNode; className?: string; minHeight?: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || visible) return
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true)
          observer.disconnect()
        }
      },
      { threshold: VISIBLE_THRESHOLD, rootMargin: LAZY_ROOT_MARGIN },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [visible])
  return (
    <div ref={ref} className={className} data-visible={visible} style={visible || !minHeight ? undefined : { minHeight }}>
      {visible ? children : null}
    </div>
  )
}
