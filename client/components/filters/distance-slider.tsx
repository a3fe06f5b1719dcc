import { useLingui } from '@lingui/react'
import { useId } from 'react'
import { DISTANCE_LIMITS, isDistanceActive, type DistanceFilter } from '../../../shared/rules/distance'
import { toDistanceFilter, toggleIncludeAround } from '../../../shared/rules/distance-edits'

type Props = { value: DistanceFilter; onChange: (value: DistanceFilter) => void }

/**
 * Distance around the destination, 0 to 300 km. The slider stays disabled
 * until 'Include offers around' is ticked; unticking removes both bounds.
 */
export function DistanceSlider({ value, onChange }: Props) {
  const { _, i18n } = useLingui()
  const id = useId()
  const active = isDistanceActive(value)
  const min = value.distanceMin ?? DISTANCE_LIMITS.min
  const max = value.distanceMax ?? DISTANCE_LIMITS.max
  return (
    <fieldset className="distance-slider">
      <legend className="filter__legend">{_('filters.distance')}</legend>
      <label className="check" htmlFor={`${id}-around`}>
        <input
          id={`${id}-around`}
          type="checkbox"
          checked={active}
          onChange={(e) => onChange(toggleIncludeAround(e.target.checked, value))}
        />
        <span>{_('filters.distance.includeAround')}</span>
      </label>
      <p className="price-slider__summary" aria-live="polite">
        {i18n._('filters.distance.range', { min, max })}
      </p>
      <div className="dual-range">
        <input
          type="range"
          className="dual-range__input"
          min={DISTANCE_LIMITS.min}
          max={DISTANCE_LIMITS.max}
          step={5}
          value={min}
          disabled={!active}
          aria-label={_('filters.distance.min')}
          onChange={(e) => onChange(toDistanceFilter(Math.min(Number(e.target.value), max), max))}
        />
        <input
          type="range"
          className="dual-range__input"
          min={DISTANCE_LIMITS.min}
          max={DISTANCE_LIMITS.max}
          step={5}
          value={max}
          disabled={!active}
          aria-label={_('filters.distance.max')}
          onChange={(e) => onChange(toDistanceFilter(min, Math.max(Number(e.target.value), min)))}
        />
      </div>
    </fieldset>
  )
}
