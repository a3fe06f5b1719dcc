/**
 * Prints the HTML and JavaScript weight of the home, search and stay pages of
 * a running server (npm start): raw and brotli, JavaScript being every module
 * the page preloads before any interaction. Usage: npx tsx scripts/page-sizes.ts [base URL]
 */
import { brotliCompressSync } from 'node:zlib'

const base = process.argv[2] ?? 'http://127.0.0.1:8787'
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

async function sizes(name: string, path: string): Promise<string | null> {
  // A cookie keeps the answer out of the HTML cache, so the page is rendered.
  const html = await (await fetch(base + path, { headers: { cookie: 'sizes=1' } })).text()
  const modules = new Set([...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? ''))
  let raw = 0
  let brotli = 0
  for (const file of modules) {
    const body = Buffer.from(await (await fetch(base + file)).arrayBuffer())
    raw += body.length
    brotli += brotliCompressSync(body).length
  }
  console.log(
    `${name.padEnd(8)} HTML ${kb(html.length)} (brotli ${kb(brotliCompressSync(Buffer.from(html)).length)}) | JS ${modules.size} files ${kb(raw)} (brotli ${kb(brotli)})`,
  )
  return /href="(\/fr-fr\/sejour\/[^"#]+)/.exec(html)?.[1] ?? null
}

await sizes('home', '/fr-fr/')
const stay = await sizes('search', '/fr-fr/ville/paris')
if (stay) await sizes('product', stay)
