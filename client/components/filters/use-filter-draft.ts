import { useAtom, useAtomValue, useSetAtom } from 'jotai'
import { clearFilters } from '../../../shared/rules/filters'
import { applyFilters, clearFilterGroup, filtersOf, sameFilters, type FilterGroup } from '../../../shared/rules/filter-edits'
import { criteriaAtom, navigateSearchAtom } from '../../atoms/search'
import { filterDraftAtom } from '../../atoms/filters'

/**
 * The draft of the open filter UI and its transitions (search.md §4
 * "Filters"): Confirm applies and searches unless the draft equals the
 * address; Cancel restores the draft from the address; Reset removes a group
 * (or every filter) and searches.
 */
export function useFilterDraft() {
  const criteria = useAtomValue(criteriaAtom)
  const [draft, setDraft] = useAtom(filterDraftAtom)
  const navigate = useSetAtom(navigateSearchAtom)
  const fromAddress = () => setDraft(filtersOf(criteria))
  return {
    draft,
    setDraft,
    /** Starts editing from what the address holds. */
    begin: fromAddress,
    /** Applies the draft; returns false when nothing changed (no new search). */
    confirm: (): boolean => {
      if (sameFilters(draft, filtersOf(criteria))) return false
      navigate({ criteria: applyFilters(criteria, draft) })
      return true
    },
    cancel: fromAddress,
    resetGroup: (group: FilterGroup) => navigate({ criteria: clearFilterGroup(criteria, group) }),
    resetAll: () => navigate({ criteria: clearFilters(criteria) }),
  }
}
