import { useLingui } from '@lingui/react'
import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { useSite } from '../../app/site-context'
import { criteriaAtom, flowAtom } from '../../atoms/search'
import { currentFacetsAtom } from '../../atoms/filters'
import { ModalDialog } from '../layout/modal-dialog'
import { FilterControls } from './filter-controls'
import { GROUP_TITLE, offeredGroups } from './filter-options'
import { useFilterDraft } from './use-filter-draft'

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
  const close = () => {
    cancel()
    onClose()
  }
  useEffect(() => {
    begin()
    // Editing starts once, when the panel opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <ModalDialog
      title={_('filters.title')}
      closeLabel={_('filters.close')}
      onClose={close}
      block="filter-panel"
      {...(flags.filterDrawer ? { className: 'filter-panel--drawer', overlayClassName: 'overlay--drawer' } : {})}
    >
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
    </ModalDialog>
  )
}
