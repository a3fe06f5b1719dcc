import { useLingui } from '@lingui/react'
import { lazy, Suspense, useId, useRef, useState } from 'react'
import { effectiveSort, type SortOrder } from '../../../shared/rules/sort'
import { SORT_LABEL_MESSAGE, validSorts } from '../../../shared/rules/sort-options'
import type { SearchCriteria } from '../../../shared/search/criteria'
import { hasLatLng } from '../../../shared/search/criteria-edits'
import type { Flow } from '../../../shared/sites'
import { SortIcon } from './action-icons'

// The mobile drawer loads on first opening.
const SortDrawer = lazy(() => import('./sort-drawer').then((m) => ({ default: m.SortDrawer })))

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
  const button = useRef<HTMLButtonElement>(null)
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
        ref={button}
        type="button"
        className="chip action-bar__button only-mobile"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <SortIcon /> {_('sort.button')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <SortDrawer options={options} current={current} onChoose={choose} onClose={() => setOpen(false)} opener={button} />
        </Suspense>
      ) : null}
    </>
  )
}
