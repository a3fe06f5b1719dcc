import { describe, expect, it } from 'vitest'
import type { AnnouncementEntry } from '../../../../shared/api/cms'
import { toAnnouncement, toAnnouncementVariation } from '../../../../shared/cms/announcement'

const entry = (flow: string, banner: Record<string, unknown>): AnnouncementEntry => ({
  flow,
  locale: 'fr_FR',
  announcementBanner: { flow, ...banner },
  localizations: [],
})

describe('the announcement banner (site-wide §2)', () => {
  it.each([
    ['black', 'black'],
    ['Grey', 'grey'],
    ['gray', 'grey'],
    ['red', 'red'],
    ['yellow', 'yellow'],
    ['blue', 'blue'],
    ['green', 'green'],
    ['primary', 'blue'],
    ['secondary', 'yellow'],
    ['neutral', 'grey'],
    ['magenta', 'blue'],
  ])('reads the variation %s as %s', (name, variation) => {
    expect(toAnnouncementVariation(name)).toBe(variation)
  })

  it.each<[string, AnnouncementEntry[], string | null]>([
    ['the entry of the flow', [entry('gifting', { content: 'Gift' }), entry('booking', { content: 'Book' })], 'Book'],
    ['an entry for every flow', [entry('all', { content: 'Everyone' })], 'Everyone'],
    ['none of another flow', [entry('gifting', { content: 'Gift' })], null],
    [
      'the next one when the first has no text left',
      [entry('booking', { content: '<img src=x>' }), entry('booking', { content: 'Next' })],
      'Next',
    ],
    ['none without content', [entry('booking', { colorVariation: 'red' })], null],
  ])('chooses %s', (_, entries, text) => {
    const banner = toAnnouncement(entries, 'booking')
    expect(banner?.content.map((s) => s.text).join('') ?? null).toBe(text)
  })

  it('keeps a site path or https link and drops any other', () => {
    expect(toAnnouncement([entry('booking', { content: 'A', link: { url: '/fr-fr/contact' } })], 'booking')?.url).toBe('/fr-fr/contact')
    expect(toAnnouncement([entry('booking', { content: 'A', link: { url: 'javascript:alert(1)' } })], 'booking')?.url).toBeNull()
    expect(toAnnouncement([entry('booking', { content: 'A', link: null })], 'booking')?.url).toBeNull()
  })
})
