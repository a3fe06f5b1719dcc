import type { ReactNode } from 'react'
import { useNearViewport } from '../../lib/use-near-viewport'

/**
 * Renders a placeholder until the block comes into view, then its children.
 * The server and the first browser render both show the placeholder.
 */
export function RenderWhenVisible({ children, className, minHeight }: { children: ReactNode; className?: string; minHeight?: string }) {
  const [ref, visible] = useNearViewport<HTMLDivElement>()
  return (
    <div ref={ref} className={className} data-visible={visible} style={visible || !minHeight ? undefined : { minHeight }}>
      {visible ? children : null}
    </div>
  )
}
