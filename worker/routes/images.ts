import { Hono } from 'hono'
import type { AppEnv } from '../env'
import { IMAGE_ID, IMAGE_KINDS, IMAGE_SIZES, isImageKind, isImageSize, renderImage } from '../images/render'

/** GET /images/:kind/:id/:size[.svg] — generated, deterministic SVG images, cached forever. */
export const images = new Hono<AppEnv>().get('/images/:kind/:id/:size', (c) => {
  const { kind, id } = c.req.param()
  const size = c.req.param('size').replace(/\.svg$/, '')
  if (!isImageKind(kind))
    return c.json(
      { error: { code: 'NOT_FOUND', message: `Unknown image kind '${kind}' (expected one of ${IMAGE_KINDS.join(', ')})` } },
      404,
    )
  if (!isImageSize(size))
    return c.json(
      { error: { code: 'NOT_FOUND', message: `Unknown image size '${size}' (expected one of ${IMAGE_SIZES.join(', ')})` } },
      404,
    )
  if (!IMAGE_ID.test(id)) return c.json({ error: { code: 'NOT_FOUND', message: 'Unknown image id' } }, 404)
  return c.body(renderImage(kind, id, size), 200, {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=31536000, immutable',
  })
})
