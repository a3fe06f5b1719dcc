// Purges cached API answers and page HTML by scope on a running worker.
// Usage: npm run purge -- <all|site|campaign|product|page-type> [value]
//   PURGE_URL (default http://localhost:8787) and OPS_TOKEN come from the environment or .dev.vars.
import { readFileSync } from 'node:fs'
import { PURGE_SCOPES, type PurgeScope } from '../worker/data/cache-keys'

function devVars(): Record<string, string> {
  try {
    const text = readFileSync(new URL('../.dev.vars', import.meta.url), 'utf8')
    return Object.fromEntries(
      text
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('#') && l.includes('='))
        .map((l) => [
          l.slice(0, l.indexOf('=')).trim(),
          l
            .slice(l.indexOf('=') + 1)
            .trim()
            .replace(/^"(.*)"$/, '$1'),
        ]),
    )
  } catch {
    return {}
  }
}

function isScope(value: string | undefined): value is PurgeScope {
  return (PURGE_SCOPES as readonly string[]).includes(value ?? '')
}

async function main(): Promise<number> {
  const [scope, value] = process.argv.slice(2)
  if (!isScope(scope) || (scope !== 'all' && !value)) {
    console.error(
      `Usage: npm run purge -- <${PURGE_SCOPES.join('|')}> [value]\n  e.g. npm run purge -- site fr_FR | product stay:123 | page-type search | campaign summer`,
    )
    return 2
  }
  const vars = devVars()
  const url = (process.env.PURGE_URL ?? vars.PURGE_URL ?? 'http://localhost:8787').replace(/\/+$/, '')
  const token = process.env.OPS_TOKEN ?? vars.OPS_TOKEN
  if (!token) {
    console.error('OPS_TOKEN is not set (environment or .dev.vars)')
    return 2
  }
  const res = await fetch(`${url}/ops/purge`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(value === undefined ? { scope } : { scope, value }),
  })
  const text = await res.text()
  if (!res.ok) {
    console.error(`Purge failed (${res.status}): ${text}`)
    return 1
  }
  console.log(text)
  return 0
}

process.exitCode = await main()
