import { describe, expect, it } from 'vitest'
import { destinationEnterAction } from '../../../../../client/components/search-bar/destination-input'

const base = { open: true, term: 'lyon', active: -1, optionCount: 3, typing: true, loading: false }

describe('Enter in the destination input (search.md §4)', () => {
  it('picks the highlighted entry', () => {
    expect(destinationEnterAction({ ...base, active: 2 })).toEqual({ kind: 'pick', index: 2 })
  })
  it("picks a highlighted entry of the list shown before typing ('Travel locally!', a recent search)", () => {
    expect(destinationEnterAction({ ...base, term: '', typing: false, optionCount: 2, active: 1 })).toEqual({ kind: 'pick', index: 1 })
  })
  it('picks the first suggestion of what was typed when none is highlighted', () => {
    expect(destinationEnterAction(base)).toEqual({ kind: 'pick', index: 0 })
  })
  it('waits for the suggestions of the term while they load, rather than pick one of the previous term', () => {
    expect(destinationEnterAction({ ...base, loading: true })).toEqual({ kind: 'wait' })
    expect(destinationEnterAction({ ...base, loading: true, optionCount: 0 })).toEqual({ kind: 'wait' })
  })
  it('keeps the list open, without searching, when nothing matches what was typed', () => {
    expect(destinationEnterAction({ ...base, optionCount: 0 })).toEqual({ kind: 'stay' })
  })
  it('keeps the list open, without searching, when too little is typed to suggest anything', () => {
    expect(destinationEnterAction({ ...base, term: 'l', typing: false, optionCount: 1 })).toEqual({ kind: 'stay' })
  })
  it('lets the form search when nothing is typed and nothing highlighted (anywhere)', () => {
    expect(destinationEnterAction({ ...base, term: '  ', typing: false, optionCount: 1 })).toEqual({ kind: 'submit' })
  })
  it('lets the form search when the list is closed (the destination is chosen)', () => {
    expect(destinationEnterAction({ ...base, open: false, active: 1 })).toEqual({ kind: 'submit' })
  })
  it('ignores a highlight left outside the list', () => {
    expect(destinationEnterAction({ ...base, active: 5 })).toEqual({ kind: 'pick', index: 0 })
  })
})
