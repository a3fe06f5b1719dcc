import { describe, expect, it } from 'vitest'
import type { StayDetail } from '../../../../shared/api/stay-detail'
import { durationParts, productSections, showsGiftcardPrompt, truncateText } from '../../../../shared/rules/product-page'
import { activeSection, sectionJumpOffset, sectionScrollTop, visibleShare } from '../../../../shared/rules/section-nav'

type SectionsStay = Pick<StayDetail, 'description' | 'room' | 'programLines' | 'hotel'>
const room = { uuid: 'r', label: 'Double' } as NonNullable<StayDetail['room']>
const line = { type: 'ROOM', title: 'Nuit' } as StayDetail['programLines'][number]
const stay = (over: Partial<SectionsStay> = {}): SectionsStay =>
  ({ description: 'Un séjour', room, programLines: [line], hotel: {} as StayDetail['hotel'], ...over }) as SectionsStay

describe('the stay page tabs (product-pages.md §2: a tab appears only when its section exists)', () => {
  it.each([
    ['every section of a booking', stay(), 'booking', true, ['description', 'room', 'experience', 'reviews', 'hotel', 'practical']],
    [
      'the gift in the gifting flow',
      stay(),
      'gifting',
      true,
      ['description', 'room', 'experience', 'gift', 'reviews', 'hotel', 'practical'],
    ],
    [
      'no description when it is blank',
      stay({ description: '  ' }),
      'booking',
      true,
      ['room', 'experience', 'reviews', 'hotel', 'practical'],
    ],
    ['no room without one', stay({ room: null }), 'booking', true, ['description', 'experience', 'reviews', 'hotel', 'practical']],
    [
      'no experience without program lines',
      stay({ programLines: [] }),
      'booking',
      true,
      ['description', 'room', 'reviews', 'hotel', 'practical'],
    ],
    ['no reviews once they failed', stay(), 'booking', false, ['description', 'room', 'experience', 'hotel', 'practical']],
    [
      "the experience's own tab with an activity or a dinner",
      stay({ programLines: [line, { type: 'DINNER', title: 'Dîner' } as StayDetail['programLines'][number]] }),
      'booking',
      true,
      ['description', 'room', 'experience', 'activities', 'reviews', 'hotel', 'practical'],
    ],
  ] as const)('%s', (_case, input, flow, reviews, expected) => {
    expect(productSections({ stay: input, flow, reviews })).toEqual(expected)
  })
})

describe('the active tab (product-pages.md §9: threshold 0.88)', () => {
  const order = ['description', 'room', 'reviews']
  it.each([
    [
      'the first section 88% visible',
      [
        ['description', 0.88],
        ['room', 1],
      ],
      'description',
    ],
    [
      'not a section 87% visible',
      [
        ['description', 0.87],
        ['room', 0.9],
      ],
      'room',
    ],
    [
      'none when none is 88% visible',
      [
        ['description', 0.5],
        ['room', 0.2],
      ],
      null,
    ],
    [
      'in the page order, not the report order',
      [
        ['reviews', 1],
        ['room', 0.95],
      ],
      'room',
    ],
  ] as const)('%s', (_case, ratios, expected) => {
    expect(activeSection(new Map(ratios), order)).toBe(expected)
  })
})

describe('how visible a section is', () => {
  it.each([
    ['a short section: its share in view', { ratio: 0.9, visibleHeight: 300, rootHeight: 700 }, 0.9],
    ['a long section: the share of the window it fills', { ratio: 0.4, visibleHeight: 650, rootHeight: 700 }, 650 / 700],
    ['out of view', { ratio: 0, visibleHeight: 0, rootHeight: 700 }, 0],
  ] as const)('%s', (_case, input, expected) => {
    expect(visibleShare(input)).toBeCloseTo(expected)
  })
})

describe("a tab's jump (product-pages.md §2: 30 px on mobile, 70 px otherwise)", () => {
  it.each([
    [360, 30],
    [599, 30],
    [600, 70],
    [1280, 70],
  ])('at %i px leaves %i px', (width, offset) => {
    expect(sectionJumpOffset(width)).toBe(offset)
  })
  it('scrolls to the section less the stuck bars and the offset, never above the page', () => {
    expect(sectionScrollTop({ sectionTop: 500, scrollY: 1000, stuckHeight: 108, viewportWidth: 1280 })).toBe(1322)
    expect(sectionScrollTop({ sectionTop: 500, scrollY: 1000, stuckHeight: 108, viewportWidth: 360 })).toBe(1362)
    expect(sectionScrollTop({ sectionTop: 20, scrollY: 0, stuckHeight: 108, viewportWidth: 360 })).toBe(0)
  })
})

describe("'Need flexibility? Offer this stay as a giftcard' (product-pages.md §2)", () => {
  it.each([
    ['gifting', undefined, true],
    ['gifting', '2026-12-05', false],
    ['booking', undefined, false],
  ] as const)('in the %s flow with check-in %s: %s', (flow, checkin, shown) => {
    expect(showsGiftcardPrompt(flow, checkin)).toBe(shown)
  })
})

describe("the experience's details", () => {
  it.each([
    [180, { hours: 3, minutes: 0 }],
    [90, { hours: 1, minutes: 30 }],
    [45, { hours: 0, minutes: 45 }],
  ])('%i minutes', (minutes, expected) => {
    expect(durationParts(minutes)).toEqual(expected)
  })
})

describe('the description truncation (product-pages.md §9: 250 characters, 86 on phones)', () => {
  it('keeps a text that fits', () => {
    expect(truncateText('Un séjour au calme.', 86)).toBeNull()
    expect(truncateText('x'.repeat(86), 86)).toBeNull()
  })

  it('cuts a longer text at the last word within the limit, without a trailing comma', () => {
    const text = 'Respirez, vous êtes au vert. Au programme : petit-déjeuner et balade à vélo (3 h), puis une nuit au calme.'
    const cut = truncateText(text, 86)!
    expect(Array.from(cut).length).toBeLessThanOrEqual(86)
    expect(text.startsWith(cut)).toBe(true)
    expect(cut).toBe('Respirez, vous êtes au vert. Au programme : petit-déjeuner et balade à vélo (3 h)')
  })

  it('cuts a text without spaces at the limit', () => {
    expect(truncateText('a'.repeat(300), 250)).toBe('a'.repeat(250))
  })
})
