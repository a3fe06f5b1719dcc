import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOCALES, SOURCE_LOCALE } from '../../../locales/locales'
import { catalogProblems, readCatalog } from '../../../scripts/compile-locales'

const source = readCatalog(SOURCE_LOCALE)

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

/** Message ids written as string literals in calls to _() or i18n._(). */
function usedIds(): { id: string; file: string }[] {
  const pattern = /(?:\b_|i18n\._|\bt)\(\s*'([a-zA-Z0-9_.-]+)'/g
  return ['client', 'worker'].flatMap((dir) =>
    sourceFiles(dir).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(pattern)].map((m) => ({ id: m[1] ?? '', file }))),
  )
}

describe('the Lingui catalogs', () => {
  it.each(LOCALES)('%s has every message of the source catalog, and no unknown one', (locale) => {
    expect(catalogProblems(locale, readCatalog(locale), source)).toEqual([])
  })

  it('know every message id the code uses', () => {
    const missing = usedIds().filter(({ id }) => !(id in source))
    expect(missing).toEqual([])
  })

  it.each(LOCALES)('%s is translated, not a copy of the English source', (locale) => {
    const catalog = readCatalog(locale)
    const ids = Object.keys(source)
    const words = (text: string) =>
      text
        .replace(/\{[^{}]*\}/g, ' ')
        .replace(/Wanderweek/g, ' ')
        .match(/\p{L}{2,}/gu) ?? []
    // A few words are the same in several languages (Hotel, Participants…), whole sentences are not.
    const same = ids.filter((id) => catalog[id] === source[id] && words(source[id] ?? '').length > 2)
    expect(same).toEqual([])
  })

  // The heart, the drawer and the account page name the visitor's saved items as the header does:
  // one word per site, so the heart's 'Save to my …' leads to the header's '…'.
  const WISHLIST_TEXTS = [
    'card.wishlist',
    'wishlist.remove',
    'wishlist.empty',
    'wishlist.close',
    'account.menu.wishlist',
    'account.wishlist.title',
  ]
  it.each(LOCALES)("%s names the wishlist with the header's word everywhere", (locale) => {
    const catalog = readCatalog(locale)
    const word = (catalog['header.wishlist'] ?? '').split(' ').pop()?.toLowerCase() ?? ''
    expect(word).not.toBe('')
    const others = WISHLIST_TEXTS.filter((id) => !(catalog[id] ?? '').toLowerCase().includes(word))
    expect(others).toEqual([])
  })
})
