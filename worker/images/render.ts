// Generated SVG images: deterministic per (kind, id), drawn at the spec's sizes.
import { PALETTES, randomFor } from './palette'
import { activity, box, hotel, landscape, room, type Canvas } from './scenes'

/** Image sizes of the spec (width_height) plus the 237_168 thumbnail. */
export const IMAGE_SIZES = ['120_80', '237_168', '640_360', '750_360', '960_540', '1920_595', '1920_880'] as const
export type ImageSize = (typeof IMAGE_SIZES)[number]

/** Kinds of catalogue images; place, theme and banner illustrate CMS blocks and partner pages. */
export const IMAGE_KINDS = ['hotel', 'stay', 'activity', 'box', 'room', 'place', 'theme', 'banner'] as const
export type ImageKind = (typeof IMAGE_KINDS)[number]

export function isImageSize(value: string): value is ImageSize {
  return (IMAGE_SIZES as readonly string[]).includes(value)
}

export function isImageKind(value: string): value is ImageKind {
  return (IMAGE_KINDS as readonly string[]).includes(value)
}

/** Image ids: catalogue ids, box codes, 'minisite-101', 'home-booking', '100123-2' (extra images). */
export const IMAGE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

/** The SVG document of an image. */
export function renderImage(kind: ImageKind, id: string, size: ImageSize): string {
  const [w, h] = size.split('_').map(Number) as [number, number]
  const rnd = randomFor(`${kind}:${id}`)
  const palette = PALETTES[Math.floor(rnd() * PALETTES.length)]!
  // The scene depends on (kind, id) only, so every size of one image shows the same picture.
  const c: Canvas = { w, h, rnd, p: palette, uid: `i${kind.charAt(0)}${id.replace(/[^A-Za-z0-9]/g, '')}` }
  const body =
    kind === 'hotel' ? hotel(c) : kind === 'activity' ? activity(c) : kind === 'box' ? box(c) : kind === 'room' ? room(c) : landscape(c)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" preserveAspectRatio="xMidYMid slice" role="img" aria-hidden="true">${body}</svg>`
}
