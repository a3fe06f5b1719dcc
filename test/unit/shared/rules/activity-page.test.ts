import { describe, expect, it } from 'vitest'
import type { ActivityDetail } from '../../../../shared/api/activity-only'
import { activityInfoModals, centrePlace } from '../../../../shared/rules/activity-page'

type Activity = ActivityDetail['activities'][number]

const centre: Activity['activityCenter'] = {
  id: 7,
  label: 'Centre équestre du Lac',
  uri: '/fr-fr/ville/annecy-3037543',
  star: 0,
  address: '12 route du Lac',
  zipCode: '74000',
  city: 'Annecy',
  latitude: 45.9,
  longitude: 6.13,
}

const activity = (over: Partial<Activity> = {}): Activity => ({
  id: 1,
  title: 'Balade à cheval',
  description: 'Accueil\nBalade (2 h)',
  univers: 'Sport & nature',
  schedules: 'Du mardi au dimanche : 10:00-18:00',
  importantInformation: ['Réservation obligatoire auprès du prestataire.'],
  activityCenter: centre,
  ...over,
})

const product = (activities: Activity[], importantInformation: string[] = []) => ({ activities, importantInformation })
const nowhere = { ...centre, address: '', zipCode: '', city: '', latitude: 0, longitude: 0 }

describe("the activity page's practical info dialogs (product-pages.md §2)", () => {
  it.each([
    [
      'all three, in order, for a located activity with schedules and information',
      product([activity()]),
      ['gettingThere', 'hours', 'thingsToKnow'],
    ],
    [
      'getting there from the address alone',
      product([activity({ activityCenter: { ...nowhere, address: '1 rue Haute' } })]),
      ['gettingThere', 'hours', 'thingsToKnow'],
    ],
    [
      'getting there from the position alone',
      product([activity({ activityCenter: { ...nowhere, latitude: 45.9, longitude: 6.13 } })]),
      ['gettingThere', 'hours', 'thingsToKnow'],
    ],
    ['no getting there without address, town or position', product([activity({ activityCenter: nowhere })]), ['hours', 'thingsToKnow']],
    [
      'no opening hours without schedules',
      product([activity({ schedules: null }), activity({ id: 2, schedules: '  ' })]),
      ['gettingThere', 'thingsToKnow'],
    ],
    [
      'things to know from the product information alone',
      product([activity({ importantInformation: [] })], ['Bon valable 12 mois.']),
      ['gettingThere', 'hours', 'thingsToKnow'],
    ],
    ['no things to know without any information', product([activity({ importantInformation: [' '] })], []), ['gettingThere', 'hours']],
    ['none for an empty product', product([]), []],
  ])('shows %s', (_case, input, modals) => {
    expect(activityInfoModals(input)).toEqual(modals)
  })
})

describe('an activity centre on the getting-there map', () => {
  it.each([
    ['its position', { latitude: 45.9, longitude: 6.13 }, true],
    ['no marker at 0, 0 (a missing position)', { latitude: 0, longitude: 0 }, false],
    ['no marker out of range', { latitude: 95, longitude: 6.13 }, false],
    ['no marker for a position that is not a number', { latitude: Number.NaN, longitude: 6.13 }, false],
  ])('has %s', (_case, position, placed) => {
    const place = centrePlace({ ...centre, ...position }, '12 route du Lac, 74000 Annecy')
    expect(place !== null).toBe(placed)
    if (place) expect(place).toEqual({ name: centre.label, address: '12 route du Lac, 74000 Annecy', ...position })
  })
})
