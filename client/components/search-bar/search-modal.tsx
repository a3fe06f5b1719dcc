import { useLingui } from '@lingui/react'
import { useSetAtom } from 'jotai'
import type { Flow } from '../../../shared/sites'
import { calendarOpenAtom, searchModalAtom, type ModalFocus } from '../../atoms/search-bar'
import type { CalendarContext } from '../calendar/calendar-format'
import { FullscreenLayer } from './fullscreen-layer'
import { SearchFields } from './search-fields'
import type { SearchTheme } from './theme-select'
import type { NearbyCity } from './use-destination'

/** Title of the modal per flow (search.md §2.1). */
const MODAL_TITLE: Readonly<Record<Flow, string>> = {
  booking: 'searchBar.modal.booking',
  hotel: 'searchBar.modal.booking',
  gifting: 'searchBar.modal.gifting',
  activity: 'searchBar.modal.activity',
}

type Props = {
  flow: Flow
  themes: readonly SearchTheme[]
  context: CalendarContext
  focus: ModalFocus | null
  nearbyCity?: NearbyCity
  onSubmit: () => void
}

/** The full-screen search of mobile: 'I am looking for a weekend' / 'I am searching for a gift'. */
export function SearchModal({ flow, themes, context, focus, nearbyCity, onSubmit }: Props) {
  const { _ } = useLingui()
  const setModal = useSetAtom(searchModalAtom)
  const setCalendar = useSetAtom(calendarOpenAtom)
  return (
    <FullscreenLayer
      title={_(MODAL_TITLE[flow])}
      closeLabel={_('searchBar.modal.close')}
      onClose={() => {
        setCalendar(null)
        setModal(null)
      }}
    >
      <form
        className="search-bar__modal-form"
        role="search"
        aria-label={_('searchBar.label')}
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit()
        }}
      >
        <SearchFields place="modal" flow={flow} themes={themes} context={context} focus={focus} {...(nearbyCity ? { nearbyCity } : {})} />
      </form>
    </FullscreenLayer>
  )
}
