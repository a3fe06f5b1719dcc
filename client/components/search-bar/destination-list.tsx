import { useLingui } from '@lingui/react'
import type { Suggestion } from '../../../shared/api/autocomplete'
import { NEARBY_DISTANCES } from '../../../shared/rules/distance'
import type { PlaceKey } from '../../../shared/search/criteria'
import type { RecentSearch } from '../../../shared/search/stored-search'
import { groupSuggestions, type SuggestionCategory } from '../../../shared/search/suggestions'
import { BedIcon, ClockIcon, LocateIcon, PinIcon, StarIcon } from './icons'
import { toRecentSearch, type NearbyStatus } from './use-destination'

/** One entry of the destination list, in keyboard order. */
export type DestinationOption =
  | { readonly kind: 'nearby' }
  | { readonly kind: 'recent'; readonly item: RecentSearch }
  | { readonly kind: 'suggestion'; readonly item: RecentSearch; readonly context: string | null; readonly category: SuggestionCategory }

/**
 * The entries for a term: without a term (under 2 letters) 'Travel locally!'
 * and the recent searches; with one, the suggestions grouped by category.
 */
export function destinationOptions(
  typing: boolean,
  recent: readonly RecentSearch[],
  suggestions: readonly Suggestion[],
): DestinationOption[] {
  if (!typing) return [{ kind: 'nearby' }, ...recent.map((item) => ({ kind: 'recent' as const, item }))]
  return groupSuggestions(suggestions).flatMap((group) =>
    group.items.flatMap((s) => {
      const item = toRecentSearch(s)
      return item ? [{ kind: 'suggestion' as const, item, context: s.context, category: group.category }] : []
    }),
  )
}

type Props = {
  listId: string
  options: readonly DestinationOption[]
  active: number
  typing: boolean
  loading: boolean
  nearbyText: string
  nearbyStatus: NearbyStatus
  distance: number
  onDistance: (km: number) => void
  onActive: (index: number) => void
  onPick: (option: DestinationOption) => void
}

type GroupKey = 'nearby' | 'recent' | SuggestionCategory

/** Places wider than a city say what they are: 'Paris' the department beside 'Paris' the city. */
const KIND_HINT: Readonly<Partial<Record<PlaceKey, string>>> = {
  region: 'destination.kind.region',
  department: 'destination.kind.department',
  country: 'destination.kind.country',
  skiresort: 'destination.kind.skiresort',
  searesort: 'destination.kind.searesort',
  touristicregion: 'destination.kind.touristicregion',
}

const GROUP_TITLE: Readonly<Record<GroupKey, string>> = {
  nearby: 'destination.locally',
  recent: 'destination.recent',
  others: 'searchBar.category.others',
  poi: 'searchBar.category.poi',
  hotel: 'searchBar.category.hotel',
}

function groupOf(option: DestinationOption): GroupKey {
  return option.kind === 'suggestion' ? option.category : option.kind
}

/**
 * The list under the destination input: the 'Travel locally!' distance, then
 * one listbox whose options are grouped (recent searches, each suggestion
 * category), so arrow keys run through every entry.
 */
export function DestinationList({
  listId,
  options,
  active,
  typing,
  loading,
  nearbyText,
  nearbyStatus,
  distance,
  onDistance,
  onActive,
  onPick,
}: Props) {
  const { _, i18n } = useLingui()
  const groups: { key: GroupKey; start: number; options: DestinationOption[] }[] = []
  options.forEach((option, index) => {
    const last = groups.at(-1)
    if (last && last.key === groupOf(option)) last.options.push(option)
    else groups.push({ key: groupOf(option), start: index, options: [option] })
  })
  const status =
    nearbyStatus === 'locating'
      ? _('destination.locating')
      : nearbyStatus === 'denied'
        ? _('destination.locationError')
        : typing && !loading && options.length === 0
          ? _('destination.noResults')
          : ''

  return (
    <div className="destination__list">
      {typing ? null : (
        <div className="destination__locally">
          <span className="destination__locally-title">{_('destination.locally')}</span>
          <select
            className="destination__distance"
            aria-label={_('destination.distance')}
            value={distance}
            onChange={(e) => onDistance(Number(e.target.value))}
          >
            {NEARBY_DISTANCES.map((km) => (
              <option key={km} value={km}>
                {i18n._('destination.distance.option', { km })}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="listbox" role="listbox" id={listId} aria-label={_('searchBar.suggestions')}>
        {groups.map((group) => (
          <div key={group.key} role="group" aria-labelledby={group.key === 'nearby' ? undefined : `${listId}-${group.key}`}>
            {group.key === 'nearby' ? null : (
              <div className="listbox__group" id={`${listId}-${group.key}`} role="presentation">
                {_(GROUP_TITLE[group.key])}
              </div>
            )}
            {group.options.map((option, i) => {
              const index = group.start + i
              return (
                <div
                  key={option.kind === 'nearby' ? 'nearby' : `${option.item.key}-${option.item.id}`}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={`listbox__option listbox__option--${option.kind}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => onActive(index)}
                  onClick={() => onPick(option)}
                >
                  {option.kind === 'nearby' ? (
                    <>
                      <span className="listbox__icon">
                        <LocateIcon />
                      </span>
                      <span>{nearbyText}</span>
                    </>
                  ) : (
                    <>
                      <span className="listbox__icon">
                        {option.kind === 'recent' ? (
                          <ClockIcon />
                        ) : option.item.category === 'hotel' ? (
                          <BedIcon />
                        ) : option.item.category === 'poi' ? (
                          <StarIcon />
                        ) : (
                          <PinIcon />
                        )}
                      </span>
                      <span className="listbox__label">
                        {option.item.label}
                        {option.kind === 'suggestion' && option.context ? (
                          <span className="listbox__context">, {option.context}</span>
                        ) : null}
                        {option.kind === 'suggestion' && KIND_HINT[option.item.key] ? (
                          <span className="listbox__context"> · {_(KIND_HINT[option.item.key] ?? '')}</span>
                        ) : null}
                      </span>
                    </>
                  )}
                </div>
              )
            })}
          </div>
        ))}
      </div>
      <p className="destination__status" role="status">
        {status}
      </p>
    </div>
  )
}
