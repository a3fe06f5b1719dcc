import { useLingui } from '@lingui/react'
import { useId, type ReactNode } from 'react'
import type { GiftFormat } from '../../../shared/checkout/checkout-link'

/** One format as a page offers it: its name, how it reaches the recipient, and whether it can be chosen. */
export interface GiftFormatOption {
  readonly format: GiftFormat
  readonly label: string
  readonly text: ReactNode
  readonly enabled: boolean
}

type Props = {
  legend: string
  options: readonly GiftFormatOption[]
  selected: GiftFormat
  onSelect: (format: GiftFormat) => void
  /** The radio group's name (a form field name when the page submits without script). */
  name?: string
}

/**
 * Digital or physical (product-pages.md §4), as radio cards. A format that cannot be chosen is
 * disabled and described by the notice 'Victim of its success, the physical format is coming
 * back soon!' (the gift box drawer and the stay page's gift set-up share it).
 */
export function GiftFormatChoice({ legend, options, selected, onSelect, name }: Props) {
  const { _ } = useLingui()
  const ownName = useId()
  const noticeId = useId()
  const unavailable = options.some((o) => !o.enabled)
  return (
    <fieldset className="gift-formats">
      <legend className="gift-formats__legend">{legend}</legend>
      {options.map(({ format, label, text, enabled }) => (
        <label key={format} className={enabled ? 'gift-format' : 'gift-format gift-format--disabled'}>
          <input
            type="radio"
            name={name ?? ownName}
            value={format}
            checked={selected === format}
            disabled={!enabled}
            onChange={() => onSelect(format)}
            {...(enabled ? {} : { 'aria-describedby': noticeId })}
          />
          <span className="gift-format__text">
            <strong>{label}</strong>
            <span>{text}</span>
          </span>
        </label>
      ))}
      {unavailable ? (
        <p id={noticeId} className="gift-formats__notice">
          {_('boxPage.format.unavailable')}
        </p>
      ) : null}
    </fieldset>
  )
}
