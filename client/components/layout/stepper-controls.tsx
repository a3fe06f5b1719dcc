import { useLayoutEffect, useRef, type ReactNode } from 'react'

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
  const decrease = useRef<HTMLButtonElement>(null)
  const increase = useRef<HTMLButtonElement>(null)
  const pressed = useRef<'decrease' | 'increase' | null>(null)
  // A button pressed up to its bound turns disabled and would drop the focus to the page's start:
  // it goes to the other button, so the keyboard stays on the stepper.
  useLayoutEffect(() => {
    const last = pressed.current
    pressed.current = null
    if (last === 'increase' && !canIncrement && canDecrement) decrease.current?.focus()
    if (last === 'decrease' && !canDecrement && canIncrement) increase.current?.focus()
  }, [canDecrement, canIncrement])
  return (
    <div className={className ? `stepper__controls ${className}` : 'stepper__controls'}>
      <button
        ref={decrease}
        type="button"
        className="stepper__button"
        aria-label={decreaseLabel}
        disabled={!canDecrement}
        onClick={() => {
          pressed.current = 'decrease'
          onDecrease()
        }}
      >
        <span aria-hidden="true">−</span>
      </button>
      <output className="stepper__value" aria-live="polite">
        {value}
      </output>
      <button
        ref={increase}
        type="button"
        className="stepper__button"
        aria-label={increaseLabel}
        disabled={!canIncrement}
        onClick={() => {
          pressed.current = 'increase'
          onIncrease()
        }}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  )
}
