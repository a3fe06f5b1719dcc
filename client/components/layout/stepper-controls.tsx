import type { ReactNode } from 'react'

type Props = {
  /** What the stepper shows between its buttons (announced when it changes). */
  value: ReactNode
  canDecrement: boolean
  canIncrement: boolean
  decreaseLabel: string
  increaseLabel: string
  onDecrease: () => void
  onIncrease: () => void
  /** Extra class of the controls (a stepper inside a search form field). */
  className?: string
}

/** The − value + controls of a stepper (travellers, participants), with named buttons disabled at the bounds. */
export function StepperControls({
  value,
  canDecrement,
  canIncrement,
  decreaseLabel,
  increaseLabel,
  onDecrease,
  onIncrease,
  className,
}: Props) {
  return (
    <div className={className ? `stepper__controls ${className}` : 'stepper__controls'}>
      <button type="button" className="stepper__button" aria-label={decreaseLabel} disabled={!canDecrement} onClick={onDecrease}>
        <span aria-hidden="true">−</span>
      </button>
      <output className="stepper__value" aria-live="polite">
        {value}
      </output>
      <button type="button" className="stepper__button" aria-label={increaseLabel} disabled={!canIncrement} onClick={onIncrease}>
        <span aria-hidden="true">+</span>
      </button>
    </div>
  )
}
