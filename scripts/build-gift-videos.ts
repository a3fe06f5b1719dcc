// Renders the gifting flow's 'How it works' explainer for each site (product-pages.md §2): frames
// shot by time in headless Chromium (scripts/gift-video-scenes.ts), encoded with ffmpeg to WebM
// (VP9) and, when it stays small, MP4 (H.264), with a poster and WebVTT captions of the three
// steps. The files are committed under static/media/gift-video (Vite's public folder, copied into
// the build; content-hashed names, served forever by worker/routes/media.ts) and
// client/pages/product/gift-videos.ts names them, so a fresh clone serves them without ffmpeg. Run: npx tsx scripts/build-gift-videos.ts [site…]
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SITES, type SiteId } from '../shared/sites'
import { launchChromium } from './chromium'
import { HEIGHT, SCENE_SECONDS, SCENES, sceneDocument, WIDTH, type SceneTexts } from './gift-video-scenes'

const ROOT = new URL('..', import.meta.url).pathname
const OUT = join(ROOT, 'static/media/gift-video')
const MANIFEST = join(ROOT, 'client/pages/product/gift-videos.ts')
/** Frames per second: the scenes are slow slides and fades; few frames keep the files small. */
const FPS = 12
/** The MP4 fallback is kept only under this size. */
const MP4_MAX_BYTES = 300 * 1024
/** The poster's instant: the first scene with everything in place. */
const POSTER_SECONDS = 3.8
const STEP_KEYS = ['productPage.gift.step.choose', 'productPage.gift.step.delivery', 'productPage.gift.step.dates'] as const

type Files = { webm: string; mp4: string | null; poster: string; captions: string }

function textsOf(site: (typeof SITES)[number]): SceneTexts {
  const catalogue = JSON.parse(readFileSync(join(ROOT, 'locales', site.id, 'product-page.json'), 'utf8')) as Record<string, string>
  const message = (key: string) => {
    const text = catalogue[key]
    if (!text) throw new Error(`${site.id}: no '${key}' in locales/${site.id}/product-page.json`)
    return text
  }
  const [choose, delivery, dates] = STEP_KEYS.map(message) as [string, string, string]
  return { title: message('productPage.gift.howItWorks'), steps: [choose, delivery, dates], bcp47: site.bcp47 }
}

const timestamp = (seconds: number) => `00:00:${seconds.toFixed(3).padStart(6, '0')}`

/** Captions of the three steps, each timed to its scene. */
function captionsOf(texts: SceneTexts): string {
  const cues = texts.steps.map(
    (step, i) => `${i + 1}\n${timestamp(i * SCENE_SECONDS)} --> ${timestamp((i + 1) * SCENE_SECONDS)}\n${i + 1}. ${step}\n`,
  )
  return `WEBVTT\n\n${cues.join('\n')}`
}

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' })

/** Writes `bytes` as `{stem}.{hash}.{ext}` in the output folder and answers its URL path. */
function emit(stem: string, ext: string, bytes: Buffer): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10)
  const name = `${stem}.${hash}.${ext}`
  writeFileSync(join(OUT, name), bytes)
  return `/media/gift-video/${name}`
}

