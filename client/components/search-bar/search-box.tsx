import { useLingui } from '@lingui/react'
import { useAtomValue } from 'jotai'
import type { FormEvent } from 'react'
import { routePath, type Flow } from '../../../shared/sites'
import { destinationAtom } from '../../atoms/destination'
import { paxAtom } from '../../atoms/pax'
import { useSite } from '../../app/site-context'
import { DestinationInput } from './destination-input'
import { TravellerSelector } from './traveller-selector'

/** The search box of the home page and the results page: destination, travellers, Search. */
export function SearchBox({ flow = 'booking' }: { flow?: Flow }) {
  const { _ } = useLingui()
  const { site } = useSite()
  const destination = useAtomValue(destinationAtom)
  const pax = useAtomValue(paxAtom)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const hash = new URLSearchParams()
    if (destination) hash.set(destination.key, destination.id)
    if (flow !== 'gifting') {
      hash.set('a', String(pax.adults))
      if (pax.children) hash.set('c', String(pax.children))
      if (pax.babies) hash.set('b', String(pax.babies))
      if (pax.singleRoom) hash.set('s', '1')
    }
    window.location.assign(`${routePath(site, 'search')}?flow=${flow}&from=searchbar#${hash.toString()}`)
  }

  return (
    <form className="search-box" role="search" aria-label={_('searchBar.label')} onSubmit={onSubmit}>
      <DestinationInput placeholder={flow === 'gifting' ? _('searchBar.placeholder.gifting') : _('searchBar.placeholder.booking')} />
      {flow === 'gifting' ? null : <TravellerSelector />}
      <button type="submit" className="button button--primary search-box__submit">
        {_('searchBar.submit')}
      </button>
    </form>
  )
}
