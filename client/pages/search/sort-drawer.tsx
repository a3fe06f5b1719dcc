import { useLingui } from '@lingui/react'
import { useId, useRef, useState, type RefObject } from 'react'
import { SORT_LABEL_MESSAGE, type SortOrder } from '../../../shared/rules/sort'
import { radioClickChooses } from '../../lib/radio-intent'
import { useModalLayer } from '../../lib/use-modal-layer'

type DrawerProps = {
  options: readonly SortOrder[]
  current: SortOrder
  onChoose: (sort: SortOrder) => void
  onClose: () => void
  /** The Sort button, focused again when the drawer closes. */
  opener?: RefObject<HTMLElement | null>
}

/**
 * The sort of small screens: a bottom sheet titled 'Sort by' with one radio
 * per valid order. Arrow keys only move the selection; a click, Enter or
 * Space on an order applies it.
 */
export function SortDrawer({ options, current, onChoose, onClose, opener }: DrawerProps) {
  const { _ } = useLingui()
  const titleId = useId()
  const name = useId()
  const ref = useRef<HTMLDivElement>(null)
  const [selected, setSelected] = useState(current)
  // The last key pressed on the list since the last pointer press (arrow keys make the browser click the radio).
  const lastKey = useRef<string | null>(null)
  useModalLayer(ref, {
    onEscape: onClose,
    opener,
    initialFocus: () => ref.current?.querySelector<HTMLInputElement>('input:checked'),
  })
  return (
    <div
      className="overlay overlay--bottom"
      onPointerDown={(e) => {
        if (e.target !== e.currentTarget) return
        // Not a press on the page behind once the layer is gone: the focus stays with the opener.
        e.preventDefault()
        onClose()
      }}
    >
      <div ref={ref} className="sheet" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className="sheet__header">
          <h2 id={titleId} className="sheet__title">
            {_('sort.title')}
          </h2>
          <button type="button" className="icon-button" aria-label={_('filters.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <fieldset
          className="choice-list"
          aria-labelledby={titleId}
          onPointerDown={() => {
            lastKey.current = null
          }}
          onKeyDown={(e) => {
            lastKey.current = e.key
          }}
        >
          {options.map((sort) => (
            <label key={sort} className="check">
              <input
                type="radio"
                name={name}
                value={sort}
                checked={sort === selected}
                onChange={() => setSelected(sort)}
                onClick={(e) => {
                  if (radioClickChooses(e.detail, lastKey.current)) onChoose(sort)
                }}
                onKeyDown={(e) => {
                  // Space on the checked radio makes no click: both keys choose here, the browser's own action prevented.
                  if (e.key !== 'Enter' && e.key !== ' ') return
                  e.preventDefault()
                  onChoose(sort)
                }}
              />
              <span>{_(SORT_LABEL_MESSAGE[sort])}</span>
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  )
}
