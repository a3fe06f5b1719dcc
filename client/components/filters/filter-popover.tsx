import { useLingui } from '@lingui/react'
import { useAtomValue } from 'jotai'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { FilterGroup } from '../../../shared/rules/filter-edits'
import { flowAtom } from '../../atoms/search'
import { currentFacetsAtom } from '../../atoms/filters'
import { useCloseOnFocusOut, useDismiss } from '../../lib/use-dismiss'
import { useReturnFocus } from '../../lib/use-modal-layer'
import { FilterControls } from './filter-controls'
import { GROUP_TITLE } from './filter-options'
import { useFilterDraft } from './use-filter-draft'
import { usePopoverPlacement } from './use-popover-placement'

type Props = {
  group: FilterGroup
  onClose: () => void
  /** The dropdown's anchor (a click outside it cancels). */
  containerRef: React.RefObject<HTMLElement | null>
  /** The button that opened the dropdown, focused again when it closes. */
  openerRef?: React.RefObject<HTMLElement | null>
}

/** A control the keyboard can use inside the dropdown's body. */
const ENABLED_CONTROL = 'input:not([disabled]), select:not([disabled]), button:not([disabled])'

/**
 * A desktop filter dropdown: the controls of one group with Reset, Cancel and
 * Confirm. Escape, a click outside and the focus leaving it cancel (the draft returns to the address).
 * It stays inside the window, and gives the focus back to its button on closing.
 */
export function FilterPopover({ group, onClose, containerRef, openerRef }: Props) {
  const { _ } = useLingui()
  const flow = useAtomValue(flowAtom)
  const facets = useAtomValue(currentFacetsAtom)
  const { draft, setDraft, begin, confirm, cancel, resetGroup } = useFilterDraft()
  const panel = usePopoverPlacement<HTMLDivElement>(containerRef)
  const body = useRef<HTMLDivElement>(null)
  const optionsStop = useOptionsStop(body, facets, draft)
  const close = () => {
    cancel()
    onClose()
  }
  useDismiss(true, containerRef, close)
  useCloseOnFocusOut(true, containerRef, close)
  useReturnFocus(panel, openerRef)
  useEffect(() => {
    begin()
    // With every option disabled (no result for any), the focus goes to the list itself so the keyboard scrolls it.
    ;(body.current?.querySelector<HTMLElement>(ENABLED_CONTROL) ?? body.current)?.focus()
    // Editing starts once, when the dropdown opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return (
    <div ref={panel} className="filter-popover" role="dialog" aria-label={_(GROUP_TITLE[group])}>
      <div ref={body} className="filter-popover__body" tabIndex={optionsStop ? 0 : -1}>
        <FilterControls group={group} flow={flow} draft={draft} facets={facets?.facets ?? null} onChange={setDraft} />
        {facets?.error ? <p className="filter__error">{_('filters.facetsError')}</p> : null}
      </div>
      <div className="filter-popover__footer">
        <button
          type="button"
          className="link-button"
          onClick={() => {
            resetGroup(group)
            onClose()
          }}
        >
          {_('filters.reset')}
        </button>
        <span className="filter-popover__actions">
          <button type="button" className="button" onClick={close}>
            {_('filters.cancel')}
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
        </span>
      </div>
    </div>
  )
}

/**
 * Whether the dropdown's body must be a tab stop of its own: when none of its
 * options is enabled, nothing inside can take the focus, and a long list
 * (facilities, activities) could not be scrolled from the keyboard. Facets
 * arriving after the opening may disable the focused option; the body then
 * takes the focus back. The options are drawn from the facets and the draft.
 */
function useOptionsStop(body: React.RefObject<HTMLDivElement | null>, facets: unknown, draft: unknown): boolean {
  const [stop, setStop] = useState(false)
  useLayoutEffect(() => {
    const element = body.current
    if (!element) return
    const none = element.querySelector(ENABLED_CONTROL) === null
    if (none !== stop) setStop(none)
    const focused = document.activeElement
    if (none && (focused === document.body || (focused instanceof HTMLInputElement && focused.disabled && element.contains(focused))))
      element.focus()
  }, [body, stop, facets, draft])
  return stop
}
