import type { Flow } from '../../../shared/sites'
import { SearchBar } from './search-bar'

/** The home and results pages' search box: the search bar of the flow (kept while the pages move to <SearchBar/>). */
export function SearchBox({ flow = 'booking' }: { flow?: Flow }) {
  return <SearchBar flow={flow} />
}
