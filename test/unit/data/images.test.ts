import { describe, expect, it } from 'vitest'
import { IMAGE_KINDS, IMAGE_SIZES, renderImage } from '../../../worker/images/render'
import { images } from '../../../worker/routes/images'

describe('generated images', () => {
  it.each(IMAGE_KINDS.flatMap((kind) => IMAGE_SIZES.map((size) => [kind, size] as const)))('draws a %s at %s', (kind, size) => {
    const svg = renderImage(kind, '100123', size)
    const [w, h] = size.split('_')
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).toContain(`viewBox="0 0 ${w} ${h}"`)
    expect(svg).not.toMatch(/<text|NaN|undefined/)
  })

  it('is deterministic per kind and id, and differs between ids', () => {
    expect(renderImage('stay', '100123', '640_360')).toBe(renderImage('stay', '100123', '640_360'))
    expect(renderImage('stay', '100123', '640_360')).not.toBe(renderImage('stay', '100124', '640_360'))
    expect(renderImage('hotel', '100123', '640_360')).not.toBe(renderImage('stay', '100123', '640_360'))
  })
})

describe('GET /images/:kind/:id/:size', () => {
  it.each([
    '/images/stay/100123/640_360',
    '/images/stay/100123/640_360.svg',
    '/images/box/ROMANCE1EBOX/1920_880',
    '/images/stay/100123-2/120_80',
  ])('serves %s as immutable SVG', async (path) => {
    const res = await images.request(path)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('image/svg+xml')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(await res.text()).toContain('<svg')
  })

  it.each(['/images/castle/1/640_360', '/images/stay/1/641_360', '/images/stay/1/640x360', '/images/stay/1/{size}'])(
    'answers 404 JSON for %s',
    async (path) => {
      const res = await images.request(path)
      expect(res.status).toBe(404)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND')
    },
  )
})
