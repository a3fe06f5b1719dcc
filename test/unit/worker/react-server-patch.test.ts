import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createElement, Suspense, use, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { MARKER, patchReactServer, reactServerFile } from '../../../scripts/patch-react-server'

const require = createRequire(import.meta.url)
type Render = (node: ReactNode, options?: object) => Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }>
/** The production builds the worker bundles (patched) and the browser's one of the same version (as React ships it). */
const edge = require(reactServerFile()) as { renderToReadableStream: Render }
const browser = require(reactServerFile().replace('server.edge.', 'server.browser.')) as { renderToReadableStream: Render }

async function bytes(render: Render, node: () => ReactNode): Promise<{ chunks: number; bytes: Uint8Array }> {
  const stream = await render(node(), { bootstrapScriptContent: 'boot()' })
  const parts: Uint8Array[] = []
  for await (const part of stream as unknown as AsyncIterable<Uint8Array>) parts.push(part)
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0))
  parts.reduce((at, p) => (out.set(p, at), at + p.byteLength), 0)
  return { chunks: parts.length, bytes: out }
}

/** A page with every kind of chunk: attributes, styles, text in several scripts, a streamed boundary. */
function page(): ReactNode {
  const later = new Promise<string>((resolve) => setTimeout(() => resolve('Réservé · 予約 · 🏨'), 5))
  // Returns text, not an element: the elements of this file come from React's development build.
  const Late = () => use(later)
  const rows = Array.from({ length: 400 }, (_, i) =>
    createElement(
      'li',
      { key: i, className: `card card-${i}`, style: { width: i, opacity: 0.5 }, 'data-id': i, 'aria-label': `Séjour n° ${i} « à Paris »` },
      `Nuit ${i} – 129 € <b> & "quotes"`,
    ),
  )
  return createElement(
    'html',
    { lang: 'fr' },
    createElement(
      'body',
      null,
      createElement('ul', null, rows),
      createElement('p', null, createElement(Suspense, { fallback: '…' }, createElement(Late))),
    ),
  )
}

describe('the patched server renderer', () => {
  it('is the one installed', () => {
    expect(readFileSync(reactServerFile(), 'utf8').startsWith(MARKER)).toBe(true)
  })

  it('streams the same bytes as the renderer React ships, encoding runs of markup, not each piece', async () => {
    const encode = vi.spyOn(TextEncoder.prototype, 'encode')
    const patched = await bytes(edge.renderToReadableStream, page)
    // One call per streamed chunk of about 4 KB (React ships one per attribute, text and tag name).
    expect(encode.mock.calls.length).toBeLessThanOrEqual(patched.chunks)
    encode.mockRestore()
    const shipped = await bytes(browser.renderToReadableStream, page)
    expect(patched.bytes.byteLength).toBeGreaterThan(40_000)
    expect(new TextDecoder().decode(patched.bytes)).toBe(new TextDecoder().decode(shipped.bytes))
    expect(patched.bytes).toEqual(shipped.bytes)
    expect(new TextDecoder().decode(patched.bytes)).toContain('Réservé · 予約 · 🏨')
  })

  it('is applied once, and refuses a source it does not recognise', () => {
    const installed = readFileSync(reactServerFile(), 'utf8')
    expect(patchReactServer(installed)).toBe(installed)
    expect(() => patchReactServer('"use strict";\nfunction writeChunk(destination, chunk) {}')).toThrow(/no longer matches/)
  })
})
