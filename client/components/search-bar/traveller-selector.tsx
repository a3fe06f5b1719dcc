import { StepperControls } from '../layout/stepper-controls'
import { useLingui } from '@lingui/react'
import { useAtom, type WritableAtom } from 'jotai'
import { useId, useRef, useState } from 'react'
import { AGE_LABELS, changePax, PAX_LIMITS, stepperState, type Pax, type PaxField } from '../../../shared/rules/pax'
import { paxAtom } from '../../atoms/pax'
import { useCloseOnFocusOut, useDismiss } from '../../lib/use-dismiss'
import { useTopLayer } from './use-top-layer'

const FIELDS: readonly PaxField[] = ['adults', 'children', 'babies']

type Props = {
  /** Where the party is kept: the product page's paxAtom by default, the search bar's draft otherwise. */
  atom?: WritableAtom<Pax, [Pax], void>
  /** Open at once (the mobile search modal opened from the travellers of the summary strip). */
  defaultOpen?: boolean
  /** A party that cannot change (gifting): shown, with why, and nothing opens. */
  fixed?: Pax
}

/**
 * 'Participants': a dropdown of three steppers. Limits and the single-room
 * rule come from shared/rules/pax; closing by confirm, Escape or a click
 * outside applies the values.
 */
export function TravellerSelector({ atom = paxAtom, defaultOpen = false, fixed }: Props) {
  if (fixed) return <FixedParty pax={fixed} />
  return <Selector atom={atom} defaultOpen={defaultOpen} />
}

/** Gifting: the price is for 2 adults, the party is shown as a settled fact. */
function FixedParty({ pax }: { pax: Pax }) {
  const { _, i18n } = useLingui()
  const titleId = useId()
  const noteId = useId()
  return (
    <div className="field pax">
      <span className="field__label" id={titleId}>
        {_('pax.title')}
      </span>
      <button type="button" className="field__control field__control--button" disabled aria-describedby={`${titleId} ${noteId}`}>
        {i18n._('pax.summary', { adults: pax.adults, children: pax.children, babies: pax.babies })}
      </button>
      <span className="visually-hidden" id={noteId}>
        {_('pax.giftFixed')}
      </span>
    </div>
  )
}

function Selector({ atom, defaultOpen }: { atom: WritableAtom<Pax, [Pax], void>; defaultOpen: boolean }) {
  const { _, i18n } = useLingui()
  const [pax, setPax] = useAtom(atom)
  const [draft, setDraft] = useState<Pax>(pax)
  const [open, setOpen] = useState(defaultOpen)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const titleId = useId()

  const close = (apply: Pax, refocus = true) => {
    setPax(apply)
    setOpen(false)
    if (refocus) button.current?.focus()
  }
  useDismiss(open, root, () => close(draft))
  // Tab out of the panel: closing applies the values, and the focus goes where it was headed.
  useCloseOnFocusOut(open, root, () => close(draft, false))
  const panel = useTopLayer<HTMLDivElement>(open, root)

  const summary = i18n._('pax.summary', { adults: pax.adults, children: pax.children, babies: pax.babies })

  return (
    <div className="field pax" ref={root}>
      <span className="field__label" id={titleId}>
        {_('pax.title')}
      </span>
      <button
        ref={button}
        type="button"
        className="field__control field__control--button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-describedby={titleId}
        onClick={() => {
          if (open) close(draft)
          else {
            setDraft(pax)
            setOpen(true)
          }
        }}
      >
        {summary}
      </button>
      {open ? (
        <div ref={panel} className="popover pax__panel" id={panelId} role="dialog" aria-labelledby={titleId} popover="manual">
          {FIELDS.map((field) => {
            const value = draft[field]
            const state = stepperState(value, PAX_LIMITS[field])
            const age = AGE_LABELS[field]
            const label = _(`pax.${field}`)
            return (
              <div className="stepper" key={field} role="group" aria-label={label}>
                <div className="stepper__text">
                  <span className="stepper__label">{label}</span>
                  <span className="stepper__hint">{_(age.messageId)}</span>
                </div>
                <StepperControls
                  value={value}
                  {...state}
                  decreaseLabel={_(`pax.${field}.decrease`)}
                  increaseLabel={_(`pax.${field}.increase`)}
                  onDecrease={() => setDraft(changePax(draft, field, value - 1))}
                  onIncrease={() => setDraft(changePax(draft, field, value + 1))}
                />
              </div>
            )
          })}
          {draft.singleRoom ? <p className="pax__note">{_('pax.singleRoom')}</p> : null}
          <button type="button" className="button button--primary button--block" onClick={() => close(draft)}>
            {_('common.confirm')}
          </button>
        </div>
      ) : null}
    </div>
  )
}
