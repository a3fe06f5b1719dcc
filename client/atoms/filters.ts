// Atoms of the filter controls: the facet counts of the current search, the draft being edited.
import { atom } from 'jotai'
import type { Filters } from '../../shared/rules/filters'
import { criteriaAtom, flowAtom, facetsAtom, facetsKeyOf } from './search'

/** The facets of the current criteria only: counts of a previous search are never shown. */
export const currentFacetsAtom = atom((get) => {
  const facets = get(facetsAtom)
  return facets && facets.key === facetsKeyOf(get(criteriaAtom), get(flowAtom)) ? facets : null
})

/** Filters being edited in a dropdown, the modal or the drawer, before Confirm. */
export const filterDraftAtom = atom<Filters>({})
