// The scenes drawn for each image kind. Everything is proportional to the canvas, so one scene
// renders at every size; no text is ever drawn.
import { n, type Palette } from './palette'

export interface Canvas {
  readonly w: number
  readonly h: number
  readonly rnd: () => number
  readonly p: Palette
  /** Unique prefix for gradient ids (several images can share an HTML page). */
  readonly uid: string
}

const between = (rnd: () => number, min: number, max: number): number => min + rnd() * (max - min)

/** Sky gradient, sun and three rolling (or jagged) hill layers; optionally a lake or the sea. */
export function landscape(c: Canvas, options: { mountains?: boolean; water?: boolean } = {}): string {
  const { w, h, rnd, p, uid } = c
  const mountains = options.mountains ?? rnd() < 0.35
  const water = options.water ?? rnd() < 0.35
  const parts: string[] = [
    `<defs><linearGradient id="${uid}s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#${uid}s)"/>`,
    `<circle cx="${n(w * between(rnd, 0.15, 0.85))}" cy="${n(h * between(rnd, 0.15, 0.4))}" r="${n(Math.min(w, h) * between(rnd, 0.07, 0.14))}" fill="${p.sun}" opacity="0.9"/>`,
  ]
  for (let i = 0; i < 3; i++)
    parts.push(
      `<ellipse cx="${n(w * between(rnd, 0.1, 0.9))}" cy="${n(h * between(rnd, 0.12, 0.3))}" rx="${n(w * between(rnd, 0.06, 0.12))}" ry="${n(h * 0.025)}" fill="#ffffff" opacity="0.55"/>`,
    )
  const base = [0.55, 0.68, 0.8]
  for (let layer = 0; layer < 3; layer++) {
    const y0 = h * base[layer]!
    const amp = h * (mountains && layer === 0 ? 0.25 : 0.08)
    const steps = mountains && layer === 0 ? 6 : 4
    let d = `M0 ${n(h)} L0 ${n(y0)}`
    for (let s = 1; s <= steps; s++) {
      const x = (w * s) / steps
      const y = y0 - amp * between(rnd, 0.2, 1)
      d +=
        mountains && layer === 0
          ? ` L${n(x - w / steps / 2)} ${n(y)} L${n(x)} ${n(y0 - amp * 0.2)}`
          : ` Q${n(x - w / steps / 2)} ${n(y)} ${n(x)} ${n(y0 - amp * between(rnd, 0, 0.4))}`
    }
    parts.push(`<path d="${d} L${n(w)} ${n(h)} Z" fill="${p.hills[layer]}"/>`)
    if (layer === 1 && water) {
      parts.push(`<rect x="0" y="${n(h * 0.74)}" width="${w}" height="${n(h * 0.26)}" fill="${p.water}"/>`)
      for (let k = 0; k < 4; k++)
        parts.push(
          `<rect x="${n(w * between(rnd, 0, 0.8))}" y="${n(h * between(rnd, 0.77, 0.95))}" width="${n(w * between(rnd, 0.08, 0.2))}" height="${n(Math.max(1, h * 0.006))}" fill="#ffffff" opacity="0.5"/>`,
        )
    }
  }
  const trees = Math.floor(between(rnd, 2, 7))
  for (let i = 0; i < trees; i++) {
    const x = w * between(rnd, 0.02, 0.98)
    const y = h * between(rnd, 0.86, 0.96)
    const th = h * between(rnd, 0.06, 0.12)
    // Trees stand on the nearest hill, so they take the middle hill colour to stand out.
    parts.push(`<path d="M${n(x)} ${n(y - th)} L${n(x + th * 0.35)} ${n(y)} L${n(x - th * 0.35)} ${n(y)} Z" fill="${p.hills[1]}"/>`)
  }
  return parts.join('')
}

