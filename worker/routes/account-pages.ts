import { Hono, type Context, type Next } from 'hono'
import { accountPath, safeOrigin, signInHref, signInPath } from '../../shared/account-paths'
import type { OrderSummary } from '../../shared/api/order-summary'
import { parseFlags } from '../../shared/flags'
import {
  ACCOUNT_LIMITS,
  normalizeEmail,
  validatePasswordChange,
  validateProfile,
  validateSignIn,
  validateSignUp,
  type AccountField,
} from '../../shared/rules/account'
import { AccountPage, type AccountPageData, type ProfileData, type SignInData } from '../../client/pages/account/account-page'
import type { AppEnv } from '../env'
import { decoyHash, hashPassword, verifyPassword } from '../account/password'
import { customerOf, endAccountSession, startAccountSession } from '../account/session'
import { getOrderSummary } from '../checkout/order-summary'
import {
  findCustomerLogin,
  findPasswordHash,
  insertCustomer,
  listCustomerOrderUuids,
  updateCustomerPassword,
  updateCustomerProfile,
  type Customer,
} from '../data/customers'
import { countRequest } from '../data/rate-limit'
import { clientIp } from '../middleware/rate-limit'
import { sizeLimit } from '../middleware/size-limit'
import { sitePagePath } from '../render/page-path'
import { privatePage } from '../render/private-page'
import { renderPage } from '../render/render-page'

/** Largest account form: a few short fields, url-encoded. */
const FORM_BODY_MAX = 8 * 1024

type Status = 200 | 429

function render(c: Context<AppEnv>, data: AccountPageData | Promise<AccountPageData>, status: Status = 200): Promise<Response> {
  return renderPage(c, { page: 'account', Page: AccountPage, data, status }).then(privatePage)
}

/** The posted form: each field cut to its limit (names and address trimmed, passwords as typed); a body that cannot be read is an empty form. */
async function readForm(c: Context<AppEnv>) {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
  const text = (name: string) => (typeof body[name] === 'string' ? body[name] : '')
  const field = (name: AccountField) => {
    const value = text(name).slice(0, ACCOUNT_LIMITS[name] + 1)
    return name.toLowerCase().includes('password') ? value : value.trim()
  }
  return { text, field }
}

/** The account pages exist while the customer-account flag is on; off, their addresses fall through (the trips' to the booking lookup). */
const accountsOn = (c: Context<AppEnv>) => parseFlags(c.env.FLAGS).customerAccount

/** Runs `handler` with the signed-in customer; a signed-out visitor is sent to sign in, coming back here. */
function signedIn(handler: (c: Context<AppEnv>, customer: Customer) => Promise<Response>) {
  return async (c: Context<AppEnv>, next: Next) => {
    if (!accountsOn(c)) return next()
    const customer = await customerOf(c)
    if (!customer) return c.redirect(signInHref(c.get('site'), sitePagePath(c)), 303)
    return handler(c, customer)
  }
}

const signInPage = (origin: string, rest: Partial<SignInData> = {}): SignInData => ({
  view: 'signin',
  origin,
  form: 'signin',
  email: '',
  firstName: '',
  lastName: '',
  errors: {},
  outcome: null,
  ...rest,
})

/** Too many tries from this address in the current minute (sign-in, account creation and password changes count together). */
async function tooMany(c: Context<AppEnv>): Promise<boolean> {
  const verdict = await countRequest(c, 'account-signin', clientIp(c.req.header('cf-connecting-ip')))
  if (verdict.allowed) return false
  c.header('Retry-After', String(verdict.retryAfter))
  return true
}

/** The profile page of an account, with what was posted when it was refused. */
function profilePage(customer: Customer, rest: Partial<ProfileData> = {}): ProfileData {
  return {
    view: 'profile',
    customer: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phone: customer.phone },
    values: { firstName: customer.firstName, lastName: customer.lastName, phoneNumber: customer.phone },
    profileErrors: {},
    passwordErrors: {},
    notice: null,
    ...rest,
  }
}

const SAVED_NOTICES = { profile: 'profileSaved', password: 'passwordChanged' } as const

/**
 * The customer's account (site-wide §1 account links, §2 account menu, §6 logged-in customer):
 * sign-in and account creation at /account/signin?origin= (plain form posts, then back to the
 * origin when it is a page of this site), signing out, the profile, the trips and the wishlist.
 * The session is a signed, HttpOnly cookie (worker/account/session.ts); every page here is private.
 */
