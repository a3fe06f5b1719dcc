import { describe, expect, it } from 'vitest'
import { withoutLazySheets } from '../../../vite.config'

const chunk = (files: string[], calls: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n${calls.map((ids) => `x(()=>import('./a.js'),__vite__mapDeps([${ids}]))`).join(';')}`

// Lazy imports do not link the entry's stylesheet again: it is in every page's head already.
describe("a chunk's stylesheets of lazy imports", () => {
  it.each([
    {
      name: 'the entry sheet alone leaves an empty list',
      files: ['assets/b/app.css'],
      calls: ['0', '0'],
      want: chunk([], ['', '']),
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
