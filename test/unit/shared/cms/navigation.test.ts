import { Temporal } from 'temporal-polyfill'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { NavigationResponseSchema, type NavigationLink } from '../../../../shared/api/cms'
import { destinationTree, navigationDepth, navigationLink, weeklyPick, type NavigationPlace } from '../../../../shared/cms/navigation'
import { isoWeekIndex } from '../../../../shared/dates'

const region = (id: number, name: string): NavigationPlace => ({
  id,
  kind: 'region',
  regionId: id,
  departmentId: null,
  name,
  lat: 1,
  lng: 2,
})
const department = (id: number, regionId: number, name: string): NavigationPlace => ({
  id,
  kind: 'department',
  regionId,
  departmentId: id,
  name,
  lat: 1,
  lng: 2,
})
const city = (id: number, regionId: number | null, departmentId: number | null, name: string): NavigationPlace => ({
  id,
  kind: 'city',
  regionId,
  departmentId,
  name,
  lat: 45.5,
  lng: 4.25,
})

const compare = new Intl.Collator('fr-FR').compare
const tree = (places: NavigationPlace[], offers: [number, number][], cityLimit?: number) =>
  destinationTree({
    places,
    offers: new Map(offers),
    uriOf: (p) => `/${p.kind}/${p.id}`,
    compare,
    ...(cityLimit === undefined ? {} : { cityLimit }),
  })

/** The tree as "label count" lines indented by level, to read the rule at a glance. */
const outline = (links: readonly NavigationLink[], depth = 0): string[] =>
  links.flatMap((l) => [`${'  '.repeat(depth)}${l.label} ${l.count ?? '-'}`, ...outline(l.children, depth + 1)])

describe('the destinations of the Inspirations menu', () => {
  const places = [
    region(2, 'Île-de-France'),
    region(1, 'Bretagne'),
    region(3, 'Occitanie'),
    department(20, 2, 'Yvelines'),
    department(21, 2, 'Essonne'),
    department(10, 1, 'Finistère'),
    department(30, 3, 'Lozère'),
    city(200, 2, 20, 'Versailles'),
    city(201, 2, 20, 'Rambouillet'),
    city(202, 2, 21, 'Évry'),
    city(100, 1, 10, 'Brest'),
    city(300, 3, 30, 'Mende'),
  ]

  it('nests regions, departments and cities, counting the offers of all their cities', () => {
    expect(
      outline(
        tree(places, [
          [200, 3],
          [201, 5],
          [202, 1],
          [100, 2],
        ]),
      ),
    ).toEqual([
      'Bretagne 2',
      '  Finistère 2',
      '    Brest 2',
      'Île-de-France 9',
      '  Essonne 1',
      '    Évry 1',
      '  Yvelines 8',
      '    Rambouillet 5',
      '    Versailles 3',
    ])
  })

  it.each<[string, [number, number][], string[]]>([
    [
      'a city without offers is left out',
      [
        [200, 0],
        [201, 4],
      ],
      ['Île-de-France 4', '  Yvelines 4', '    Rambouillet 4'],
    ],
    [
      'a place left empty is left out',
      [
        [300, 0],
        [100, 1],
      ],
      ['Bretagne 1', '  Finistère 1', '    Brest 1'],
    ],
    [
      'cities with as many offers go by name',
      [
        [200, 2],
        [201, 2],
      ],
      ['Île-de-France 4', '  Yvelines 4', '    Rambouillet 2', '    Versailles 2'],
    ],
  ])('%s', (_, offers, expected) => {
    expect(outline(tree(places, offers))).toEqual(expected)
  })

  it('lists the cities with the most offers under a place, and counts the others too', () => {
    const many = [region(1, 'Bretagne'), department(10, 1, 'Finistère'), ...[1, 2, 3, 4].map((i) => city(100 + i, 1, 10, `Ville ${i}`))]
    const links = tree(
      many,
      [1, 2, 3, 4].map((i) => [100 + i, i]),
      2,
    )
    expect(outline(links)).toEqual(['Bretagne 10', '  Finistère 10', '    Ville 4 4', '    Ville 3 3'])
  })

  it('puts a city without department right under its region (the Netherlands, Brussels)', () => {
    const dutch = [region(5, 'Utrecht'), region(6, 'Drenthe'), city(500, 5, null, 'Amersfoort'), city(600, 6, 99, 'Assen')]
    expect(
      outline(
        tree(dutch, [
          [500, 2],
          [600, 1],
        ]),
      ),
    ).toEqual(['Drenthe 1', '  Assen 1', 'Utrecht 2', '  Amersfoort 2'])
  })

  it('gives each place its id, address and position', () => {
    const [top] = tree(places, [[100, 2]])
    const leaf = top?.children[0]?.children[0]
    expect(top).toMatchObject({ _id: 'region-1', uri: '/region/1', variant: 'default', weeklyTheme: null })
    expect(leaf).toEqual({
      _id: 'city-100',
      label: 'Brest',
      uri: '/city/100',
      location: { latitude: 45.5, longitude: 4.25 },
      variant: 'default',
      count: 2,
      weeklyTheme: null,
      children: [],
    })
    expect(navigationDepth([navigationLink({ _id: 'destinations', label: 'Destinations', uri: '/', count: 2 }, [top!])])).toBe(4)
  })
})

describe('the levels of a navigation (site-wide §2: up to four)', () => {
  const link = (children: NavigationLink[] = []) => navigationLink({ _id: 'x', label: 'x', uri: '/fr-fr/', count: null }, children)
  it.each<[string, NavigationLink[], number]>([
    ['none', [], 0],
    ['one', [link(), link()], 1],
    ['four', [link([link([link([link()])])]), link()], 4],
    ['five', [link([link([link([link([link()])])])])], 5],
  ])('counts %s', (_, links, depth) => {
    expect(navigationDepth(links)).toBe(depth)
  })

  it('accepts four levels in an answer and refuses five', () => {
    const answer = (links: NavigationLink[]) => ({ locale: 'fr_FR', flow: 'booking', links })
    expect(v.is(NavigationResponseSchema, answer([link([link([link([link()])])])]))).toBe(true)
    expect(v.is(NavigationResponseSchema, answer([link([link([link([link([link()])])])])]))).toBe(false)
  })
})

describe("the week's pick", () => {
  const week = (iso: string) => isoWeekIndex(Temporal.PlainDate.from(iso))

  it.each([
    ['2026-11-23', '2026-11-29', true],
    ['2026-11-29', '2026-11-30', false],
    ['2026-12-28', '2027-01-03', true],
    ['2027-01-03', '2027-01-04', false],
  ])('%s and %s are in the same ISO week: %s', (a, b, same) => {
    expect(week(a) === week(b)).toBe(same)
    if (!same) expect(week(b)).toBe(week(a) + 1)
  })

  it('stays the same all week long and moves to the next item the week after, round the list', () => {
    const themes = ['romantic', 'wellness', 'gastronomy']
    const monday = week('2026-11-23')
    expect(weeklyPick(themes, week('2026-11-29'))).toBe(weeklyPick(themes, monday))
    const picks = [0, 1, 2, 3].map((n) => weeklyPick(themes, monday + n))
    expect(new Set(picks.slice(0, 3)).size).toBe(3)
    expect(picks[3]).toBe(picks[0])
    expect(weeklyPick([], monday)).toBeNull()
  })
})
