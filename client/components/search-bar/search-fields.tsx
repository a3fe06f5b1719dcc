import { useLingui } from '@lingui/react'
import { useAtom } from 'jotai'
import { GIFT_PAX } from '../../../shared/rules/pax'
import { omitKeys } from '../../../shared/search/criteria-edits'
import { searchBarFields } from '../../../shared/search/search-bar'
import type { Flow } from '../../../shared/sites'
import { draftPaxAtom, searchDraftAtom, type ModalFocus, type SearchBarPlace } from '../../atoms/search-bar'
import type { CalendarContext } from '../calendar/calendar-format'
import { DatesField } from './dates-field'
import { DestinationInput } from './destination-input'
import { ThemeSelect, type SearchTheme } from './theme-select'
import { TravellerSelector } from './traveller-selector'
import type { NearbyCity } from './use-destination'

type Props = {
  place: SearchBarPlace
  flow: Flow
  themes: readonly SearchTheme[]
  context: CalendarContext
  nearbyCity?: NearbyCity
  /** Input to open at once (the modal opened from the summary strip). */
  focus?: ModalFocus | null
}

/** The inputs of the flow and the Search button, laid out as a row (bar) or a column (modal) by CSS. */
export function SearchFields({ place, flow, themes, context, nearbyCity, focus = null }: Props) {
  const { _ } = useLingui()
  const [draft, setDraft] = useAtom(searchDraftAtom)
  const fields = searchBarFields(flow)
  return (
    <>
      <DestinationInput
        flow={flow}
        mode={place === 'bar' ? 'dropdown' : 'fullscreen'}
        defaultOpen={focus === 'destination'}
        {...(nearbyCity ? { nearbyCity } : {})}
      />
      {fields.dates ? <DatesField place={place} context={context} flow={flow} /> : null}
      {fields.theme && themes.length > 0 ? (
        <ThemeSelect
          themes={themes}
          value={draft.theme}
          autoFocus={focus === 'theme'}
          onChange={(theme) => setDraft(theme === undefined ? omitKeys(draft, ['theme']) : { ...draft, theme })}
        />
      ) : null}
      {fields.travellers ? (
        <TravellerSelector atom={draftPaxAtom} defaultOpen={focus === 'travellers'} {...(fields.fixedParty ? { fixed: GIFT_PAX } : {})} />
      ) : null}
      <button type="submit" className="button button--primary search-bar__submit">
        {_('searchBar.submit')}
      </button>
    </>
  )
}
