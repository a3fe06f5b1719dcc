import { describe, expect, it } from 'vitest'
import type { ProgramLine, StayDetail } from '../../../../shared/api/stay-detail'
import { offerDetailQuery, offerStayHref, packageLines } from '../../../../shared/rules/hotel-page'

const line = (type: ProgramLine['type'], title: string, extra: Partial<ProgramLine> = {}): ProgramLine => ({
  activityId: null,
  type,
  title,
  icon: null,
  quantity: 1,
  detailList: [],
  whyList: [],
  mustKnowList: [],
  menu: [],
  duration: null,
  where: null,
  how: null,
  schedules: null,
  repeated: false,
  displayPax: 2,
  activityParticipantsLabel: 'Pour 2 personnes',
  ...extra,
})

const room = { label: 'Chambre Supérieure' } as NonNullable<StayDetail['room']>

describe("an offer's package summary (product-pages.md §2 'Your stay includes')", () => {
  it('lists room, breakfasts, dinners, activities and extras in that order, keeping the order within a kind', () => {
    const lines = packageLines({
      room,
      programLines: [
        line('EXTRA', 'Bouteille'),
        line('ACTIVITY', 'Spa'),
        line('DINNER', 'Dîner'),
        line('ACTIVITY', 'Randonnée'),
        line('BREAKFAST', 'Petit-déjeuner'),
        line('ROOM', 'Hébergement'),
      ],
    })
    expect(lines.map((l) => [l.type, l.title])).toEqual([
      ['ROOM', 'Chambre Supérieure'],
      ['BREAKFAST', 'Petit-déjeuner'],
      ['DINNER', 'Dîner'],
      ['ACTIVITY', 'Spa'],
      ['ACTIVITY', 'Randonnée'],
      ['EXTRA', 'Bouteille'],
    ])
  })

  it("names the room line after the line's title when the stay has no room", () => {
    expect(packageLines({ room: null, programLines: [line('ROOM', 'Hébergement')] })[0]?.title).toBe('Hébergement')
  })

  it.each([
    ['a repeated line', { repeated: true, duration: 120 }, { kind: 'everyDay' }],
    ['a line with a duration', { duration: 180 }, { kind: 'duration', minutes: 180 }],
    ['a line with neither', {}, null],
    ['a line with a zero duration', { duration: 0 }, null],
  ])('tells %s', (_case, extra: Partial<ProgramLine>, when) => {
    expect(packageLines({ room, programLines: [line('ACTIVITY', 'Spa', extra)] })[0]?.when).toEqual(when)
  })

  it('gives each line its participants', () => {
    expect(packageLines({ room, programLines: [line('DINNER', 'Dîner', { displayPax: 3 })] })[0]?.participants).toBe(3)
  })

  it.each([
    ['an activity', 'ACTIVITY', ' Appelez l’hôtel. ', 'Appelez l’hôtel.'],
    ['an activity with a blank how-to', 'ACTIVITY', '  ', null],
    ['a dinner', 'DINNER', 'Réservez', null],
  ] as const)('keeps the how-to of %s only', (_case, type, how, expected) => {
    expect(packageLines({ room, programLines: [line(type, 'X', { how })] })[0]?.how).toBe(expected)
  })
})

describe("an offer's detail call and stay link", () => {
  const pax = { adults: 2, children: 1, babies: 0, singleRoom: false }

  it('asks for the dated stay when the selector has dates', () => {
    expect(offerDetailQuery('fr_FR', { checkin: '2026-12-04', checkout: '2026-12-06', pax })).toEqual({
      locale: 'fr_FR',
      checkin: '2026-12-04',
      night: '2',
      adult: '2',
      child: '1',
      baby: '0',
    })
  })

  it('asks for the from-price of the party without dates', () => {
    expect(offerDetailQuery('es_ES', { pax })).toEqual({ locale: 'es_ES', adult: '2', child: '1', baby: '0' })
  })

  it.each([
    [
      'with dates',
      { checkin: '2026-12-04', checkout: '2026-12-06', pax },
      '/s/1#checkin=2026-12-04&checkout=2026-12-06&nights=2&a=2&c=1&b=0',
    ],
    ['without dates', { pax }, '/s/1#a=2&c=1&b=0'],
  ])('links to the stay page %s', (_case, stay, href) => {
    expect(offerStayHref('/s/1', stay)).toBe(href)
  })
})
