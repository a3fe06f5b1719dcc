import { useLingui } from '@lingui/react'
import type { Flow } from '../../../shared/sites'

/**
 * Booking or gifting on the stay page (product-pages.md §4 "Flow switch"): a link to the same
 * stay in the other flow, which loads it afresh with the flow in the query and a new hash (the
 * gift's two people and one night in gifting).
 */
export function FlowSwitch({ flow }: { flow: Flow }) {
  const { _ } = useLingui()
  const options = [
    { flow: 'booking', href: '?flow=booking', label: _('flowToggle.booking') },
    { flow: 'gifting', href: '?flow=gifting#giftAdult=2&giftNights=1', label: _('flowToggle.gifting') },
  ] as const
  return (
    <nav className="flow-toggle flow-switch" aria-label={_('flowToggle.label')}>
      {options.map((option) => (
        <a key={option.flow} className="flow-toggle__option" href={option.href} aria-current={flow === option.flow ? 'page' : undefined}>
          {option.label}
        </a>
      ))}
    </nav>
  )
}
