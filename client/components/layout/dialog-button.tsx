import { useLingui } from '@lingui/react'
import { useRef, useState, type ReactNode } from 'react'
import { ModalDialog } from './modal-dialog'

type Props = {
  /** The button's content (its accessible name). */
  label: ReactNode
  title: string
  /** The button's class ('button' by default). */
  className?: string
  /** Modifiers of the dialog's class (a wider dialog, the map's). */
  dialogClassName?: string
  /** Open from the start (a page reached with the dialog's choice already made). */
  defaultOpen?: boolean
  /** The dialog's content, mounted on opening only (what it loads waits for the first opening). */
  children: ReactNode
}

/**
 * A button opening a modal dialog (the hotel and stay pages, the contact form): a bottom sheet on phones, a centred
 * box on wider screens; Escape, the close button or the backdrop close it and the focus returns to the button.
 */
export function DialogButton({ label, title, className, dialogClassName, defaultOpen = false, children }: Props) {
  const { _ } = useLingui()
  const [open, setOpen] = useState(defaultOpen)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className ?? 'button'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open ? (
        <ModalDialog
          title={title}
          closeLabel={_('hotelPage.modal.close')}
          onClose={() => setOpen(false)}
          block="page-dialog"
          className={dialogClassName}
          overlayClassName="page-dialog__overlay"
          opener={button}
        >
          {/* Focusable, so the keyboard scrolls a long text that has no link or button (WCAG 2.1.1). */}
          <div className="page-dialog__body" tabIndex={0}>
            {children}
          </div>
        </ModalDialog>
      ) : null}
    </>
  )
}
