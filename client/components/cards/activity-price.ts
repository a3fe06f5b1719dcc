// An activity card's price per person for the party (search.md §4 'Cards').
import type { ActivityCard } from '../../../shared/api/activity-only'
import { pricePerPerson, type Cents } from '../../../shared/money'

/**
 * Price of an activity card for a party: the total for that many adults
 * divided by the adults (search.md §3). The price line for the party is used
 * when it exists, else the smallest party priced.
 */
export function activityPrice(
  card: Pick<ActivityCard, 'prices'>,
  adults: number,
): { readonly perPerson: Cents; readonly refPerPerson: Cents } | null {
  const sorted = [...card.prices].sort((a, b) => a.adults - b.adults)
  const line = sorted.find((p) => p.adults === adults) ?? sorted[0]
  if (!line) return null
  return { perPerson: pricePerPerson(line.sellPrice, line.adults), refPerPerson: pricePerPerson(line.refPrice, line.adults) }
}
