import { describe, expect, it } from 'vitest'
import { pageCount, pageStep, paginationModel, visiblePages } from '../../../../shared/rules/pagination'

const render = (current: number, total: number) =>
  paginationModel(current, total)
    .items.map((i) => (i.type === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page)))
    .join(' ')

describe('pagination display', () => {
  it.each([
    ['fewer than 10 pages shows all', 2, 9, '1 [2] 3 4 5 6 7 8 9'],
    ['a single page shows it', 1, 1, '[1]'],
    ['10 pages switch to tens', 5, 10, '1 … 4 [5] 6 … 10'],
    ['57 pages at page 23 shows tens, neighbours, first and last', 23, 57, '1 … 10 … 20 … 22 [23] 24 … 30 … 40 … 50 … 57'],
    ['57 pages at page 1', 1, 57, '[1] 2 … 10 … 20 … 30 … 40 … 50 … 57'],
    ['57 pages at the last page', 57, 57, '1 … 10 … 20 … 30 … 40 … 50 … 56 [57]'],
    ['neighbours next to a ten join it', 11, 57, '1 … 10 [11] 12 … 20 … 30 … 40 … 50 … 57'],
    ['99 pages still use tens', 50, 99, '1 … 10 … 20 … 30 … 40 … 49 [50] 51 … 60 … 70 … 80 … 90 … 99'],
    ['100 pages or more use hundreds', 150, 250, '1 … 100 … 149 [150] 151 … 200 … 250'],
    ['a page beyond the end is clamped to the last', 80, 57, '1 … 10 … 20 … 30 … 40 … 50 … 56 [57]'],
  ])('%s', (_rule, current, total, expected) => {
    expect(render(current, total)).toBe(expected)
  })

  it.each([
    [9, 1],
    [10, 10],
    [99, 10],
    [100, 100],
  ])('%d pages use a step of %d', (total, step) => {
    expect(pageStep(total)).toBe(step)
  })

  it('lists no page when there is none', () => {
    expect(visiblePages(1, 0)).toEqual([])
  })
})

describe('previous and next', () => {
  it.each([
    ['previous is disabled on the first page', 1, 5, { page: null, disabled: true }, { page: 2, disabled: false }],
    ['next is disabled on the last page', 5, 5, { page: 4, disabled: false }, { page: null, disabled: true }],
    ['both are enabled in the middle', 3, 5, { page: 2, disabled: false }, { page: 4, disabled: false }],
    ['both are disabled with a single page', 1, 1, { page: null, disabled: true }, { page: null, disabled: true }],
    ['both are disabled with no page', 1, 0, { page: null, disabled: true }, { page: null, disabled: true }],
  ])('%s', (_rule, current, total, previous, next) => {
    const model = paginationModel(current, total)
    expect(model.previous).toEqual(previous)
    expect(model.next).toEqual(next)
  })

  it('has a legend with the page and the total', () => {
    expect(paginationModel(3, 12).legend).toEqual({ id: 'pagination.legend', values: { page: 3, total: 12 } })
  })

  it.each([
    [0, 20, 0],
    [20, 20, 1],
    [21, 20, 2],
    [10, 0, 0],
  ])('%d results at %d per page make %d pages', (results, size, expected) => {
    expect(pageCount(results, size)).toBe(expected)
  })
})
