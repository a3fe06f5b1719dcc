import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PAGE_SOURCES } from '../../../client/app/page-sources'
import { messageIdsOf, pageFiles, scanCode, type ScannedChunk } from '../../../scripts/page-messages'

const IDS = [
  'pax.adults',
  'pax.children',
  'paxe.other',
  'form.name',
  'form.name.optional',
  'form.mail',
  'form.mail.optional',
  'sort.price',
  'unused.one',
]

const idsIn = (...codes: string[]) => messageIdsOf(codes.map(scanCode), IDS)

// A page hydrates with the messages its code names: one left out would show its id on screen.
describe('the message ids a chunk names', () => {
  it.each([
    { name: 'a double-quoted string', code: 'e("form.name")', want: ['form.name'] },
    { name: 'a single-quoted string', code: "e('sort.price')", want: ['sort.price'] },
    { name: 'a template without expressions', code: 'e(`sort.price`)', want: ['sort.price'] },
    { name: 'a string in data', code: '[{flow:"booking",messageId:"form.mail"}]', want: ['form.mail'] },
    { name: 'a template prefix takes every id under it', code: 'e(`pax.${t}`)', want: ['pax.adults', 'pax.children'] },
    { name: 'a prefix with more after it', code: 'e(`pax.${t}.decrease`)', want: ['pax.adults', 'pax.children'] },
    { name: 'a concatenated prefix', code: 'e("pax."+t)', want: ['pax.adults', 'pax.children'] },
    { name: 'a suffix adds to the ids named', code: 'const i="form.name";e(`${i}.optional`)', want: ['form.name', 'form.name.optional'] },
    { name: 'a concatenated suffix', code: 'const i="form.mail";e(i+".optional")', want: ['form.mail', 'form.mail.optional'] },
    { name: 'a longer word is not the id', code: 'e("form.names")', want: [] },
    { name: 'an id inside other text is not named', code: 'e("see form.name here")', want: [] },
  ])('$name', ({ code, want }) => {
    expect(idsIn(code)).toEqual(want)
  })

  it('applies a suffix of one chunk to ids another names', () => {
    expect(idsIn('e(`${i}.optional`)', 'x="form.mail"')).toEqual(['form.mail', 'form.mail.optional'])
  })
})

describe('the chunks a page may run', () => {
  const chunk = (imports: string[] = [], dynamicImports: string[] = []): ScannedChunk => ({
    code: '',
    imports,
    dynamicImports,
    moduleIds: [],
  })
  const chunks = new Map<string, ScannedChunk>([
    ['app.js', chunk(['react.js'], ['search.js', 'hotel.js', 'header.js'])],
    ['react.js', chunk()],
    ['header.js', chunk([], ['burger.js'])],
    ['burger.js', chunk()],
    ['search.js', chunk(['cards.js'], ['map.js'])],
    ['cards.js', chunk()],
    ['map.js', chunk()],
    ['hotel.js', chunk(['search.js', 'cards.js'])],
    ['checkout.js', chunk()],
  ])
  const pages = new Set(['search.js', 'hotel.js', 'checkout.js'])
  const files = (page: string) => [...pageFiles(chunks, 'app.js', page, new Set([...pages].filter((p) => p !== page)))].sort()

  it("takes the app's and the page's chunks with their imports, lazy ones included", () => {
    expect(files('search.js')).toEqual(['app.js', 'burger.js', 'cards.js', 'header.js', 'map.js', 'react.js', 'search.js'])
  })

  it("leaves out other pages the app loads on demand, unless the page imports one's chunk", () => {
    expect(files('checkout.js')).toEqual(['app.js', 'burger.js', 'checkout.js', 'header.js', 'react.js'])
    expect(files('hotel.js')).toEqual(['app.js', 'burger.js', 'cards.js', 'header.js', 'hotel.js', 'map.js', 'react.js', 'search.js'])
  })
})

// The build's own list (npm test builds the client first).
const built = new URL('../../../dist/client/.vite/page-messages.json', import.meta.url)
describe.runIf(existsSync(built))("the client build's page messages", () => {
  const byPage = JSON.parse(readFileSync(built, 'utf8')) as Record<string, string[]>

  it.each(Object.keys(PAGE_SOURCES))('lists the messages of the %s page', (page) => {
    expect(byPage[page]?.length).toBeGreaterThan(0)
  })

  it("gives the search page its own messages and not the booking summary's", () => {
    expect(byPage.search).toEqual(expect.arrayContaining(['search.titleWith', 'search.count', 'pax.adults', 'sort.priceAsc']))
    expect(byPage.search).not.toContain('checkout.pay.confirm')
    expect(byPage.checkout).toContain('checkout.pay.confirm')
  })
})
