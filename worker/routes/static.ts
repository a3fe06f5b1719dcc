import { Hono } from 'hono'
import type { AppEnv } from '../env'

const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 28 28"><circle cx="14" cy="14" r="14" fill="#0f4c5c"/><path d="M6 18 L12 10 L16 15 L19 12 L23 18 Z" fill="#f4a259"/></svg>`

/** Site-wide files every browser and crawler asks for. */
export const staticFiles = new Hono<AppEnv>()
  .get('/favicon.svg', (c) => {
    c.header('Cache-Control', 'public, max-age=31536000, immutable')
    return c.body(FAVICON, 200, { 'Content-Type': 'image/svg+xml' })
  })
  .get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301))
  .get('/robots.txt', (c) => {
    const production = c.env.PRODUCTION === 'true'
    return c.text(production ? 'User-agent: *\nAllow: /\n' : 'User-agent: *\nDisallow: /\n')
  })
