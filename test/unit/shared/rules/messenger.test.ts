import { describe, expect, it } from 'vitest'
import { readCatalog } from '../../../../scripts/compile-locales'
import { LOCALES } from '../../../../locales/locales'
import { CHAT_HOURS, isMessengerEnabled, isWithinChatHours, MESSENGER_LIMITS, messengerMode } from '../../../../shared/rules/messenger'
import { validateMessengerField, validateMessengerMessage } from '../../../../shared/rules/messenger-message'
import { SITES, type SiteId } from '../../../../shared/sites'

const at = (iso: string) => Date.parse(iso)

describe('whether the messenger is enabled (site-wide §2: only in production or in the Spanish locale)', () => {
  it.each<[SiteId, boolean, boolean]>([
    ['es_ES', false, true],
    ['es_ES', true, true],
    ['fr_FR', false, false],
    ['fr_FR', true, true],
    ['fr_BE', false, false],
    ['nl_BE', false, false],
    ['nl_NL', false, false],
    ['it_IT', false, false],
    ['it_IT', true, true],
  ])('%s with production %s: %s', (siteId, production, enabled) => {
    expect(isMessengerEnabled({ production, siteId })).toBe(enabled)
  })

  it.each<[SiteId, boolean, boolean, string]>([
    ['fr_FR', false, false, 'off'],
    ['fr_FR', false, true, 'off'],
    ['es_ES', false, false, 'visitor'],
    ['es_ES', false, true, 'care'],
    ['nl_NL', true, false, 'visitor'],
    ['nl_NL', true, true, 'care'],
  ])('%s, production %s, customer care %s: %s', (siteId, production, customerCare, mode) => {
    expect(messengerMode({ production, siteId, customerCare })).toBe(mode)
  })
})

describe('the chat hours: 9:00 to 18:00, Monday to Friday, on the site clock', () => {
  // 2026: summer time starts on Sunday 29 March and ends on Sunday 25 October in the five zones.
  it.each([
    ['Friday 17:59, winter (UTC+1)', '2026-03-27T16:59:00Z', true],
    ['Friday 18:00, winter', '2026-03-27T17:00:00Z', false],
    ['Monday 8:59, the day after summer time starts (UTC+2)', '2026-03-30T06:59:00Z', false],
    ['Monday 9:00, the day after summer time starts', '2026-03-30T07:00:00Z', true],
    ['Friday 17:59, summer', '2026-10-23T15:59:00Z', true],
    ['Friday 18:00, summer', '2026-10-23T16:00:00Z', false],
    ['Monday 8:59, the day after summer time ends (UTC+1)', '2026-10-26T07:59:00Z', false],
    ['Monday 9:00, the day after summer time ends', '2026-10-26T08:00:00Z', true],
    ['Sunday noon', '2026-11-22T11:00:00Z', false],
    ['Saturday 10:00', '2026-11-21T09:00:00Z', false],
    ['Sunday 9:30, summer time starting that night', '2026-03-29T07:30:00Z', false],
    ['Wednesday noon', '2026-11-25T11:00:00Z', true],
  ])('%s: %s', (_, iso, open) => {
    for (const site of SITES) expect(isWithinChatHours(at(iso), site.timeZone), site.id).toBe(open)
  })

  it('reads the hour of the site zone, not of UTC', () => {
    // 8:30 UTC on a winter Monday is 9:30 in Madrid: open there, not yet in London.
    expect(isWithinChatHours(at('2026-11-23T08:30:00Z'), 'Europe/Madrid')).toBe(true)
    expect(isWithinChatHours(at('2026-11-23T08:30:00Z'), 'Europe/London')).toBe(false)
  })

  it.each(LOCALES.map((locale) => [locale]))("the %s catalogue writes the chat hours' 9 and 18", (locale) => {
    const line = readCatalog(locale)['contactPage.chat.hours'] ?? ''
    const hour = (n: number) => new RegExp(`(?<!\\d)${n}(?!\\d)`)
    expect(line).toMatch(hour(CHAT_HOURS.opens))
    expect(line).toMatch(hour(CHAT_HOURS.closes))
  })

  it('the English source writes them on a 12-hour clock', () => {
    expect(readCatalog('en')['contactPage.chat.hours']).toContain(`${CHAT_HOURS.opens} am to ${CHAT_HOURS.closes - 12} pm`)
  })

  it('the Dutch chat says je, never u', () => {
    for (const locale of ['nl_NL', 'nl_BE'] as const) {
      const chat = Object.entries(readCatalog(locale)).filter(([id]) => id.startsWith('contactPage.chat.'))
      expect(chat.filter(([, text]) => /\b(u|uw|uzelf)\b/i.test(text.replace(/\d+u\b/g, '')))).toEqual([])
    }
  })
})

describe("the chat's fields (the contact form's rules)", () => {
  it.each([
    ['name', '', 'form.error.mandatory'],
    ['name', '   ', 'form.error.mandatory'],
    ['name', 'R2-D2', 'form.error.onlyText'],
    ['name', "Anne-Sophie D'Arc", null],
    ['email', 'lucia@', 'form.error.email'],
    ['email', 'lucia@gmail.com', null],
    ['body', '', 'form.error.mandatory'],
    ['body', 'x'.repeat(MESSENGER_LIMITS.body), null],
    ['body', 'x'.repeat(MESSENGER_LIMITS.body + 1), 'form.error.maxLength'],
  ] as const)('%s %j: %s', (field, value, id) => {
    expect(validateMessengerField(field, value)?.id ?? null).toBe(id)
  })

  it('names the limit in the over-limit message', () => {
    expect(validateMessengerField('body', 'x'.repeat(MESSENGER_LIMITS.body + 1))).toEqual({
      id: 'form.error.maxLength',
      values: { maxlength: MESSENGER_LIMITS.body },
    })
  })

  it('asks name and email with the first message only', () => {
    expect(Object.keys(validateMessengerMessage({ first: true, name: '', email: '', body: 'Hola' }))).toEqual(['name', 'email'])
    expect(validateMessengerMessage({ first: false, name: '', email: '', body: 'Hola' })).toEqual({})
    expect(Object.keys(validateMessengerMessage({ first: false, name: '', email: '', body: '' }))).toEqual(['body'])
  })
})
