import { describe, expect, it } from 'vitest'
import {
  formatScore,
  matchesMinScore,
  parseTrustRating,
  reviewSummary,
  roundToHalfStar,
  scoreWordId,
  withOutOfTen,
} from '../../../../shared/rules/score'
import { SCORE_FILTER_OPTIONS, STAR_OPTIONS, toggleScore, toggleStar } from '../../../../shared/rules/score-filter'

describe('score words', () => {
  it.each<[string, number | null | undefined, boolean, string | null]>([
    ['no score shows New', null, true, 'score.new'],
    ['an undefined score shows New', undefined, true, 'score.new'],
    ['below 7 shows no word', 6.9, true, null],
    ['7 shows Good', 7, true, 'score.good'],
    ['7.9 shows Good', 7.9, true, 'score.good'],
    ['8 shows Very good', 8, true, 'score.veryGood'],
    ['8.4 shows Very good', 8.4, true, 'score.veryGood'],
    ['8.5 shows Excellent', 8.5, true, 'score.excellent'],
    ['9 shows Fantastic', 9, true, 'score.fantastic'],
    ['9.5 shows Perfect', 9.5, true, 'score.perfect'],
    ['10 shows Perfect', 10, true, 'score.perfect'],
    ['without the all-incentive option 8.9 shows no word', 8.9, false, null],
    ['without the all-incentive option 9 shows Fantastic', 9, false, 'score.fantastic'],
    ['without the all-incentive option 9.6 shows Perfect', 9.6, false, 'score.perfect'],
    ['without the all-incentive option no score still shows New', null, false, 'score.new'],
  ])('%s', (_rule, score, allIncentive, expected) => {
    expect(scoreWordId(score, { allIncentive })).toBe(expected)
  })
})

describe('score formatting', () => {
  it.each([
    ['one decimal with a comma', 8.46, '8,5'],
    ['a whole score keeps its decimal', 9, '9,0'],
    ['a half rounds up', 8.45, '8,5'],
    ['ten', 10, '10,0'],
  ])('%s: %d → %s', (_rule, score, expected) => {
    expect(formatScore(score)).toBe(expected)
  })

  it.each([
    ['a rating without a slash gets /10', '8,5', '8,5/10'],
    ['a rating with a slash is unchanged', '4,5/5', '4,5/5'],
  ])('%s', (_rule, rating, expected) => {
    expect(withOutOfTen(rating)).toBe(expected)
  })

  it.each([
    ['a scored item shows its word and score', 8.7, { word: { id: 'score.excellent' }, score: '8,7/10' }],
    ['an unscored item shows New only', null, { word: { id: 'score.new' }, score: null }],
    ['a low score shows the score without word', 6, { word: null, score: '6,0/10' }],
  ])('card review line: %s', (_rule, score, expected) => {
    expect(reviewSummary(score, { allIncentive: true })).toEqual(expected)
  })
})

describe('score and star filters', () => {
  it.each([
    [9, 'filters.score.superb'],
    [8, 'filters.score.veryGood'],
    [7, 'filters.score.pleasant'],
  ])('score option %d is %s', (value, messageId) => {
    expect(SCORE_FILTER_OPTIONS).toContainEqual({ value, messageId })
  })

  it.each([
    ['choosing a score sets it', undefined, 8, 8],
    ['choosing another score replaces it', 8, 9, 9],
    ['choosing the same score again toggles it off', 8, 8, undefined],
    ['choosing all clears it', 8, undefined, undefined],
  ])('%s', (_rule, current, chosen, expected) => {
    expect(toggleScore(current, chosen)).toBe(expected)
  })

  it.each([
    ['a score means at least that value', 8, 8, true],
    ['a lower score does not match', 7.9, 8, false],
    ['no filter matches everything', null, undefined, true],
    ['no score never matches a filter', null, 7, false],
  ])('%s', (_rule, score, min, expected) => {
    expect(matchesMinScore(score, min)).toBe(expected)
  })

  it('offers stars 5, 4, 3', () => {
    expect(STAR_OPTIONS).toEqual([5, 4, 3])
  })

  it.each([
    ['adding a star', [5], 3, [5, 3]],
    ['adding keeps 5-4-3 order', [3], 5, [5, 3]],
    ['removing a chosen star', [5, 4], 5, [4]],
  ])('star multi-select: %s', (_rule, selected, star, expected) => {
    expect(toggleStar(selected, star)).toEqual(expected)
  })
})

describe('trust rating', () => {
  it.each([
    ['accepts a comma decimal', '4,5', 4.5],
    ['accepts a dot decimal', '4.7', 4.7],
    ['defaults to 4 when invalid', 'great', 4],
    ['defaults to 4 when out of range', '7', 4],
    ['defaults to 4 when missing', null, 4],
  ])('%s', (_rule, text, expected) => {
    expect(parseTrustRating(text)).toBe(expected)
  })

  it.each([
    [4.3, 4.5],
    [4.2, 4],
    [4.75, 5],
  ])('%d stars round to the half: %d', (value, expected) => {
    expect(roundToHalfStar(value)).toBe(expected)
  })
})
