// Prints a customer-care session cookie for a staff e-mail, signed with CARE_SESSION_SECRET from
// .dev.vars (or the environment): the care host's pages open with it where Google sign-in is not
// set up (a laptop). Usage: npm run care-session -- <email> [hours, default 12]
import { readFileSync } from 'node:fs'
import { CARE_SESSION_COOKIE, CARE_SESSION_SECONDS, signCareSession } from '../worker/care/staff-session'

/** CARE_SESSION_SECRET from the environment, else from .dev.vars. */
function secretOf(): string {
  if (process.env.CARE_SESSION_SECRET) return process.env.CARE_SESSION_SECRET
  try {
    const text = readFileSync(new URL('../.dev.vars', import.meta.url), 'utf8')
    for (const line of text.split('\n')) {
      const match = /^\s*CARE_SESSION_SECRET\s*=\s*"?(.*?)"?\s*$/.exec(line)
      if (match) return match[1] ?? ''
    }
  } catch {
    // no .dev.vars: reported below
  }
  return ''
}

async function main(): Promise<number> {
  const [email, hours] = process.argv.slice(2)
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email) || (hours !== undefined && !/^\d{1,3}$/.test(hours))) {
    console.error('Usage: npm run care-session -- <email> [hours]\n  e.g. npm run care-session -- ana@weekend.fr')
    return 2
  }
  const secret = secretOf()
  if (secret === '') {
    console.error('CARE_SESSION_SECRET is not set in .dev.vars (see .dev.vars.example)')
    return 1
  }
  const seconds = hours === undefined ? CARE_SESSION_SECONDS : Number(hours) * 3600
  const token = await signCareSession(secret, email, Math.floor(Date.now() / 1000) + seconds)
  console.log(`${CARE_SESSION_COOKIE}=${token}`)
  return 0
}

process.exitCode = await main()
