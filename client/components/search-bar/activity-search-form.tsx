import { StepperControls } from '../layout/stepper-controls'
import { useLingui } from '@lingui/react'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { ACTIVITY_SEARCH_PARTICIPANTS, changeParticipants, stepperState } from '../../../shared/rules/pax'
import { parseCriteriaHash } from '../../../shared/search/criteria'
import { activitySearchCriteria, searchBarUrl } from '../../../shared/search/search-bar'
import { useSite } from '../../app/site-context'
import { ThemeSelect, type SearchTheme } from './theme-select'

/** A city of the activity form's list. */
export type ActivityCity = { readonly id: string; readonly label: string }

type Props = { cities: readonly ActivityCity[]; themes: readonly SearchTheme[] }

/**
 * The activity search form (search.md §2.1): a city or 'All destinations',
 * a theme, and 1 or 2 participants; it searches the activity route.
 */
export function ActivitySearchForm({ cities, themes }: Props) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const cityId = useId()
  const [city, setCity] = useState('')
  const [theme, setTheme] = useState<number | undefined>(undefined)
  const [participants, setParticipants] = useState(ACTIVITY_SEARCH_PARTICIPANTS.max)
  const stepper = stepperState(participants, ACTIVITY_SEARCH_PARTICIPANTS)

  // After hydration: the criteria of the address, when they fit the form.
  useEffect(() => {
    const criteria = parseCriteriaHash(window.location.hash)
    if (criteria.city && cities.some((c) => c.id === criteria.city)) setCity(criteria.city)
    if (criteria.theme !== undefined && themes.some((t) => t.id === criteria.theme)) setTheme(criteria.theme)
    setParticipants((p) => changeParticipants(p, criteria.a, ACTIVITY_SEARCH_PARTICIPANTS))
  }, [cities, themes])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const criteria = activitySearchCriteria({ participants, ...(city ? { city } : {}), ...(theme !== undefined ? { theme } : {}) })
    window.location.assign(searchBarUrl(site, 'activity', criteria, window.location))
  }

  return (
    <form className="search-bar search-bar--activity" role="search" aria-label={_('searchBar.activity.label')} onSubmit={onSubmit}>
      <div className="search-bar__desktop search-bar__desktop--always">
        <div className="field">
          <label className="field__label" htmlFor={cityId}>
            {_('searchBar.destination')}
          </label>
          <select id={cityId} className="field__control" value={city} onChange={(e) => setCity(e.target.value)}>
            <option value="">{_('searchBar.activity.allDestinations')}</option>
            {cities.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        {themes.length > 0 ? <ThemeSelect themes={themes} value={theme} onChange={setTheme} /> : null}
        <div className="field" role="group" aria-label={_('pax.title')}>
          <span className="field__label" aria-hidden="true">
            {_('pax.title')}
          </span>
          <StepperControls
            className="field__stepper"
            value={i18n._('searchBar.activity.participants', { count: participants })}
            {...stepper}
            decreaseLabel={_('searchBar.activity.decrease')}
            increaseLabel={_('searchBar.activity.increase')}
            onDecrease={() => setParticipants((p) => changeParticipants(p, p - 1, ACTIVITY_SEARCH_PARTICIPANTS))}
            onIncrease={() => setParticipants((p) => changeParticipants(p, p + 1, ACTIVITY_SEARCH_PARTICIPANTS))}
          />
        </div>
        <button type="submit" className="button button--primary search-bar__submit">
          {_('searchBar.submit')}
        </button>
      </div>
    </form>
  )
}
