// The gift explainer's frames as one HTML document (scripts/build-gift-videos.ts): three scenes, one per
// step of 'How it works', drawn with the site's tokens and the generated stay images, and a
// `renderAt(seconds)` that poses every element for one instant so that frames are shot by time.
import { readFileSync } from 'node:fs'
import { renderImage } from '../worker/images/render'

/** Seconds per scene; the video is three of them. */
export const SCENE_SECONDS = 5
export const SCENES = 3
export const WIDTH = 640
export const HEIGHT = 360

export type SceneTexts = {
  /** The section's title ('How it works') in the site's language. */
  title: string
  /** The three steps' texts, in order. */
  steps: readonly [string, string, string]
  /** The site's BCP 47 tag, for the calendar's weekday initials. */
  bcp47: string
}

const escapeHtml = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

const svgData = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`

/** Weekday initials Monday first, as the site's calendar shows them. */
function weekdays(bcp47: string): string[] {
  const format = new Intl.DateTimeFormat(bcp47, { weekday: 'narrow', timeZone: 'UTC' })
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(new Date(Date.UTC(2024, 0, 1 + i))))
}

function chooseScene(): string {
  const cards = ['100012', '100057', '100093']
    .map(
      (id, i) => `<div class="card" id="card${i}"><img src="${svgData(renderImage('stay', id, '237_168'))}" alt="">
        <div class="card__lines"><i style="width:80%"></i><i style="width:55%"></i><b></b></div></div>`,
    )
    .join('')
  const pointer = `<svg id="pointer" width="28" height="34" viewBox="0 0 28 34"><path d="M3 2 L3 27 L9.5 21 L14 31 L18.5 29 L14 19.5 L23 19.5 Z" fill="#fff" stroke="var(--color-text)" stroke-width="2" stroke-linejoin="round"/></svg>`
  const badge = `<svg id="badge" width="44" height="44" viewBox="0 0 44 44"><circle cx="22" cy="22" r="21" fill="var(--color-accent)"/>
    <rect x="11" y="19" width="22" height="14" rx="2" fill="#fff"/><rect x="9" y="14" width="26" height="6" rx="2" fill="#fff"/>
    <rect x="20" y="14" width="4" height="19" fill="var(--color-accent-strong)"/>
    <path d="M22 14 C16 6 11 11 16 14 Z M22 14 C28 6 33 11 28 14 Z" fill="#fff"/></svg>`
  return `<div class="scene" id="scene0">${cards}${pointer}${badge}</div>`
}

function deliveryScene(): string {
  const phone = `<svg id="phone" width="120" height="190" viewBox="0 0 120 190">
    <rect x="2" y="2" width="116" height="186" rx="18" fill="var(--color-brand-strong)"/>
    <rect x="10" y="22" width="100" height="146" rx="6" fill="var(--color-surface)"/>
    <rect x="46" y="10" width="28" height="5" rx="2.5" fill="var(--color-brand-soft)"/>
    <rect x="20" y="34" width="80" height="8" rx="4" fill="var(--color-brand-soft)"/>
    <rect x="20" y="48" width="56" height="8" rx="4" fill="var(--color-brand-soft)"/>
    <g id="voucher"><rect x="20" y="70" width="80" height="86" rx="8" fill="var(--color-accent)"/>
    <circle cx="60" cy="100" r="16" fill="#fff"/><path d="M52 100 L58 106 L69 94" fill="none" stroke="var(--color-success)" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
    <rect x="32" y="128" width="56" height="7" rx="3.5" fill="#fff" opacity="0.85"/><rect x="40" y="141" width="40" height="7" rx="3.5" fill="#fff" opacity="0.6"/></g></svg>`
  const envelope = `<svg id="envelope" width="92" height="64" viewBox="0 0 92 64">
    <rect x="2" y="2" width="88" height="60" rx="8" fill="var(--color-surface)" stroke="var(--color-brand)" stroke-width="3"/>
    <path d="M6 8 L46 38 L86 8" fill="none" stroke="var(--color-brand)" stroke-width="3" stroke-linejoin="round"/></svg>`
  const giftBox = `<svg id="giftbox" width="170" height="160" viewBox="0 0 170 160">
    <ellipse cx="85" cy="152" rx="70" ry="7" fill="rgb(16 24 40 / 12%)"/>
    <rect x="18" y="62" width="134" height="88" rx="6" fill="var(--color-brand)"/>
    <rect x="10" y="40" width="150" height="28" rx="6" fill="var(--color-brand-strong)"/>
    <rect x="76" y="40" width="18" height="110" fill="var(--color-accent)"/>
    <path d="M85 40 C62 6 36 24 60 40 Z M85 40 C108 6 134 24 110 40 Z" fill="var(--color-accent)" stroke="var(--color-accent-strong)" stroke-width="3"/></svg>`
  return `<div class="scene" id="scene1">${phone}${envelope}${giftBox}</div>`
}

function datesScene(bcp47: string): string {
  const heads = weekdays(bcp47)
    .map((d) => `<span class="cal__head">${escapeHtml(d)}</span>`)
    .join('')
  // A month starting on a Wednesday: two blank cells, then 1 to 28.
  const cells = [
    ...Array.from({ length: 2 }, () => '<span></span>'),
    ...Array.from({ length: 28 }, (_, i) => `<span class="cal__day" id="day${i + 1}">${i + 1}</span>`),
  ].join('')
  const upgrade = `<svg id="upgrade" width="116" height="116" viewBox="0 0 116 116">
    <circle cx="58" cy="58" r="56" fill="var(--color-surface)" stroke="var(--color-border)" stroke-width="2"/>
    <path d="M58 22 L84 52 L68 52 L68 88 L48 88 L48 52 L32 52 Z" fill="var(--color-accent)"/>
    <g id="swap"><path d="M34 98 L82 98" stroke="var(--color-brand)" stroke-width="5" stroke-linecap="round"/>
    <path d="M74 90 L84 98 L74 106" fill="none" stroke="var(--color-brand)" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/></g></svg>`
  return `<div class="scene" id="scene2"><div class="cal" id="cal">${heads}${cells}</div>${upgrade}</div>`
}

/** The whole document: the tokens, the three scenes, the caption card and the posing script. */
export function sceneDocument(texts: SceneTexts): string {
  const tokens = readFileSync(new URL('../client/styles/tokens.css', import.meta.url), 'utf8')
  const steps = JSON.stringify(texts.steps)
  return `<!doctype html><html lang="${texts.bcp47}"><head><meta charset="utf-8"><style>${tokens}
  * { box-sizing: border-box; margin: 0; }
  html, body { width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; background: var(--color-bg); font-family: var(--font-body); color: var(--color-text); }
  .bar { position: absolute; inset: 0 0 auto 0; height: 40px; background: var(--color-brand); color: #fff; display: flex; align-items: center; justify-content: space-between; padding: 0 20px; }
  .bar__brand { font-weight: 800; font-size: 17px; letter-spacing: 0.2px; display: flex; align-items: center; gap: 8px; }
  .bar__title { font-size: 15px; font-weight: 600; opacity: 0.92; }
  .dots { display: flex; gap: 6px; margin-left: 12px; }
  .dots i { width: 8px; height: 8px; border-radius: 50%; background: rgb(255 255 255 / 35%); }
  .dots i.on { background: var(--color-accent); }
  /* The illustrations, scaled into the middle band: the bottom stays free for the player's controls and the captions. */
  .scene { position: absolute; left: 0; right: 0; top: 138px; height: 206px; transform: scale(0.74); transform-origin: 50% 0; }
  .card { position: absolute; top: 30px; width: 150px; background: var(--color-surface); border-radius: var(--radius-md); box-shadow: var(--shadow-md); overflow: hidden; border: 3px solid transparent; }
  .card img { display: block; width: 100%; height: 90px; object-fit: cover; }
  .card__lines { padding: 8px 10px 10px; display: grid; gap: 6px; }
  .card__lines i { display: block; height: 7px; border-radius: 4px; background: var(--color-border); }
  .card__lines b { display: block; width: 46px; height: 12px; border-radius: 6px; background: var(--color-brand); justify-self: end; }
  #card0 { left: 85px; } #card1 { left: 245px; } #card2 { left: 405px; }
  #pointer, #badge, #phone, #envelope, #giftbox, #upgrade { position: absolute; }
  #badge { left: 372px; top: 14px; }
  #phone { left: 120px; top: 8px; }
  #giftbox { left: 350px; top: 36px; }
  .cal { position: absolute; left: 130px; top: 10px; width: 252px; padding: 8px 10px; background: var(--color-surface); border-radius: var(--radius-md); box-shadow: var(--shadow-md); display: grid; grid-template-columns: repeat(7, 1fr); gap: 2px; font-size: 12px; text-align: center; }
  .cal__head { color: var(--color-muted); font-weight: 700; padding-bottom: 2px; }
  .cal__day { line-height: 23px; border-radius: var(--radius-sm); font-weight: 600; }
  .cal__day.edge { background: var(--color-brand); color: #fff; }
  .cal__day.inside { background: var(--color-brand-soft); color: var(--color-brand-strong); }
  #upgrade { left: 410px; top: 40px; }
  .caption { position: absolute; left: 20px; right: 20px; top: 50px; min-height: 64px; background: var(--color-surface); border: 1px solid var(--color-border); border-radius: var(--radius-lg); box-shadow: var(--shadow-sm); display: flex; align-items: center; gap: 14px; padding: 10px 16px; }
  .caption__number { flex: none; width: 36px; height: 36px; border-radius: 50%; background: var(--color-brand); color: #fff; font-weight: 800; font-size: 18px; display: flex; align-items: center; justify-content: center; }
  .caption__text { font-size: 16px; line-height: 1.25; font-weight: 600; }
  </style></head><body>
  <div class="bar"><span class="bar__brand">Wanderweek<span class="dots"><i></i><i></i><i></i></span></span><span class="bar__title">${escapeHtml(texts.title)}</span></div>
  ${chooseScene()}${deliveryScene()}${datesScene(texts.bcp47)}
  <div class="caption" id="caption"><span class="caption__number" id="number">1</span><p class="caption__text" id="text"></p></div>
  <script>
  const STEPS = ${steps}
  const SCENE = ${SCENE_SECONDS}
  const $ = (id) => document.getElementById(id)
  const clamp = (x) => Math.max(0, Math.min(1, x))
  // Ease out: fast start, soft landing.
  const ease = (x) => 1 - Math.pow(1 - clamp(x), 3)
  const between = (t, from, to) => ease((t - from) / (to - from))
  const pose = (id, { x = 0, y = 0, s = 1, o = 1 }) => {
    const el = $(id)
    el.style.transform = 'translate(' + x + 'px,' + y + 'px) scale(' + s + ')'
    el.style.opacity = String(o)
  }
  window.renderAt = (time) => {
    const index = Math.min(2, Math.floor(time / SCENE))
    const t = time - index * SCENE
    const last = index === 2
    const fadeIn = between(t, 0, 0.5)
    const fadeOut = last ? 1 : 1 - between(t, SCENE - 0.4, SCENE)
    for (let i = 0; i < 3; i++) $('scene' + i).style.display = i === index ? 'block' : 'none'
    document.querySelectorAll('.dots i').forEach((dot, i) => dot.classList.toggle('on', i === index))
    $('number').textContent = String(index + 1)
    $('text').textContent = STEPS[index]
    pose('caption', { y: -12 * (1 - fadeIn), o: fadeIn * fadeOut })
    $('scene' + index).style.opacity = String(fadeOut)
    if (index === 0) {
      for (let i = 0; i < 3; i++) pose('card' + i, { y: 60 * (1 - between(t, 0.2 + i * 0.25, 0.9 + i * 0.25)), o: between(t, 0.2 + i * 0.25, 0.7 + i * 0.25) })
      const move = between(t, 1.8, 2.9)
      pose('pointer', { x: 560 - 230 * move, y: 200 - 110 * move, o: between(t, 1.6, 1.9) })
      const chosen = between(t, 3.0, 3.4)
      pose('card1', { s: 1 + 0.08 * chosen, y: -6 * chosen })
      $('card1').style.borderColor = chosen > 0.5 ? 'var(--color-accent)' : 'transparent'
      pose('badge', { s: 0.4 + 0.6 * between(t, 3.2, 3.6), o: between(t, 3.2, 3.5) })
    } else if (index === 1) {
      pose('phone', { x: -80 * (1 - between(t, 0.2, 0.9)), o: between(t, 0.2, 0.7) })
      const flight = between(t, 1.0, 1.9)
      pose('envelope', { x: 170 - 96 * flight, y: 10 + 70 * flight, s: 1 - 0.4 * flight, o: between(t, 0.9, 1.1) * (1 - between(t, 1.8, 2.0)) })
      pose('voucher', { o: between(t, 1.9, 2.3) })
      const drop = between(t, 2.5, 3.3)
      pose('giftbox', { y: -150 * (1 - drop) + 6 * Math.sin(drop * Math.PI), o: between(t, 2.5, 2.7) })
    } else {
      pose('cal', { y: 40 * (1 - between(t, 0.1, 0.7)), o: between(t, 0.1, 0.5) })
      const picked = (at) => t >= at
      for (let d = 1; d <= 28; d++) {
        const cell = $('day' + d)
        const edge = (d === 10 && picked(1.2)) || (d === 12 && picked(2.0))
        cell.className = 'cal__day' + (edge ? ' edge' : d === 11 && picked(2.0) ? ' inside' : '')
      }
      pose('upgrade', { s: 0.5 + 0.5 * between(t, 2.8, 3.3), o: between(t, 2.8, 3.1) })
      pose('swap', { x: 6 * Math.sin(Math.max(0, t - 3.4) * 4) })
    }
  }
  </script></body></html>`
}
