import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LAZY_SHEETS_LOADER, withoutLazySheets } from '../../../vite.config'

const chunk = (files: string[], calls: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n${calls.map((ids) => `x(()=>import('./a.js'),__vite__mapDeps([${ids}]))`).join(';')}`

// Lazy imports do not link the entry's stylesheet again: it is in every page's head already.
describe("a chunk's stylesheets of lazy imports", () => {
  it.each([
    {
      name: 'the entry sheet alone leaves no list, and imports that pass none',
      files: ['assets/b/app.css'],
      calls: ['0', '0'],
      want: "x(()=>import('./a.js'),[]);x(()=>import('./a.js'),[])",
    },
    {
      name: 'the other sheets stay, renumbered',
      files: ['assets/b/app.css', 'assets/b/map.css', 'assets/b/other.css'],
      calls: ['0,1', '2', '0,2'],
      want: chunk(['assets/b/map.css', 'assets/b/other.css'], ['0', '1', '1']),
    },
    {
      name: 'a list without the entry sheet is left as it is',
      files: ['assets/b/home-page.css'],
      calls: ['0'],
      want: chunk(['assets/b/home-page.css'], ['0']),
    },
  ])('$name', ({ files, calls, want }) => {
    expect(withoutLazySheets(chunk(files, calls), ['assets/b/app.css'])).toBe(want)
  })

  it('leaves a chunk without lazy stylesheets unchanged', () => {
    expect(withoutLazySheets('export const a = 1', ['assets/b/app.css'])).toBe('export const a = 1')
  })
})

/** A head of <link> elements, enough for the loader: it queries, appends and removes links. */
class FakeLink {
  rel = ''
  href = ''
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  constructor(private readonly head: FakeLink[]) {}
  remove(): void {
    this.head.splice(this.head.indexOf(this), 1)
  }
}

function loaderIn(linked: string[]) {
  const head: FakeLink[] = []
  for (const href of linked) head.push(Object.assign(new FakeLink(head), { rel: 'stylesheet', href }))
  const document = {
    head: { append: (link: FakeLink) => head.push(link) },
    createElement: () => new FakeLink(head),
    querySelector: (selector: string) => head.find((l) => selector === `link[rel=stylesheet][href="${l.href}"]`) ?? null,
  }
  const source = LAZY_SHEETS_LOADER.replace('export function', 'return function')
  const preload = new Function('document', source)(document) as (load: () => Promise<string>, deps?: string[]) => Promise<string>
  return { head, preload }
}

// The lazy parts' stylesheet loader that replaces Vite's (vite.config.ts lazySheetsLoader).
describe('the loader of lazy stylesheets', () => {
  it('links each sheet once and loads the part once they are in', async () => {
    const { head, preload } = loaderIn([])
    let loaded = false
    const first = preload(async () => {
      loaded = true
      return 'part'
    }, ['assets/b/map.css'])
    const second = preload(async () => 'other', ['assets/b/map.css'])
    expect(head.map((l) => [l.rel, l.href])).toEqual([['stylesheet', '/assets/b/map.css']])
    await Promise.resolve()
    expect(loaded).toBe(false)
    head[0]?.onload?.()
    await expect(first).resolves.toBe('part')
    await expect(second).resolves.toBe('other')
    expect(head).toHaveLength(1)
  })

  it('does not link a sheet the page head has, and loads a part without sheets at once', async () => {
    const { head, preload } = loaderIn(['/assets/b/home-page.css'])
    await expect(preload(async () => 'home', ['assets/b/home-page.css'])).resolves.toBe('home')
    await expect(preload(async () => 'bare')).resolves.toBe('bare')
    expect(head).toHaveLength(1)
  })

  it('fails like a failed fetch when a sheet does not load, and links it again on the next try', async () => {
    const { head, preload } = loaderIn([])
    const load = async () => 'part'
    const failed = preload(load, ['assets/b/map.css'])
    head[0]?.onerror?.()
    await expect(failed).rejects.toThrow('Unable to load /assets/b/map.css')
    expect(head).toHaveLength(0)
    const again = preload(load, ['assets/b/map.css'])
    expect(head).toHaveLength(1)
    head[0]?.onload?.()
    await expect(again).resolves.toBe('part')
  })
})

// The build's app file (npm test builds the client first) carries this loader, not Vite's.
const assets = new URL('../../../dist/client/assets/', import.meta.url)
describe.runIf(existsSync(assets))("the client build's loader of lazy stylesheets", () => {
  it('is the small one', () => {
    const folder = readdirSync(assets).find((name) => existsSync(new URL(`${name}/app.js`, assets)))
    const app = readFileSync(new URL(`${folder}/app.js`, assets), 'utf8')
    expect(app).toContain('Unable to load ')
    expect(app).not.toContain('vite:preloadError')
  })

  // A page's sheet imported by its module would be listed in the app's page loader under the build's
  // folder, a hash: brotli then sizes the same code differently from build to build (±0.15 KB).
  it('names no file under the build folder, so its compressed size depends on its code alone', () => {
    const folder = readdirSync(assets).find((name) => existsSync(new URL(`${name}/app.js`, assets)))
    const app = readFileSync(new URL(`${folder}/app.js`, assets), 'utf8')
    expect(folder).toMatch(/^[\w-]{8}$/)
    expect(app).not.toContain(`${folder}/`)
  })
})
