import { useLingui } from '@lingui/react'
import type { Flow } from '../../../shared/sites'

/** The two flows offered by the toggle, with their label. */
const TOGGLE_FLOWS = [
  { flow: 'booking', messageId: 'flowToggle.booking' },
  { flow: 'gifting', messageId: 'flowToggle.gifting' },
] as const satisfies readonly { flow: Flow; messageId: string }[]

/** Booking or gifting (search.md §4 "Flow toggle"); the current flow is pressed. */
export function FlowToggle({ flow, onSwitch }: { flow: Flow; onSwitch: (flow: Flow) => void }) {
  const { _ } = useLingui()
  return (
    <div className="flow-toggle" role="group" aria-label={_('flowToggle.label')}>
      {TOGGLE_FLOWS.map((option) => (
        <button
          key={option.flow}
          type="button"
          className="flow-toggle__option"
          aria-pressed={flow === option.flow}
          onClick={() => flow !== option.flow && onSwitch(option.flow)}
        >
          {_(option.messageId)}
        </button>
      ))}
    </div>
  )
}
