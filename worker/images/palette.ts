// Deterministic randomness and colour palettes of the generated images.

/** mulberry32 seeded by an FNV-1a hash of the key: the same key always draws the same image. */
export function randomFor(key: string): () => number {
  let h = 0x811c9dc5
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  let state = h >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export interface Palette {
  /** Sky from top to horizon. */
  readonly sky: readonly [string, string]
  readonly sun: string
  /** Hills from far to near. */
  readonly hills: readonly [string, string, string]
  readonly water: string
  readonly accent: string
  readonly light: string
}

/** Hand-picked palettes: dawn, noon, golden hour, dusk, mist, summer, autumn, winter. */
export const PALETTES: readonly Palette[] = [
  {
    sky: ['#ffd6a5', '#fdffb6'],
    sun: '#ff9f68',
    hills: ['#b8c0ff', '#8e9aaf', '#5e6472'],
    water: '#9bd0e8',
    accent: '#e76f51',
    light: '#fff3c4',
  },
  {
    sky: ['#48cae4', '#caf0f8'],
    sun: '#ffe066',
    hills: ['#95d5b2', '#52b788', '#2d6a4f'],
    water: '#0096c7',
    accent: '#f4a261',
    light: '#fff8d6',
  },
  {
    sky: ['#f9c74f', '#f8961e'],
    sun: '#fff1a8',
    hills: ['#f3722c', '#b5523b', '#6b2d2d'],
    water: '#577590',
    accent: '#277da1',
    light: '#ffe8a3',
  },
  {
    sky: ['#3d405b', '#e07a5f'],
    sun: '#f2cc8f',
    hills: ['#81b29a', '#5a7d6d', '#2f3e46'],
    water: '#3d5a80',
    accent: '#f2cc8f',
    light: '#ffd88a',
  },
  {
    sky: ['#dfe7fd', '#f0efeb'],
    sun: '#fefae0',
    hills: ['#c9d6df', '#a3b1bd', '#6c7a89'],
    water: '#b8c6db',
    accent: '#e9c46a',
    light: '#fff4d2',
  },
  {
    sky: ['#8ecae6', '#fefae0'],
    sun: '#ffb703',
    hills: ['#a7c957', '#6a994e', '#386641'],
    water: '#219ebc',
    accent: '#fb8500',
    light: '#ffeaa7',
  },
  {
    sky: ['#ffcdb2', '#ffb4a2'],
    sun: '#fff0e6',
    hills: ['#e5989b', '#b5838d', '#6d6875'],
    water: '#a2d2ff',
    accent: '#6d597a',
    light: '#ffe5b4',
  },
  {
    sky: ['#a2d2ff', '#ffffff'],
    sun: '#fdfcdc',
    hills: ['#e0fbfc', '#98c1d9', '#3d5a80'],
    water: '#5e9fc5',
    accent: '#ee6c4d',
    light: '#fff9db',
  },
]

/** Number formatted for SVG: one decimal at most. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10)
}