async function renderSite(site: (typeof SITES)[number], shoot: (html: string, dir: string) => Promise<void>): Promise<Files> {
  const texts = textsOf(site)
  const work = mkdtempSync(join(tmpdir(), `gift-video-${site.id}-`))
  try {
    await shoot(sceneDocument(texts), work)
    const frames = join(work, 'frame-%04d.png')
    const webm = join(work, 'video.webm')
    const mp4 = join(work, 'video.mp4')
    ffmpeg([
      '-framerate',
      String(FPS),
      '-i',
      frames,
      ...[
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '0',
        '-crf',
        '42',
        '-deadline',
        'good',
        '-cpu-used',
        '1',
        '-row-mt',
        '1',
        '-pix_fmt',
        'yuv420p',
        '-an',
        webm,
      ],
    ])
    ffmpeg([
      '-framerate',
      String(FPS),
      '-i',
      frames,
      ...['-c:v', 'libx264', '-preset', 'veryslow', '-crf', '30', '-tune', 'animation', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
      ...['-an', mp4],
    ])
    const poster = join(work, 'poster.jpg')
    ffmpeg(['-i', join(work, 'poster.png'), '-q:v', '4', poster])
    for (const old of readdirSync(OUT).filter((name) => name.startsWith(`how-it-works-${site.id}.`))) rmSync(join(OUT, old))
    const stem = `how-it-works-${site.id}`
    const mp4Bytes = readFileSync(mp4)
    return {
      webm: emit(stem, 'webm', readFileSync(webm)),
      mp4: mp4Bytes.length <= MP4_MAX_BYTES ? emit(stem, 'mp4', mp4Bytes) : null,
      poster: emit(stem, 'jpg', readFileSync(poster)),
      captions: emit(stem, 'vtt', Buffer.from(captionsOf(texts))),
    }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

function writeManifest(files: ReadonlyMap<SiteId, Files>): void {
  const rows = SITES.map((site) => {
    const f = files.get(site.id)
    if (!f) throw new Error(`no video for ${site.id}`)
    const mp4 = f.mp4 ? `'${f.mp4}'` : 'null'
    return `  ${site.id}: {\n    webm: '${f.webm}',\n    mp4: ${mp4},\n    poster: '${f.poster}',\n    captions: '${f.captions}',\n  },`
  })
  writeFileSync(
    MANIFEST,
    `// Written by scripts/build-gift-videos.ts: do not edit by hand.
import type { SiteId } from '../../../shared/sites'

/** One site's 'How it works' video: WebM (VP9), the MP4 (H.264) fallback when small enough, poster and captions. */
export type GiftVideo = { readonly webm: string; readonly mp4: string | null; readonly poster: string; readonly captions: string }

/** Each site's gifting explainer, in its own language (files under static/media/gift-video, served by worker/routes/media.ts). */
export const GIFT_VIDEOS: Readonly<Record<SiteId, GiftVideo>> = {
${rows.join('\n')}
}
`,
  )
}

/** The manifest's current entries, so that rendering a few sites keeps the others'. */
async function currentManifest(): Promise<Map<SiteId, Files>> {
  try {
    const { GIFT_VIDEOS } = (await import(MANIFEST)) as { GIFT_VIDEOS: Record<SiteId, Files> }
    return new Map(Object.entries(GIFT_VIDEOS) as [SiteId, Files][])
  } catch {
    return new Map()
  }
}

async function main(): Promise<void> {
  const only = process.argv.slice(2)
  const sites = only.length > 0 ? SITES.filter((s) => only.includes(s.id)) : SITES
  if (sites.length === 0) throw new Error(`unknown sites: ${only.join(', ')}`)
  mkdirSync(OUT, { recursive: true })
  const files = await currentManifest()
  const browser = await launchChromium()
  try {
    const shoot = async (html: string, dir: string) => {
      // A page per site: setContent keeps the window, and with it the previous site's script.
      const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT }, deviceScaleFactor: 1 })
      await page.setContent(html, { waitUntil: 'load' })
      const frames = SCENES * SCENE_SECONDS * FPS
      for (let i = 0; i < frames; i++) {
        await page.evaluate((t) => (window as unknown as { renderAt: (t: number) => void }).renderAt(t), i / FPS)
        await page.screenshot({ path: join(dir, `frame-${String(i + 1).padStart(4, '0')}.png`) })
      }
      await page.evaluate((t) => (window as unknown as { renderAt: (t: number) => void }).renderAt(t), POSTER_SECONDS)
      await page.screenshot({ path: join(dir, 'poster.png') })
      await page.close()
    }
    for (const site of sites) {
      const made = await renderSite(site, shoot)
      files.set(site.id, made)
      const size = (url: string | null) => (url ? `${Math.round(statSync(join(ROOT, 'static', url)).size / 1024)} KB` : 'left out')
      console.log(`${site.id}: webm ${size(made.webm)}, mp4 ${size(made.mp4)}, poster ${size(made.poster)}`)
    }
  } finally {
    await browser.close()
  }
  writeManifest(files)
}

await main()
