import { describe, expect, it } from 'vitest'
import { expiredOfferHotelId, MOMENT_SELECTION_SIZE, momentSelection } from '../../../../shared/rules/not-found'

describe("the hotel of an expired offer's link", () => {
  it.each([
    ['#hotelId=1108', 1108],
    ['hotelId=42', 42],
    ['#checkin=2030-01-01&hotelId=7&a=2', 7],
    ['#hotelId=%2012', 12],
    ['', null],
    ['#hotel=1108', null],
    ['#hotelId=', null],
    ['#hotelId=0', null],
    ['#hotelId=-3', null],
    ['#hotelId=12abc', null],
    ['#hotelId=1.5', null],
    ['#hotelId=99999999999', null],
  ])('reads %j as %s', (hash, id) => {
    expect(expiredOfferHotelId(hash)).toBe(id)
  })
})

const theme = (themeId: number, label: string) => ({ themeId, label, url: `/fr-fr/idee/${themeId}`, image: '/images/theme/1/{size}' })

describe('the selection of the moment', () => {
  it("takes the homepage's themes as links, in order", () => {
    const content = {
      blocks: [
        { type: 'reassurance', items: [{ label: 'x' }] },
        { type: 'themes', title: 'Ideas', items: [theme(31, 'Romantic'), theme(32, 'Spa')] },
      ],
    }
    expect(momentSelection(content)).toEqual([
      { label: 'Romantic', url: '/fr-fr/idee/31' },
      { label: 'Spa', url: '/fr-fr/idee/32' },
    ])
  })

  it(`shows at most ${MOMENT_SELECTION_SIZE} and leaves out items that do not fit`, () => {
    const items = [{ label: 'no id', url: '/x' }, ...Array.from({ length: 9 }, (_, i) => theme(i + 1, `Theme ${i + 1}`))]
    const links = momentSelection({ blocks: [{ type: 'themes', items }] })
    expect(links).toHaveLength(MOMENT_SELECTION_SIZE)
    expect(links[0]?.label).toBe('Theme 1')
  })

  it.each([[null], ['text'], [{}], [{ blocks: 'no' }], [{ blocks: [{ type: 'offers', stayIds: [1] }] }]])('is empty for %j', (content) => {
    expect(momentSelection(content)).toEqual([])
  })

  it('keeps no unsafe address', () => {
    expect(momentSelection({ blocks: [{ type: 'themes', items: [{ ...theme(1, 'Bad'), url: 'javascript:alert(1)' }] }] })).toEqual([])
  })
})
