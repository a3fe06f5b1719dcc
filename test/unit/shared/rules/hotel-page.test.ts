import { describe, expect, it } from 'vitest'
import type { Review } from '../../../../shared/api/reviews'
import { reviewsToShow } from '../../../../shared/rules/hotel-page'

const review = (id: number, positive: string | null): Review => ({
  id,
  locale: 'fr_FR',
  customer: 'Marie L.',
  type: 'couple',
  date: '2026-10-04',
  average: 8.5,
  positive,
  negative: null,
})

describe("the hotel page's reviews block (site-wide.md §9)", () => {
  it.each([
    ['no review', [], []],
    ['reviews with a positive comment, in their order', [review(1, 'Calme'), review(2, 'Accueil')], [1, 2]],
    ['without those with no or a blank positive comment', [review(1, null), review(2, '  '), review(3, 'Vue')], [3]],
    ['at most four', [1, 2, 3, 4, 5, 6].map((id) => review(id, 'Bien')), [1, 2, 3, 4]],
  ])('shows %s', (_case, list, ids) => {
    expect(reviewsToShow(list).map((r) => r.id)).toEqual(ids)
  })
})
