import { describe, expect, it } from 'vitest'
import type { HotelRoom } from '../../../../shared/api/hotel-rooms'
import type { OffersResponse, StayCard } from '../../../../shared/api/search'
import type { HotelDetail } from '../../../../shared/api/stay-detail'
import type { CatalogSource } from '../../../../worker/data/catalog-source'
import { getHotelPageData } from '../../../../worker/data/hotel-page'

const hotel = { id: 7, location: { latitude: 48.8, longitude: 2.3 } } as HotelDetail
const card = { id: 70 } as StayCard
const room = { uuid: 'r-1', offers: [{ id: 70, shortProgramIntroWithoutRoom: 'Breakfast' }] } as unknown as HotelRoom

/** A catalogue answering the hotel page's calls, its rooms as given (a rejection when `rooms` is an Error). */
function catalog(rooms: HotelRoom[] | null | Error, asked: string[] = []): CatalogSource {
  return {
    searchOffers: () => Promise.resolve({ results: [card] } as unknown as OffersResponse),
    getReviews: () => Promise.resolve(null),
    getHotelRooms: (id: number, locale: string) => {
      asked.push(`${id}:${locale}`)
      return rooms instanceof Error ? Promise.reject(rooms) : Promise.resolve(rooms === null ? null : { rooms })
    },
  } as unknown as CatalogSource
}

describe('the hotel page’s data (product-pages.md §2 "room list with offers")', () => {
  it('reads the hotel’s rooms for the site with its offers', async () => {
    const asked: string[] = []
    const data = await getHotelPageData(catalog([room], asked), hotel, { locale: 'nl_BE', onError: () => undefined })
    expect(asked).toEqual(['7:nl_BE'])
    expect(data.rooms).toEqual([room])
    expect(data.offers).toEqual([card])
  })

  it('logs a failed rooms call and keeps the page, its offers then listed without rooms', async () => {
    const errors: string[] = []
    const data = await getHotelPageData(catalog(new Error('D1 down')), hotel, {
      locale: 'fr_FR',
      onError: (location) => errors.push(location),
    })
    expect(errors).toEqual(['hotel.rooms'])
    expect(data.rooms).toBeNull()
    expect(data.offers).toEqual([card])
  })

  it('has no rooms for a hotel the rooms call does not know', async () => {
    const data = await getHotelPageData(catalog(null), hotel, { locale: 'it_IT', onError: () => undefined })
    expect(data.rooms).toEqual([])
  })
})
