// Date shortcuts of the calendar (search.md §2.3): this and next weekend, and
// the campaigns of each site, behind their experiment.
import { Temporal } from 'temporal-polyfill'
import type { SiteId } from './sites'

/** Monday of the week containing the date (weeks start on Monday). */
export function startOfWeek(date: Temporal.PlainDate): Temporal.PlainDate {
  return date.subtract({ days: date.dayOfWeek - 1 })
}

/** A pre-filled stay: check-in, check-out and the message naming it. */
export interface DateShortcut {
  readonly key: string
  readonly messageId: string
  readonly checkin: Temporal.PlainDate
  readonly checkout: Temporal.PlainDate
}

/** Sites offering date shortcuts (behind an experiment). */
export const SHORTCUT_SITES: readonly SiteId[] = ['es_ES', 'fr_FR', 'fr_BE', 'nl_BE']

/**
 * Weekend shortcuts: Saturday check-in, Sunday check-out. The current weekend
 * is the one of the current Monday-based week, hidden on Sunday (its check-in
 * has passed); the next weekend is the one of the following week.
 */
export function weekendShortcuts(today: Temporal.PlainDate): DateShortcut[] {
  const saturday = startOfWeek(today).add({ days: 5 })
  const next = saturday.add({ weeks: 1 })
  const shortcuts: DateShortcut[] = []
  if (today.dayOfWeek !== 7) {
    shortcuts.push({
      key: 'currentWeekend',
      messageId: 'calendar.shortcut.currentWeekend',
      checkin: saturday,
      checkout: saturday.add({ days: 1 }),
    })
  }
  shortcuts.push({ key: 'nextWeekend', messageId: 'calendar.shortcut.nextWeekend', checkin: next, checkout: next.add({ days: 1 }) })
  return shortcuts
}

/** A campaign shortcut as data: ISO check-in and check-out. */
export interface CampaignShortcut {
  readonly key: string
  readonly messageId: string
  readonly checkin: string
  readonly checkout: string
}

const MAY_2024: CampaignShortcut = { key: 'may', messageId: 'calendar.shortcut.mayBridge', checkin: '2024-05-01', checkout: '2024-05-05' }
const ASCENSION_2024: CampaignShortcut = {
  key: 'ascension',
  messageId: 'calendar.shortcut.ascension',
  checkin: '2024-05-08',
  checkout: '2024-05-12',
}
const PENTECOST_2024: CampaignShortcut = {
  key: 'pentecost',
  messageId: 'calendar.shortcut.pentecost',
  checkin: '2024-05-17',
  checkout: '2024-05-19',
}
const PUENTE_DE_MAYO_2024: CampaignShortcut = {
  key: 'puenteDeMayo',
  messageId: 'calendar.shortcut.puenteDeMayo',
  checkin: '2024-05-01',
  checkout: '2024-05-05',
}

/** Campaign shortcuts by site and year (search.md §2.3); it_IT and nl_NL have none. */
export const CAMPAIGN_SHORTCUTS: Readonly<Record<SiteId, Readonly<Record<number, readonly CampaignShortcut[]>>>> = {
  fr_FR: { 2024: [MAY_2024, ASCENSION_2024, PENTECOST_2024] },
  fr_BE: { 2024: [MAY_2024, ASCENSION_2024, PENTECOST_2024] },
  nl_BE: { 2024: [MAY_2024, ASCENSION_2024, PENTECOST_2024] },
  es_ES: { 2024: [PUENTE_DE_MAYO_2024] },
  it_IT: {},
  nl_NL: {},
}

/** Campaign shortcuts of the site for today's year whose check-in is today or later. */
export function campaignShortcuts(siteId: SiteId, today: Temporal.PlainDate): DateShortcut[] {
  const campaigns = CAMPAIGN_SHORTCUTS[siteId][today.year] ?? []
  return campaigns
    .map((c) => ({
      key: c.key,
      messageId: c.messageId,
      checkin: Temporal.PlainDate.from(c.checkin),
      checkout: Temporal.PlainDate.from(c.checkout),
    }))
    .filter((c) => Temporal.PlainDate.compare(c.checkin, today) >= 0)
}

/** All shortcuts offered: none outside SHORTCUT_SITES or without the experiment; weekends then campaigns. */
export function dateShortcuts(siteId: SiteId, today: Temporal.PlainDate, experimentOn: boolean): DateShortcut[] {
  if (!experimentOn || !SHORTCUT_SITES.includes(siteId)) return []
  return [...weekendShortcuts(today), ...campaignShortcuts(siteId, today)]
}