/** A building with lit windows in front of a landscape. */
export function hotel(c: Canvas): string {
  const { w, h, rnd, p } = c
  const bw = w * between(rnd, 0.3, 0.45)
  const bh = h * between(rnd, 0.3, 0.45)
  const x = w * between(rnd, 0.1, 0.9) - bw / 2
  const left = Math.max(w * 0.04, Math.min(w * 0.96 - bw, x))
  const top = h * 0.88 - bh
  const roof = rnd() < 0.6
  const parts = [
    landscape(c, { water: false }),
    `<rect x="${n(left)}" y="${n(top)}" width="${n(bw)}" height="${n(bh)}" fill="${p.light}" stroke="${p.hills[2]}" stroke-width="${n(Math.max(1, w / 320))}"/>`,
  ]
  if (roof)
    parts.push(
      `<path d="M${n(left - bw * 0.05)} ${n(top)} L${n(left + bw / 2)} ${n(top - bh * 0.35)} L${n(left + bw * 1.05)} ${n(top)} Z" fill="${p.accent}"/>`,
    )
  const cols = Math.max(3, Math.round(bw / (w * 0.06)))
  const rows = Math.max(2, Math.round(bh / (h * 0.12)))
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) {
      const cw = bw / cols
      const ch = (bh * 0.8) / rows
      const lit = rnd() < 0.55
      parts.push(
        `<rect x="${n(left + k * cw + cw * 0.25)}" y="${n(top + bh * 0.08 + r * ch + ch * 0.2)}" width="${n(cw * 0.5)}" height="${n(ch * 0.55)}" fill="${lit ? p.sun : p.hills[1]}" opacity="${lit ? 0.95 : 0.6}"/>`,
      )
    }
  }
  parts.push(
    `<rect x="${n(left + bw / 2 - bw * 0.06)}" y="${n(top + bh * 0.8)}" width="${n(bw * 0.12)}" height="${n(bh * 0.2)}" fill="${p.accent}"/>`,
  )
  return parts.join('')
}

/** Hot-air balloons, a sailing boat or a kite over a landscape. */
export function activity(c: Canvas): string {
  const { w, h, rnd, p } = c
  const pick = rnd()
  const parts = [landscape(c, { water: pick > 0.66 })]
  if (pick <= 0.66) {
    const count = 1 + Math.floor(rnd() * 3)
    for (let i = 0; i < count; i++) {
      const r = Math.min(w, h) * between(rnd, 0.06, 0.12)
      const x = w * between(rnd, 0.15, 0.85)
      const y = h * between(rnd, 0.2, 0.45)
      const color = [p.accent, p.sun, p.hills[0]][i % 3]
      parts.push(
        `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}"/>`,
        `<path d="M${n(x - r * 0.9)} ${n(y + r * 0.3)} L${n(x - r * 0.2)} ${n(y + r * 1.6)} M${n(x + r * 0.9)} ${n(y + r * 0.3)} L${n(x + r * 0.2)} ${n(y + r * 1.6)}" stroke="${p.hills[2]}" stroke-width="${n(Math.max(1, r / 20))}"/>`,
        `<rect x="${n(x - r * 0.22)}" y="${n(y + r * 1.6)}" width="${n(r * 0.44)}" height="${n(r * 0.35)}" fill="${p.hills[2]}"/>`,
      )
    }
  } else {
    const x = w * between(rnd, 0.25, 0.75)
    const y = h * 0.8
    const s = h * 0.25
    parts.push(
      `<path d="M${n(x)} ${n(y - s)} L${n(x + s * 0.55)} ${n(y - s * 0.1)} L${n(x)} ${n(y - s * 0.1)} Z" fill="${p.light}"/>`,
      `<path d="M${n(x - s * 0.5)} ${n(y - s * 0.05)} L${n(x + s * 0.6)} ${n(y - s * 0.05)} L${n(x + s * 0.4)} ${n(y + s * 0.12)} L${n(x - s * 0.35)} ${n(y + s * 0.12)} Z" fill="${p.accent}"/>`,
    )
  }
  return parts.join('')
}

