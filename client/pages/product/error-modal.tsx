import { useLingui } from '@lingui/react'
import { useAtomValue } from 'jotai'
import { useId, useRef } from 'react'
import { useModalLayer } from '../../lib/use-modal-layer'
import { pageFailedAtom } from '../../lib/call-failure'

const reload = () => window.location.reload()

/** The alert itself: mounted only once a call failed, so that the layer takes the focus and Escape then. */
function ErrorAlert() {
  const { _ } = useLingui()
  const titleId = useId()
  const messageId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const action = useRef<HTMLButtonElement>(null)
  useModalLayer(dialog, { onEscape: reload, initialFocus: () => action.current })
  return (
    <div
      className="overlay page-dialog__overlay"
      onPointerDown={(e) => {
        if (e.target === e.currentTarget) reload()
      }}
    >
      <div
        ref={dialog}
        className="page-dialog error-modal"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={messageId}
        tabIndex={-1}
      >
        <header className="page-dialog__header">
          <h2 id={titleId} className="page-dialog__title">
            {_('productPage.error.title')}
          </h2>
        </header>
        <div className="page-dialog__body">
          <p id={messageId}>{_('productPage.error.message')}</p>
          <button ref={action} type="button" className="button button--primary button--block" onClick={reload}>
            {_('productPage.error.reload')}
          </button>
        </div>
      </div>
    </div>
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
