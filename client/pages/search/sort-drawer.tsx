import { useLingui } from '@lingui/react'
import { useId, useRef, useState, type RefObject } from 'react'
import { type SortOrder } from '../../../shared/rules/sort'
import { SORT_LABEL_MESSAGE } from '../../../shared/rules/sort-options'
import { radioClickChooses } from '../../lib/radio-intent'
import { ModalDialog } from '../../components/layout/modal-dialog'

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
  const name = useId()
  const [selected, setSelected] = useState(current)
  // The last key pressed on the list since the last pointer press (arrow keys make the browser click the radio).
  const lastKey = useRef<string | null>(null)
  return (
    <ModalDialog
      title={_('sort.title')}
      closeLabel={_('filters.close')}
      onClose={onClose}
      block="sheet"
      overlayClassName="overlay--bottom"
      {...(opener ? { opener } : {})}
      initialFocus={(dialog) => dialog.querySelector<HTMLInputElement>('input:checked')}
    >
      <fieldset
        className="choice-list"
        aria-label={_('sort.title')}
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
    </ModalDialog>
  )
}
