import { describe, expect, it } from 'vitest'
import { toBootJson, type BootData } from '../../../client/app/boot'

const boot = (messages: BootData['messages'], requestId: string): BootData => ({
  siteId: 'fr_FR',
  page: 'search',
  messages,
  flags: {} as BootData['flags'],
  customerCare: false,
  today: '2026-11-23',
  hour: 20,
  production: true,
  customer: null,
  path: '/fr-fr/recherche',
  structuredData: false,
  assets: { css: ['/assets/app.css'], modules: ['/assets/app.js'] },
  requestId,
})

describe('toBootJson', () => {
  it('reads back as the boot data, and never closes its script tag', () => {
    const messages = { a: 'Réserver </script><script>alert(1)</script>', b: ['x', { p: 'y' }] } as unknown as BootData['messages']
    const json = toBootJson(boot(messages, 'r-1'))
    expect(JSON.parse(json)).toEqual(boot(messages, 'r-1'))
    expect(json).not.toContain('</')
  })

  it('gives each request its own fields with the same messages', () => {
    const messages = { a: 'Rechercher' } as unknown as BootData['messages']
    expect(JSON.parse(toBootJson(boot(messages, 'r-1'))).requestId).toBe('r-1')
    expect(JSON.parse(toBootJson(boot(messages, 'r-2')))).toEqual(boot(messages, 'r-2'))
  })
})
