import { useLingui } from '@lingui/react'
import { useAtomValue } from 'jotai'
import { lazy, Suspense, useRef, useState } from 'react'
import type { FilterGroup } from '../../../shared/rules/filter-edits'
import { criteriaAtom, flowAtom } from '../../atoms/search'
import { currentFacetsAtom } from '../../atoms/filters'
import { GROUP_TITLE, groupCount, offeredGroups } from './filter-options'
import { usePopoverPlacement } from './use-popover-placement'

// The controls load on the first opening: they are not needed to show results.
const FilterPopover = lazy(() => import('./filter-popover').then((m) => ({ default: m.FilterPopover })))

/** The desktop filter dropdowns, one per group, each with the number of its choices. */
export function FilterBar() {
  const { _ } = useLingui()
  const criteria = useAtomValue(criteriaAtom)
  const flow = useAtomValue(flowAtom)
  const facets = useAtomValue(currentFacetsAtom)
  const [open, setOpen] = useState<FilterGroup | null>(null)
  return (
    <ul className="filter-bar" aria-label={_('filters.title')}>
      {offeredGroups(criteria, flow, facets?.facets ?? null).map((group) => (
        <FilterDropdown
          key={group}
          group={group}
          label={_(GROUP_TITLE[group])}
          count={groupCount(criteria, group, flow)}
          open={open === group}
          onOpen={setOpen}
        />
      ))}
    </ul>
  )
}

type DropdownProps = { group: FilterGroup; label: string; count: number; open: boolean; onOpen: (group: FilterGroup | null) => void }

function FilterDropdown({ group, label, count, open, onOpen }: DropdownProps) {
  const container = useRef<HTMLLIElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <li ref={container} className="filter-bar__item">
      <button
        ref={button}
        type="button"
        className={`chip filter-bar__button${count > 0 ? ' filter-bar__button--active' : ''}`}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => onOpen(open ? null : group)}
      >
        {label}
        {count > 0 ? <span className="count-badge">{count}</span> : null}
        <span aria-hidden="true" className="filter-bar__caret">
          ▾
        </span>
      </button>
      {open ? (
        <Suspense fallback={<PopoverLoading anchor={container} />}>
          <FilterPopover group={group} onClose={() => onOpen(null)} containerRef={container} openerRef={button} />
        </Suspense>
      ) : null}
    </li>
  )
}

/** The dropdown's frame while its controls load, placed like the dropdown. */
function PopoverLoading({ anchor }: { anchor: React.RefObject<HTMLElement | null> }) {
  const frame = usePopoverPlacement<HTMLDivElement>(anchor)
  return <div ref={frame} className="filter-popover filter-popover--loading" aria-busy="true" />
}
