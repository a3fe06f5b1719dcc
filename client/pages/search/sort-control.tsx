import { useLingui } from '@lingui/react'
import { useEffect, useId, useRef, useState } from 'react'
import { SORT_LABEL_MESSAGE, effectiveSort, validSorts, type SortOrder } from '../../../shared/rules/sort'
import type { SearchCriteria } from '../../../shared/search/criteria'
import { hasLatLng } from '../../../shared/search/criteria-edits'
import type { Flow } from '../../../shared/sites'
import { SortIcon } from './action-icons'

type Props = { criteria: SearchCriteria; flow: Flow; onSort: (sort: SortOrder) => void }

/**
 * The sort, offering only the orders valid in the flow (distance only with
 * coordinates): a select on desktop, a button opening a drawer titled
 * 'Sort by' on mobile (CSS shows one or the other).
 */
export function SortControl({ criteria, flow, onSort }: Props) {
  const { _ } = useLingui()
  const id = useId()
  const context = { hasLatLng: hasLatLng(criteria) }
  const current = effectiveSort(criteria.sort, flow, context)
  const options = validSorts(flow, context)
  const [open, setOpen] = useState(false)
  const choose = (sort: SortOrder) => {
    setOpen(false)
    if (sort !== current) onSort(sort)
  }
  return (
    <>
      <label className="sort-select only-desktop" htmlFor={`${id}-select`}>
        <span className="sort-select__label">{_('sort.label')}</span>
        <select
          id={`${id}-select`}
          className="field__control sort-select__control"
          value={current}
          onChange={(e) => choose(e.target.value as SortOrder)}
        >
          {options.map((sort) => (
            <option key={sort} value={sort}>
              {_(SORT_LABEL_MESSAGE[sort])}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className="chip action-bar__button only-mobile"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <SortIcon /> {_('sort.button')}
      </button>
      {open ? <SortDrawer options={options} current={current} onChoose={choose} onClose={() => setOpen(false)} /> : null}
    </>
  )
}

type DrawerProps = { options: readonly SortOrder[]; current: SortOrder; onChoose: (sort: SortOrder) => void; onClose: () => void }

function SortDrawer({ options, current, onChoose, onClose }: DrawerProps) {
  const { _ } = useLingui()
  const titleId = useId()
  const name = useId()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    ref.current?.querySelector<HTMLInputElement>('input:checked')?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <div className="overlay overlay--bottom" onPointerDown={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={ref} className="sheet" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <header className="sheet__header">
          <h2 id={titleId} className="sheet__title">
            {_('sort.title')}
          </h2>
          <button type="button" className="icon-button" aria-label={_('filters.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <fieldset className="choice-list" aria-labelledby={titleId}>
          {options.map((sort) => (
            <label key={sort} className="check">
              <input type="radio" name={name} checked={sort === current} onChange={() => onChoose(sort)} />
              <span>{_(SORT_LABEL_MESSAGE[sort])}</span>
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  )
}