export const accountPages = new Hono<AppEnv>({ strict: false })
  .get('/account/signin', async (c, next) => {
    if (!accountsOn(c)) return next()
    const site = c.get('site')
    const origin = safeOrigin(site, c.req.query('origin'))
    // Signed in already: straight back where the visitor was going.
    if (await customerOf(c)) return c.redirect(origin, 303)
    return render(c, signInPage(origin, { outcome: c.req.query('signedOut') === '1' ? 'signedOut' : null }))
  })
  .post('/account/signin', sizeLimit(FORM_BODY_MAX), async (c, next) => {
    if (!accountsOn(c)) return next()
    const site = c.get('site')
    const { text, field } = await readForm(c)
    const origin = safeOrigin(site, text('origin'))
    if (text('intent') === 'signup') {
      const values = { firstName: field('firstName'), lastName: field('lastName'), email: field('email'), password: field('password') }
      const kept = { form: 'signup' as const, firstName: values.firstName, lastName: values.lastName, email: values.email }
      const errors = validateSignUp(values)
      if (Object.keys(errors).length > 0) return render(c, signInPage(origin, { ...kept, errors }))
      if (await tooMany(c)) return render(c, signInPage(origin, { ...kept, outcome: 'tooMany' }), 429)
      const email = normalizeEmail(values.email)
      const id = await insertCustomer(c.env.DB, {
        email,
        passwordHash: await hashPassword(values.password),
        firstName: values.firstName,
        lastName: values.lastName,
        now: new Date().toISOString(),
      })
      if (id === null) return render(c, signInPage(origin, { ...kept, outcome: 'emailTaken' }))
      await startAccountSession(c, { id, email, firstName: values.firstName, lastName: values.lastName, phone: '', sessionVersion: 0 })
      return c.redirect(origin, 303)
    }
    const values = { email: field('email'), password: field('password') }
    const kept = { form: 'signin' as const, email: values.email }
    const errors = validateSignIn(values)
    if (Object.keys(errors).length > 0) return render(c, signInPage(origin, { ...kept, errors }))
    if (await tooMany(c)) return render(c, signInPage(origin, { ...kept, outcome: 'tooMany' }), 429)
    const login = await findCustomerLogin(c.env.DB, normalizeEmail(values.email))
    // An unknown address costs a hash as a wrong password does, and gets the same words.
    const matches = await verifyPassword(values.password, login?.passwordHash ?? (await decoyHash()))
    if (!login || !matches) return render(c, signInPage(origin, { ...kept, outcome: 'badCredentials' }))
    await startAccountSession(c, login.customer)
    return c.redirect(origin, 303)
  })
  .post('/account/signout', sizeLimit(FORM_BODY_MAX), async (c, next) => {
    if (!accountsOn(c)) return next()
    const site = c.get('site')
    const { text } = await readForm(c)
    endAccountSession(c)
    const origin = safeOrigin(site, text('origin'))
    // The account's own pages need a session: their visitor lands on the sign-in, told they are out.
    const back = origin.startsWith(`${site.pathPrefix}/account/`) || origin === `${site.pathPrefix}/` ? null : origin
    return c.redirect(back ?? `${signInPath(site)}?signedOut=1`, 303)
  })
  .get(
    '/account/settings/profile',
    signedIn((c, customer) => {
      const saved = c.req.query('saved')
      const notice = saved === 'profile' || saved === 'password' ? SAVED_NOTICES[saved] : null
      return render(c, profilePage(customer, { notice }))
    }),
  )
  .post(
    '/account/settings/profile',
    sizeLimit(FORM_BODY_MAX),
    signedIn(async (c, customer) => {
      const { text, field } = await readForm(c)
      const now = new Date().toISOString()
      const self = accountPath(c.get('site'), 'profile')
      if (text('intent') === 'password') {
        const values = { currentPassword: field('currentPassword'), newPassword: field('newPassword') }
        const passwordErrors = validatePasswordChange(values)
        if (Object.keys(passwordErrors).length > 0) return render(c, profilePage(customer, { passwordErrors }))
        if (await tooMany(c)) return render(c, profilePage(customer, { notice: 'tooMany' }), 429)
        const stored = await findPasswordHash(c.env.DB, customer.id)
        if (!stored || !(await verifyPassword(values.currentPassword, stored))) {
          return render(c, profilePage(customer, { notice: 'wrongPassword' }))
        }
        const sessionVersion = await updateCustomerPassword(c.env.DB, customer.id, await hashPassword(values.newPassword), now)
        // The other sessions end with the old password; this one goes on under the new version.
        if (sessionVersion !== null) await startAccountSession(c, { ...customer, sessionVersion })
        return c.redirect(`${self}?saved=password`, 303)
      }
      const values = { firstName: field('firstName'), lastName: field('lastName'), phoneNumber: field('phoneNumber') }
      const profileErrors = validateProfile(values)
      if (Object.keys(profileErrors).length > 0) return render(c, profilePage(customer, { values, profileErrors }))
      await updateCustomerProfile(c.env.DB, customer.id, {
        firstName: values.firstName,
        lastName: values.lastName,
        phone: values.phoneNumber,
        now,
      })
      return c.redirect(`${self}?saved=profile`, 303)
    }),
  )
  .get('/account/trips', async (c, next) => {
    // Signed out (or asking for it), the same address finds a booking by its number: the booking lookup.
    if (!accountsOn(c) || c.req.query('lookup') !== undefined) return next()
    const customer = await customerOf(c)
    if (!customer) return next()
    const site = c.get('site')
    const trips = listCustomerOrderUuids(c.env.DB, customer.id)
      .then((uuids) => Promise.all(uuids.map((uuid) => getOrderSummary(c, uuid, site.id))))
      .then((orders): AccountPageData => ({ view: 'trips', trips: orders.filter((o): o is OrderSummary => o !== null) }))
    return render(c, trips)
  })
  .get(
    '/account/wishlist',
    signedIn((c) => render(c, { view: 'wishlist' })),
  )