/** A wrapped gift over a patterned background. */
export function box(c: Canvas): string {
  const { w, h, rnd, p, uid } = c
  const parts = [
    `<defs><linearGradient id="${uid}b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#${uid}b)"/>`,
  ]
  for (let i = 0; i < 14; i++)
    parts.push(
      `<circle cx="${n(w * rnd())}" cy="${n(h * rnd())}" r="${n(Math.min(w, h) * between(rnd, 0.02, 0.08))}" fill="${p.hills[i % 3]}" opacity="0.35"/>`,
    )
  const s = Math.min(w, h) * 0.5
  const x = w / 2 - s / 2
  const y = h * 0.58 - s / 2
  parts.push(
    `<rect x="${n(x)}" y="${n(y)}" width="${n(s)}" height="${n(s * 0.75)}" rx="${n(s * 0.04)}" fill="${p.accent}"/>`,
    `<rect x="${n(x - s * 0.05)}" y="${n(y - s * 0.12)}" width="${n(s * 1.1)}" height="${n(s * 0.16)}" rx="${n(s * 0.03)}" fill="${p.accent}" opacity="0.9"/>`,
    `<rect x="${n(w / 2 - s * 0.06)}" y="${n(y - s * 0.12)}" width="${n(s * 0.12)}" height="${n(s * 0.87)}" fill="${p.light}"/>`,
    `<ellipse cx="${n(w / 2 - s * 0.13)}" cy="${n(y - s * 0.17)}" rx="${n(s * 0.14)}" ry="${n(s * 0.08)}" fill="${p.light}"/>`,
    `<ellipse cx="${n(w / 2 + s * 0.13)}" cy="${n(y - s * 0.17)}" rx="${n(s * 0.14)}" ry="${n(s * 0.08)}" fill="${p.light}"/>`,
  )
  return parts.join('')
}

/** A bedroom: wall, floor, a window on a landscape, a bed with pillows and a lamp. */
export function room(c: Canvas): string {
  const { w, h, rnd, p } = c
  const floorY = h * 0.72
  const wx = w * between(rnd, 0.08, 0.5)
  const ww = w * 0.28
  const wy = h * 0.12
  const wh = h * 0.38
  const bedX = w * between(rnd, 0.3, 0.45)
  const bedW = w * 0.5
  return [
    `<rect width="${w}" height="${h}" fill="${p.light}"/>`,
    `<rect y="${n(floorY)}" width="${w}" height="${n(h - floorY)}" fill="${p.hills[1]}"/>`,
    `<rect x="${n(wx)}" y="${n(wy)}" width="${n(ww)}" height="${n(wh)}" fill="${p.sky[0]}" stroke="${p.hills[2]}" stroke-width="${n(Math.max(2, w / 160))}"/>`,
    `<path d="M${n(wx)} ${n(wy + wh)} Q${n(wx + ww * 0.3)} ${n(wy + wh * 0.55)} ${n(wx + ww * 0.6)} ${n(wy + wh * 0.8)} T${n(wx + ww)} ${n(wy + wh * 0.7)} L${n(wx + ww)} ${n(wy + wh)} Z" fill="${p.hills[0]}"/>`,
    `<circle cx="${n(wx + ww * 0.75)}" cy="${n(wy + wh * 0.3)}" r="${n(wh * 0.1)}" fill="${p.sun}"/>`,
    `<rect x="${n(bedX)}" y="${n(h * 0.52)}" width="${n(bedW)}" height="${n(h * 0.12)}" rx="${n(h * 0.02)}" fill="${p.hills[2]}"/>`,
    `<rect x="${n(bedX - w * 0.01)}" y="${n(h * 0.62)}" width="${n(bedW + w * 0.02)}" height="${n(h * 0.16)}" rx="${n(h * 0.02)}" fill="${p.accent}"/>`,
    `<rect x="${n(bedX + bedW * 0.08)}" y="${n(h * 0.57)}" width="${n(bedW * 0.36)}" height="${n(h * 0.07)}" rx="${n(h * 0.03)}" fill="#ffffff"/>`,
    `<rect x="${n(bedX + bedW * 0.56)}" y="${n(h * 0.57)}" width="${n(bedW * 0.36)}" height="${n(h * 0.07)}" rx="${n(h * 0.03)}" fill="#ffffff"/>`,
    `<rect x="${n(w * 0.88)}" y="${n(h * 0.45)}" width="${n(w * 0.01)}" height="${n(h * 0.27)}" fill="${p.hills[2]}"/>`,
    `<path d="M${n(w * 0.86)} ${n(h * 0.45)} L${n(w * 0.915)} ${n(h * 0.45)} L${n(w * 0.9)} ${n(h * 0.38)} L${n(w * 0.875)} ${n(h * 0.38)} Z" fill="${p.sun}"/>`,
  ].join('')
}
