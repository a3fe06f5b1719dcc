import { useLingui } from '@lingui/react'
import { useId, useState } from 'react'
import type { FacetsResponse } from '../../../shared/api/facets'
import { splitPets, type Filters } from '../../../shared/rules/filters'
import { type FilterGroup } from '../../../shared/rules/filter-edits'
import { SCORE_FILTER_ALL_MESSAGE_ID, toggleScore, toggleStar } from '../../../shared/rules/score-filter'
import type { Flow } from '../../../shared/sites'
import { DistanceSlider } from './distance-slider'
import { chosenValues, listOptions, scoreOptions, starOptions, type FilterOption, type ListKey } from './filter-options'
import { PriceSlider } from './price-slider'

type Props = {
  group: FilterGroup
  flow: Flow
  draft: Filters
  facets: FacetsResponse | null
  onChange: (draft: Filters) => void
}

/** The controls of one filter group, editing the draft. */
export function FilterControls({ group, flow, draft, facets, onChange }: Props) {
  const set = (change: Filters) => onChange({ ...draft, ...change })
  switch (group) {
    case 'budget':
      return <PriceSlider flow={flow} value={draft} onChange={(v) => onChange({ ...draft, priceMin: v.priceMin, priceMax: v.priceMax })} />
    case 'distance':
      return (
        <DistanceSlider value={draft} onChange={(v) => onChange({ ...draft, distanceMin: v.distanceMin, distanceMax: v.distanceMax })} />
      )
    case 'score':
      return <ScoreChoice facets={facets} value={draft.hotelScore} onChange={(hotelScore) => set({ hotelScore })} />
    case 'stars':
      return <StarChoice facets={facets} value={draft.stars ?? []} onChange={(stars) => set({ stars })} />
    case 'facilities':
      return (
        <CheckList
          legend="filters.facilities"
          options={listOptions(facets, 'facilities', draft)}
          chosen={chosenValues(draft, 'facilities')}
          onChange={(values) => set(splitPets(values))}
        />
      )
    case 'activities':
      return (
        <CheckList
          legend="filters.activities"
          collapsible
          options={listOptions(facets, 'tags', draft)}
          chosen={draft.tags ?? []}
          onChange={(tags) => set({ tags })}
        />
      )
    case 'amenities':
      return (
        <>
          {(['hotelTypes', 'hotelEnvironments', 'hotelStyles'] as const satisfies readonly ListKey[]).map((key) => (
            <CheckList
              key={key}
              legend={`filters.${key}`}
              options={listOptions(facets, key, draft)}
              chosen={draft[key] ?? []}
              onChange={(values) => set({ [key]: values })}
            />
          ))}
        </>
      )
  }
}

function ScoreChoice({
  facets,
  value,
  onChange,
}: {
  facets: FacetsResponse | null
  value: number | undefined
  onChange: (v: number | undefined) => void
}) {
  const { _ } = useLingui()
  const name = useId()
  return (
    <fieldset className="choice-list">
      <legend className="filter__legend">{_('filters.score')}</legend>
      <label className="check">
        {/* Choosing the current score again toggles the filter off (search.md §4), hence onClick. */}
        <input type="radio" name={name} checked={value === undefined} onChange={() => undefined} onClick={() => onChange(undefined)} />
        <span>{_(SCORE_FILTER_ALL_MESSAGE_ID)}</span>
      </label>
      {scoreOptions(facets, value).map((option) => (
        <label key={option.value} className={`check${option.disabled ? ' check--disabled' : ''}`}>
          <input
            type="radio"
            name={name}
            checked={value === option.value}
            disabled={option.disabled}
            onChange={() => undefined}
            onClick={() => onChange(toggleScore(value, option.value))}
          />
          <span>
            {_(option.messageId)} <span className="check__hint">{option.value}+</span>
          </span>
          <Count count={option.count} />
        </label>
      ))}
    </fieldset>
  )
}

function StarChoice({
  facets,
  value,
  onChange,
}: {
  facets: FacetsResponse | null
  value: readonly number[]
  onChange: (v: number[]) => void
}) {
  const { _, i18n } = useLingui()
  return (
    <fieldset className="choice-list">
      <legend className="filter__legend">{_('filters.stars')}</legend>
      {starOptions(facets, value).map((option) => (
        <label key={option.stars} className={`check${option.disabled ? ' check--disabled' : ''}`}>
          <input
            type="checkbox"
            checked={value.includes(option.stars)}
            disabled={option.disabled}
            onChange={() => onChange(toggleStar(value, option.stars))}
          />
          <span>
            <span className="stars" aria-hidden="true">
              {'★'.repeat(option.stars)}
            </span>{' '}
            {i18n._('card.stars', { count: option.stars })}
          </span>
          <Count count={option.count} />
        </label>
      ))}
    </fieldset>
  )
}

type CheckListProps = {
  legend: string
  options: readonly FilterOption[]
  chosen: readonly string[]
  onChange: (values: string[]) => void
  /** Long lists (activities) start collapsed to a fixed height. */
  collapsible?: boolean
}

function CheckList({ legend, options, chosen, onChange, collapsible = false }: CheckListProps) {
  const { _ } = useLingui()
  const [expanded, setExpanded] = useState(false)
  if (options.length === 0) return null
  const toggle = (value: string) => onChange(chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value])
  const groups = [...new Set(options.map((o) => o.group ?? ''))]
  return (
    <fieldset className="choice-list">
      <legend className="filter__legend">{_(legend)}</legend>
      <div className={collapsible && !expanded ? 'choice-list__body choice-list__body--collapsed' : 'choice-list__body'}>
        {groups.map((group) => (
          <div key={group} className="choice-list__group">
            {group ? <p className="choice-list__group-title">{group}</p> : null}
            {options
              .filter((o) => (o.group ?? '') === group)
              .map((option) => (
                <label key={option.value} className={`check${option.disabled ? ' check--disabled' : ''}`}>
                  <input
                    type="checkbox"
                    checked={chosen.includes(option.value)}
                    disabled={option.disabled}
                    onChange={() => toggle(option.value)}
                  />
                  <span>{option.label}</span>
                  <Count count={option.count} />
                </label>
              ))}
          </div>
        ))}
      </div>
      {collapsible && options.length > 4 ? (
        <button type="button" className="link-button" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? _('filters.showLess') : _('filters.showMore')}
        </button>
      ) : null}
    </fieldset>
  )
}

function Count({ count }: { count: number | null }) {
  return count === null ? null : <span className="check__count">{count}</span>
}
