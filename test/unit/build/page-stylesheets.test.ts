import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PAGE_STYLESHEETS } from '../../../vite.config'

// A page's own stylesheet is a build entry the worker finds in the manifest by its path: a sheet
// renamed or moved would leave its page unstyled (the box page's worker test checks it is inlined).
describe('the pages’ own stylesheets', () => {
  it.each(Object.values(PAGE_STYLESHEETS))('%s exists', (path) => {
    expect(existsSync(new URL(`../../../${path}`, import.meta.url))).toBe(true)
  })
})
