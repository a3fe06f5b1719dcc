import { useLingui } from '@lingui/react'
import { useAtomValue } from 'jotai'
import { useEffect, useId, useRef } from 'react'
import { useSite } from '../../app/site-context'
import { criteriaAtom, currentFacetsAtom, flowAtom } from '../../atoms/search'
import { useModalLayer } from '../../lib/use-modal-layer'
import { FilterControls } from './filter-controls'
import { GROUP_TITLE, offeredGroups } from './filter-options'
import { useDismiss, useFilterDraft } from './use-filter-draft'

/**
 * Every filter at once: a full-screen modal on mobile and a dialog on
 * desktop, or a side drawer in the new-filters variation (flags.filterDrawer).
 * Closing, Escape included, puts the draft back to the address.
 */
export function FilterPanel({ onClose }: { onClose: () => void }) {
  const { _ } = useLingui()
  const { flags } = useSite()
  const criteria = useAtomValue(criteriaAtom)
  const flow = useAtomValue(flowAtom)
  const facets = useAtomValue(currentFacetsAtom)
  const { draft, setDraft, begin, confirm, cancel, resetAll } = useFilterDraft()
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const close = () => {
    cancel()
    onClose()
  }
  useDismiss(close)
  // Focus in the panel (Tab cycles inside), the page still, and back to the Filter button on closing.
  useModalLayer(dialog)
  useEffect(() => {
    begin()
    // Editing starts once, when the panel opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div
      className={`overlay${flags.filterDrawer ? ' overlay--drawer' : ''}`}
      onPointerDown={(e) => {
        if (e.target !== e.currentTarget) return
        // The press ends on the page behind once the layer is gone: it must not take the focus given back to the opener.
        e.preventDefault()
        close()
      }}
    >
      <div
        ref={dialog}
        className={`filter-panel${flags.filterDrawer ? ' filter-panel--drawer' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="filter-panel__header">
          <h2 id={titleId} className="filter-panel__title">
            {_('filters.title')}
          </h2>
          <button type="button" className="icon-button" aria-label={_('filters.close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <div className="filter-panel__body">
          {facets?.error ? <p className="filter__error">{_('filters.facetsError')}</p> : null}
          {offeredGroups(criteria, flow, facets?.facets ?? null).map((group) => (
            <section key={group} className="filter-panel__section" aria-label={_(GROUP_TITLE[group])}>
              <FilterControls group={group} flow={flow} draft={draft} facets={facets?.facets ?? null} onChange={setDraft} />
            </section>
          ))}
        </div>
        <footer className="filter-panel__footer">
          <button
            type="button"
            className="button"
            onClick={() => {
              resetAll()
              onClose()
            }}
          >
            {_('filters.reset')}
          </button>
          <button
            type="button"
            className="button button--primary"
            onClick={() => {
              confirm()
              onClose()
            }}
          >
            {_('common.confirm')}
          </button>
        </footer>
      </div>
    </div>
  )
}
