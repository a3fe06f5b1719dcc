import { useLingui } from '@lingui/react'
import { useAtomValue } from 'jotai'
import { useId, useRef } from 'react'
import { ModalDialog } from '../../components/layout/modal-dialog'
import { pageFailedAtom } from '../../lib/call-failure'

const reload = () => window.location.reload()

/** The alert itself: mounted only once a call failed, so that the layer takes the focus and Escape then. */
function ErrorAlert() {
  const { _ } = useLingui()
  const messageId = useId()
  const action = useRef<HTMLButtonElement>(null)
  return (
    <ModalDialog
      title={_('productPage.error.title')}
      onClose={reload}
      alert
      describedBy={messageId}
      block="page-dialog"
      className="error-modal"
      overlayClassName="page-dialog__overlay"
      initialFocus={() => action.current}
    >
      <div className="page-dialog__body">
        <p id={messageId}>{_('productPage.error.message')}</p>
        <button ref={action} type="button" className="button button--primary button--block" onClick={reload}>
          {_('productPage.error.reload')}
        </button>
      </div>
    </ModalDialog>
  )
}

/**
 * The stay page's error modal (product-pages.md §4, §8): it opens when one of the page's calls failed
 * in a way the visitor cannot fix (pageFailedAtom), says so, and closing it in any way (its button,
 * Escape, a press beside it) reloads the page.
 */
export function ErrorModal() {
  const failed = useAtomValue(pageFailedAtom)
  return failed ? <ErrorAlert /> : null
}
