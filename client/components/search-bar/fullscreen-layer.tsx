import { useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { TABBABLE } from '../../lib/focus-trap'
import { LayerDepth } from '../../lib/use-dismiss'
import { useModalLayer } from '../../lib/use-modal-layer'

type Props = {
  title: string
  /** Accessible name of the close (or back) button. */
  closeLabel: string
  onClose: () => void
  /** A back arrow instead of a cross (a step inside the search modal). */
  back?: boolean
  footer?: ReactNode
  /** Extra class of the body (the calendar scrolls its own list). */
  bodyClassName?: string
  children: ReactNode
}

/**
 * A full-screen dialog for mobile: title bar with close, scrolling body,
 * optional footer. A modal layer (useModalLayer): focus moves in
 * ([data-autofocus] first), stays in with Tab, and returns to where it was on
 * close; the page behind does not scroll; layers opened inside it nest.
 */
export function FullscreenLayer({ title, closeLabel, onClose, back = false, footer, bodyClassName, children }: Props) {
  const root = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const depth = useModalLayer(root, {
    onEscape: onClose,
    initialFocus: () => root.current?.querySelector<HTMLElement>('[data-autofocus]') ?? root.current?.querySelector<HTMLElement>(TABBABLE),
  })

  const layer = (
    <LayerDepth value={depth}>
      <div className="layer" role="dialog" aria-modal="true" aria-labelledby={titleId} data-layer-depth={depth} tabIndex={-1} ref={root}>
        <div className="layer__header">
          <button type="button" className="layer__close" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">{back ? '←' : '×'}</span>
          </button>
          <h2 className="layer__title" id={titleId}>
            {title}
          </h2>
        </div>
        <div className={`layer__body${bodyClassName ? ` ${bodyClassName}` : ''}`}>{children}</div>
        {footer ? <div className="layer__footer">{footer}</div> : null}
      </div>
    </LayerDepth>
  )
  // On the body, so no ancestor (a fixed sticky bar, a transformed section) can trap it under the site header.
  return typeof document === 'undefined' ? layer : createPortal(layer, document.body)
}
