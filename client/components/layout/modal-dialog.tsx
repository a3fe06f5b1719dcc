import { useId, useRef, type ReactNode, type RefObject } from 'react'
import { LayerDepth } from '../../lib/use-dismiss'
import { useModalLayer } from '../../lib/use-modal-layer'

type Props = {
  title: string
  /** Accessible name of the close button; without, the dialog has none (an alert closed by its own action). */
  closeLabel?: string
  /** Escape, the close button and a press on the backdrop. */
  onClose: () => void
  /** An alert dialog (a failure to acknowledge) rather than a dialog. */
  alert?: boolean
  /** The id of the text describing the dialog (an alert's message). */
  describedBy?: string
  /** Class of the dialog; its header and title are `${block}__header` and `${block}__title`. */
  block: string
  /** Modifiers added to the dialog's block class. */
  className?: string
  overlayClassName?: string
  /** The button that opened the dialog, focused again on closing (default: what had the focus). */
  opener?: RefObject<HTMLElement | null>
  /** What gets the focus on opening (default: the dialog itself). */
  initialFocus?: (dialog: HTMLElement) => HTMLElement | null
  children: ReactNode
}

/**
 * A modal dialog over the page (the filter modal or drawer, the sort drawer,
 * the map): a backdrop, a titled header with a close button, and the modal
 * layer's focus, Escape and scroll rules (useModalLayer).
 */
export function ModalDialog({
  title,
  closeLabel,
  onClose,
  alert = false,
  describedBy,
  block,
  className,
  overlayClassName,
  opener,
  initialFocus,
  children,
}: Props) {
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const depth = useModalLayer(dialog, {
    onEscape: onClose,
    ...(opener ? { opener } : {}),
    ...(initialFocus ? { initialFocus: () => (dialog.current ? initialFocus(dialog.current) : null) } : {}),
  })
  return (
    <div
      className={overlayClassName ? `overlay ${overlayClassName}` : 'overlay'}
      onPointerDown={(e) => {
        if (e.target !== e.currentTarget) return
        // The press ends on the page behind once the layer is gone: it must not take the focus given back to the opener.
        e.preventDefault()
        onClose()
      }}
    >
      <div
        ref={dialog}
        className={className ? `${block} ${className}` : block}
        role={alert ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <header className={`${block}__header`}>
          <h2 id={titleId} className={`${block}__title`}>
            {title}
          </h2>
          {closeLabel === undefined ? null : (
            <button type="button" className="icon-button" aria-label={closeLabel} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          )}
        </header>
        <LayerDepth value={depth}>{children}</LayerDepth>
      </div>
    </div>
  )
}
