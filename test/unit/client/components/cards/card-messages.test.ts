import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { createI18n } from '../../../../../client/i18n/create-i18n'
import { readCatalog } from '../../../../../scripts/compile-locales'
import { getSite, type SiteId } from '../../../../../shared/sites'

/** The card texts of a site as a visitor reads them, compiled from its catalog. */
function texts(locale: SiteId) {
  const catalog = readCatalog(locale)
  const messages = Object.fromEntries(Object.entries(catalog).map(([id, message]) => [id, compileMessage(message)]))
  const i18n = createI18n(locale, getSite(locale).bcp47, messages)
  return (id: string, values?: Record<string, unknown>) => i18n._(id, values)
}

describe('the party line of a stay card', () => {
  it.each<[SiteId, string, string]>([
    ['fr_FR', 'pour 1 personne, 1 nuit', 'pour 2 personnes, 2 nuits'],
    ['fr_BE', 'pour 1 personne, 1 nuit', 'pour 2 personnes, 2 nuits'],
    ['es_ES', 'para 1 persona, 1 noche', 'para 2 personas, 2 noches'],
    ['it_IT', 'per 1 persona, 1 notte', 'per 2 persone, 2 notti'],
    ['nl_BE', 'voor 1 persoon, 1 nacht', 'voor 2 personen, 2 nachten'],
    ['nl_NL', 'voor 1 persoon, 1 nacht', 'voor 2 personen, 2 nachten'],
  ])('%s agrees with one traveller and with several', (locale, one, two) => {
    const t = texts(locale)
    expect(t('card.forPeople', { count: 1, nights: 1 })).toBe(one)
    expect(t('card.forPeople', { count: 2, nights: 2 })).toBe(two)
  })
})

describe('the rooms-left badge', () => {
  it.each<[SiteId, string]>([
    ['fr_FR', "Plus qu'une chambre disponible"],
    ['fr_BE', "Plus qu'une chambre disponible"],
  ])('%s reads naturally for the last room', (locale, text) => {
    expect(texts(locale)('stress.roomsLeft', { count: 1 })).toBe(text)
    expect(texts(locale)('stress.roomsLeft', { count: 3 })).toBe('Plus que 3 chambres disponibles')
  })
})
