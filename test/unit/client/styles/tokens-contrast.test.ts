import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const css = readFileSync(new URL('../../../../client/styles/tokens.css', import.meta.url), 'utf8')

/** A colour token of tokens.css (#rrggbb). */
function token(name: string): string {
  const match = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})\\b`, 'i').exec(css)
  if (!match?.[1]) throw new Error(`no colour token --${name}`)
  return match[1]
}

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

// The tokens small text is written in, on the backgrounds it is written on: the inspirations'
// highlights and the weekly kicker (accent-strong on white and on brand-soft), the calendar's
// prices (success on white and on the brand-soft of a chosen range), the stars and the notices.
const TEXT_TOKENS = [
  'color-text',
  'color-muted',
  'color-brand',
  'color-accent-strong',
  'color-success',
  'color-reinsurance',
  'color-promo',
  'color-scarcity',
]
const BACKGROUNDS = ['color-surface', 'color-bg', 'color-brand-soft']

describe('the colour tokens', () => {
  it.each(TEXT_TOKENS.flatMap((fg) => BACKGROUNDS.map((bg) => [fg, bg] as const)))(
    '%s on %s reaches the 4.5:1 contrast of small text (WCAG 1.4.3)',
    (fg, bg) => {
      expect(contrast(token(fg), token(bg))).toBeGreaterThanOrEqual(4.5)
    },
  )
})
