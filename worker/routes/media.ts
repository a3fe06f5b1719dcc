import { Hono } from 'hono'
import type { AppEnv } from '../env'

/** Content types of the media files (static/media), by extension. */
const MEDIA_TYPES: Readonly<Record<string, string>> = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  jpg: 'image/jpeg',
  vtt: 'text/vtt; charset=utf-8',
}

/** A media file's name: a stem, a content hash and a known extension (scripts/build-gift-videos.ts). */
const MEDIA_NAME = /^[a-z0-9_-]+\.[0-9a-f]{10}\.([a-z0-9]+)$/i

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of a body of `size` bytes; null when it cannot be served. */
function byteRange(header: string, size: number): { start: number; end: number } | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return null
  const start = match[1] === '' ? Math.max(0, size - Number(match[2])) : Number(match[1])
  const end = match[1] === '' || match[2] === '' ? size - 1 : Math.min(size - 1, Number(match[2]))
  return start <= end && start < size ? { start, end } : null
}

/**
 * GET /media/gift-video/:name: the gifting flow's explainer videos, posters and captions, built
 * into the static assets. Their names carry their content's hash, so they are cached forever; a
 * byte range is answered as a 206, as browsers ask for video.
 */
export const media = new Hono<AppEnv>().get('/media/gift-video/:name', async (c) => {
  const name = c.req.param('name')
  const type = MEDIA_TYPES[MEDIA_NAME.exec(name)?.[1] ?? '']
  if (!type) return c.json({ error: { code: 'NOT_FOUND', message: 'Unknown media file' } }, 404)
  const asset = await c.env.ASSETS.fetch(new URL(`/media/gift-video/${name}`, c.req.url))
  if (!asset.ok) return c.json({ error: { code: 'NOT_FOUND', message: 'Unknown media file' } }, 404)
  const body = await asset.arrayBuffer()
  const headers = {
    'Content-Type': type,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Accept-Ranges': 'bytes',
  }
  const wanted = c.req.header('Range')
  if (!wanted) return c.body(body, 200, headers)
  const range = byteRange(wanted, body.byteLength)
  if (!range) return c.body(null, 416, { ...headers, 'Content-Range': `bytes */${body.byteLength}` })
  return c.body(body.slice(range.start, range.end + 1), 206, {
    ...headers,
    'Content-Range': `bytes ${range.start}-${range.end}/${body.byteLength}`,
  })
})
