import { useLingui } from '@lingui/react'
import { useId, useState } from 'react'
import { formatPrice } from '../../../shared/money'
import { PRICE_SLIDER, fromPriceFilter, sliderFloor, toPriceFilter, type PriceFilter } from '../../../shared/rules/price-slider'
import { isOpenEndedMax, parseTypedPrice, priceFilterLabelId } from '../../../shared/rules/price-input'
import type { Flow } from '../../../shared/sites'
import { useSite } from '../../app/site-context'

type Props = { flow: Flow; value: PriceFilter; onChange: (value: PriceFilter) => void }

/**
 * Budget per person per night: two handles and two fields in whole euros,
 * stored in cents. The floor (9 €, 1 € for activities) means no minimum and
 * 250 € means no maximum, shown '+250 €'. Typed text keeps its first digits
 * and is capped at 250.
 */
export function PriceSlider({ flow, value, onChange }: Props) {
  const { _ } = useLingui()
  const { site } = useSite()
  const id = useId()
  const floor = sliderFloor(flow)
  const range = fromPriceFilter(value, flow)
  const euros = (n: number) => formatPrice(n * 100, site.bcp47, { decimals: 0 })
  const maxText = isOpenEndedMax(range.max) ? `+${euros(PRICE_SLIDER.max)}` : euros(range.max)
  const set = (min: number, max: number) => {
    const low = Math.max(floor, Math.min(min, PRICE_SLIDER.max))
    const high = Math.max(floor, Math.min(max, PRICE_SLIDER.max))
    onChange(toPriceFilter({ min: Math.min(low, high), max: Math.max(low, high) }, flow))
  }
  return (
    <fieldset className="price-slider">
      <legend className="filter__legend">{_(priceFilterLabelId(flow))}</legend>
      <p className="price-slider__summary" aria-live="polite">
        {euros(range.min)} – {maxText}
      </p>
      <div className="dual-range">
        <input
          type="range"
          className="dual-range__input"
          min={floor}
          max={PRICE_SLIDER.max}
          step={1}
          value={range.min}
          aria-label={_('filters.price.min')}
          aria-valuetext={euros(range.min)}
          onChange={(e) => set(Math.min(Number(e.target.value), range.max), range.max)}
        />
        <input
          type="range"
          className="dual-range__input"
          min={floor}
          max={PRICE_SLIDER.max}
          step={1}
          value={range.max}
          aria-label={_('filters.price.max')}
          aria-valuetext={maxText}
          onChange={(e) => set(range.min, Math.max(Number(e.target.value), range.min))}
        />
      </div>
      <div className="price-slider__fields">
        <TypedPrice id={`${id}-min`} label={_('filters.price.min')} euros={range.min} onCommit={(n) => set(n, range.max)} />
        <TypedPrice
          id={`${id}-max`}
          label={_('filters.price.max')}
          euros={range.max}
          openEnded={isOpenEndedMax(range.max)}
          onCommit={(n) => set(range.min, n)}
        />
      </div>
    </fieldset>
  )
}

type TypedProps = { id: string; label: string; euros: number; openEnded?: boolean; onCommit: (euros: number) => void }

/** A euro field: what is typed is read on blur or Enter; no digit restores the value. */
function TypedPrice({ id, label, euros, openEnded = false, onCommit }: TypedProps) {
  const shown = openEnded ? `${euros}+` : String(euros)
  const [text, setText] = useState<string | null>(null)
  const commit = () => {
    if (text === null) return
    const typed = parseTypedPrice(text, PRICE_SLIDER.max)
    setText(null)
    if (typed !== null) onCommit(typed)
  }
  return (
    <label className="field price-slider__field" htmlFor={id}>
      <span className="field__label">{label}</span>
      <span className="price-slider__input">
        <input
          id={id}
          className="field__control"
          inputMode="numeric"
          autoComplete="off"
          value={text ?? shown}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              commit()
            }
          }}
        />
        <span aria-hidden="true">€</span>
      </span>
    </label>
  )
}
