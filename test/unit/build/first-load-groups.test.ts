import { existsSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FIRST_LOAD_GROUPS } from '../../../vite.config'

// A module renamed or moved would silently leave its group and the search page's first load would
// split again: every listed path must exist, in one group only.
describe("the search page's first-load groups", () => {
  const listed = Object.values(FIRST_LOAD_GROUPS).flat()

  it.each(listed)('%s exists', (path) => {
    expect(existsSync(new URL(`../../../${path}`, import.meta.url))).toBe(true)
  })

  it('names each module once', () => {
    expect(new Set(listed).size).toBe(listed.length)
  })
})
