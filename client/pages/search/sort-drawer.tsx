import { useLingui } from '@lingui/react'
import { useEffect, useId, useRef } from 'react'
import { SORT_LABEL_MESSAGE, type SortOrder } from '../../../shared/rules/sort'

type DrawerProps = { options: readonly SortOrder[]; current: SortOrder; onChoose: (sort: SortOrder) => void; onClose: () => void }

/** The sort of small screens: a bottom sheet titled 'Sort by' with one radio per valid order. */
export function SortDrawer({ options, current, onChoose, onClose }: DrawerProps) {
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
