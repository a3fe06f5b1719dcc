/**
 * Compiles the Lingui catalogs into locales/compiled/<locale>.json, the form
 * @lingui/core reads at run time without shipping the message compiler.
 *
 * Each locale is a folder of area files (locales/<locale>/<area>.json, ICU
 * messages keyed by id) so areas can be translated independently; en/ is the
 * source. Fails when a site locale lacks a message of the source or has one
 * the source does not know.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { LOCALES, SOURCE_LOCALE } from '../locales/locales'

const dir = new URL('../locales/', import.meta.url)

/** All messages of a locale, merged from its area files. */
export function readCatalog(locale: string): Record<string, string> {
  const folder = new URL(`${locale}/`, dir)
  const merged: Record<string, string> = {}
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.json')).sort()) {
    Object.assign(merged, JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Record<string, string>)
  }
  return merged
}

/** Problems of a catalog against the source: missing, empty or unknown ids. */
export function catalogProblems(locale: string, catalog: Record<string, string>, source: Record<string, string>): string[] {
  const problems: string[] = []
  for (const id of Object.keys(source)) if (!catalog[id]?.trim()) problems.push(`${locale}: missing ${id}`)
  for (const id of Object.keys(catalog)) if (!(id in source)) problems.push(`${locale}: unknown ${id}`)
  return problems
}

function main(): void {
  const source = readCatalog(SOURCE_LOCALE)
  const problems: string[] = []
  mkdirSync(new URL('compiled/', dir), { recursive: true })
  for (const locale of [SOURCE_LOCALE, ...LOCALES]) {
    const catalog = readCatalog(locale)
    problems.push(...catalogProblems(locale, catalog, source))
    const compiled: Record<string, unknown> = {}
    for (const id of Object.keys(source)) compiled[id] = compileMessage(catalog[id] ?? source[id] ?? id)
    writeFileSync(new URL(`compiled/${locale}.json`, dir), JSON.stringify(compiled))
  }
  if (problems.length > 0) {
    console.error(`Lingui catalogs are incomplete:\n${problems.slice(0, 80).join('\n')}`)
    process.exit(1)
  }
  console.log(`compiled ${LOCALES.length + 1} catalogs, ${Object.keys(source).length} messages each`)
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) main()
