import { useLingui } from '@lingui/react'
import { useAtomValue, useSetAtom } from 'jotai'
import { GIFT_PAX } from '../../../shared/rules/pax'
import { searchBarFields } from '../../../shared/search/search-bar'
import type { Flow } from '../../../shared/sites'
import { destinationLabelAtom } from '../../atoms/destination'
import { calendarOpenAtom, draftDatesAtom, draftPaxAtom, searchDraftAtom, searchModalAtom, type ModalFocus } from '../../atoms/search-bar'
import { preloadCalendar } from '../calendar/lazy-calendar'
import { useDatesText } from './dates-field'
import { SearchIcon } from './icons'
import type { SearchTheme } from './theme-select'

type Props = { flow: Flow; themes: readonly SearchTheme[]; hidden: boolean }

/**
 * Mobile summary of the search (destination, dates, theme, travellers).
 * Each part opens the search modal on that input.
 */
export function SearchStrip({ flow, themes, hidden }: Props) {
  const { _, i18n } = useLingui()
  const label = useAtomValue(destinationLabelAtom)
  const draft = useAtomValue(searchDraftAtom)
  const pax = useAtomValue(draftPaxAtom)
  const dates = useAtomValue(draftDatesAtom)
  const datesText = useDatesText(dates)
  const setModal = useSetAtom(searchModalAtom)
  const setCalendar = useSetAtom(calendarOpenAtom)
  const fields = searchBarFields(flow)
  const theme = themes.find((t) => t.id === draft.theme)

  const open = (focus: ModalFocus) => {
    setModal({ focus })
    if (focus === 'dates') setCalendar('modal')
  }

  return (
    <div className="search-strip" hidden={hidden} role="group" aria-label={_('searchBar.label')}>
      <button type="button" className="search-strip__destination" onClick={() => open('destination')}>
        <span className="search-strip__icon">
          <SearchIcon />
        </span>
        <span className="visually-hidden">{_('searchBar.destination')} </span>
        <span className={label ? 'search-strip__value' : 'search-strip__value search-strip__value--empty'}>
          {label || (flow === 'gifting' ? _('searchBar.placeholder.gifting') : _('searchBar.placeholder.booking'))}
        </span>
      </button>
      <div className="search-strip__row">
        {fields.dates ? (
          <button type="button" className="search-strip__item" onPointerDown={preloadCalendar} onClick={() => open('dates')}>
            {datesText ? <span className="visually-hidden">{_('searchBar.dates')} </span> : null}
            {datesText || _('searchBar.dates')}
          </button>
        ) : null}
        {fields.theme && themes.length > 0 ? (
          <button type="button" className="search-strip__item" onClick={() => open('theme')}>
            {theme ? <span className="visually-hidden">{_('searchBar.theme')} </span> : null}
            {theme?.label ?? _('searchBar.theme')}
          </button>
        ) : null}
        {fields.travellers && fields.fixedParty ? (
          <span className="search-strip__item search-strip__item--fixed">
            {i18n._('pax.summary', { adults: GIFT_PAX.adults, children: GIFT_PAX.children, babies: GIFT_PAX.babies })}
          </span>
        ) : fields.travellers ? (
          <button type="button" className="search-strip__item" onClick={() => open('travellers')}>
            {i18n._('pax.summary', { adults: pax.adults, children: pax.children, babies: pax.babies })}
          </button>
        ) : null}
      </div>
    </div>
  )
}
