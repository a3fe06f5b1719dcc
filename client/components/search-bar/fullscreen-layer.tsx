import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { LayerDepth, useDismiss } from '../../lib/use-dismiss'
import { lockScroll } from '../../lib/scroll-lock'

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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea, [tabindex="0"]'

/**
 * A full-screen dialog for mobile: title bar with close, scrolling body,
 * optional footer. Focus moves in ([data-autofocus] first), stays in with
 * Tab, and returns to where it was on close; the page behind does not scroll.
 */
export function FullscreenLayer({ title, closeLabel, onClose, back = false, footer, bodyClassName, children }: Props) {
  const root = useRef<HTMLDivElement>(null)
  const titleId = useId()
  // Read while rendering: effects run children first, and a layer opening
  // inside this one would already hold the focus by the time ours runs.
  const [previous] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement ? document.activeElement : null,
  )
  const depth = useDismiss(true, root, onClose, false)

  useEffect(() => {
    lockScroll(1)
    // A layer opening inside this one in the same render already took the focus.
    const holder = document.activeElement?.closest('[data-layer-depth]')
    if (!holder || Number(holder.getAttribute('data-layer-depth')) < depth) {
      const target = root.current?.querySelector<HTMLElement>('[data-autofocus]') ?? root.current?.querySelector<HTMLElement>(FOCUSABLE)
      target?.focus()
    }
    return () => {
      lockScroll(-1)
      if (previous?.isConnected) previous.focus()
    }
  }, [previous, depth])

  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !root.current) return
    // A layer opened inside another traps its own Tab; the outer one must not see it.
    event.stopPropagation()
    const items = [...root.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null)
    const first = items[0]
    const last = items.at(-1)
    if (!first || !last) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  const layer = (
    <LayerDepth value={depth}>
      <div
        className="layer"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-layer-depth={depth}
        ref={root}
        onKeyDown={trapTab}
      >
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
