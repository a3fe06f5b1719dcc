/**
 * Which catalogue messages each page's browser code can show: the client build scans the code of
 * the chunks a page loads (its own, the app's, and every chunk they import, now or lazily) for the
 * message ids it names, and writes dist/client/.vite/page-messages.json. The worker then hands a
 * page only those messages to hydrate with, instead of the whole catalogue of its language.
 *
 * An id is named in the code as a string ('booking.book'), or built from a prefix
 * (`pax.${field}`, "filters."+name) or a suffix (`${id}.optional`): a prefix takes every id that
 * starts with it, a suffix every id that is a named id followed by it.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { PAGE_SOURCES } from '../client/app/page-sources'

/** What a chunk's code says of message ids: the strings it holds, and the prefixes and suffixes it builds ids with. */
export type IdScan = { strings: Set<string>; prefixes: Set<string>; suffixes: Set<string> }

export function scanCode(code: string): IdScan {
  const scan: IdScan = { strings: new Set(), prefixes: new Set(), suffixes: new Set() }
  for (const match of code.matchAll(/(["'`])([A-Za-z][\w.-]*)\1/g)) scan.strings.add(match[2] ?? '')
  for (const match of code.matchAll(/`([A-Za-z][\w.-]*\.)\$\{/g)) scan.prefixes.add(match[1] ?? '')
  for (const match of code.matchAll(/(["'])([A-Za-z][\w.-]*\.)\1\s*\+/g)) scan.prefixes.add(match[2] ?? '')
  for (const match of code.matchAll(/\$\{[^`{}]*\}(\.[\w.-]+)`/g)) scan.suffixes.add(match[1] ?? '')
  for (const match of code.matchAll(/\+\s*(["'])(\.[\w.-]+)\1/g)) scan.suffixes.add(match[2] ?? '')
  return scan
}

/** The ids of `ids` that code scanned as `scans` names or builds, in the order of `ids`. */
export function messageIdsOf(scans: readonly IdScan[], ids: readonly string[]): string[] {
  const found = new Set<string>()
  const prefixes = scans.flatMap((s) => [...s.prefixes])
  for (const id of ids) if (scans.some((s) => s.strings.has(id)) || prefixes.some((p) => id.startsWith(p))) found.add(id)
  const all = new Set(ids)
  for (const suffix of new Set(scans.flatMap((s) => [...s.suffixes])))
    for (const id of [...found]) if (all.has(id + suffix)) found.add(id + suffix)
  return ids.filter((id) => found.has(id))
}

/** A chunk of the build as the scan needs it: its code, the files it imports, and its modules. */
export type ScannedChunk = { code: string; imports: readonly string[]; dynamicImports: readonly string[]; moduleIds: readonly string[] }

/**
 * The files a page may run: the entry's and the page's chunks, and every chunk they import, at once
 * or lazily, except the chunks of other pages the entry loads on demand.
 */
export function pageFiles(
  chunks: ReadonlyMap<string, ScannedChunk>,
  entry: string,
  page: string,
  otherPages: ReadonlySet<string>,
): Set<string> {
  const files = new Set<string>()
  const visit = (file: string, lazily: boolean): void => {
    const chunk = chunks.get(file)
    if (!chunk || files.has(file) || (lazily && file !== page && otherPages.has(file))) return
    files.add(file)
    for (const next of chunk.imports) visit(next, false)
    for (const next of chunk.dynamicImports) visit(next, true)
  }
  visit(entry, false)
  visit(page, false)
  return files
}

/** Every message id of the source catalogue (locales/en/*.json). */
function catalogueIds(root: string): string[] {
  const folder = join(root, 'locales/en')
  return readdirSync(folder)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => Object.keys(JSON.parse(readFileSync(join(folder, f), 'utf8')) as Record<string, string>))
}

/** The build step writing each page's message ids to .vite/page-messages.json beside the manifest. */
export function pageMessages(root: string, entrySource: string): Plugin {
  return {
    name: 'page-messages',
    apply: 'build',
    writeBundle(options, bundle) {
      const chunks = new Map<string, ScannedChunk>()
      for (const [file, chunk] of Object.entries(bundle)) if (chunk.type === 'chunk') chunks.set(file, chunk)
      const fileOf = (source: string): string | undefined =>
        [...chunks].find(([, chunk]) => chunk.moduleIds.includes(resolve(root, source)))?.[0]
      const entry = fileOf(entrySource)
      if (!entry) throw new Error(`page-messages: ${entrySource} is in no chunk`)
      const pageFile = new Map(Object.entries(PAGE_SOURCES).map(([page, source]) => [page, fileOf(source) ?? entry]))
      const ids = catalogueIds(root)
      const scans = new Map<string, IdScan>()
      const scanOf = (file: string): IdScan => {
        let scan = scans.get(file)
        if (!scan) {
          scan = scanCode(chunks.get(file)?.code ?? '')
          scans.set(file, scan)
        }
        return scan
      }
      const byPage: Record<string, string[]> = {}
      for (const [page, file] of pageFile) {
        const others = new Set([...pageFile.values()].filter((f) => f !== file && f !== entry))
        byPage[page] = messageIdsOf([...pageFiles(chunks, entry, file, others)].map(scanOf), ids)
      }
      const out = join(options.dir ?? join(root, 'dist/client'), '.vite/page-messages.json')
      mkdirSync(dirname(out), { recursive: true })
      writeFileSync(out, JSON.stringify(byPage))
    },
  }
}
