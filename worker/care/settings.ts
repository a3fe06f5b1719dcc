/** What Google sign-in on the customer-care host needs; null when any is missing (sign-in is then off). */
export type CareSignInSettings = { clientId: string; staffDomain: string; secret: string }

type SettingsEnv = Pick<Env, 'GOOGLE_CLIENT_ID' | 'CARE_STAFF_DOMAIN' | 'CARE_SESSION_SECRET'>

/**
 * The sign-in settings: the OAuth client id (public), the staff's Google Workspace domain and the
 * secret signing sessions. A server without them keeps customer-care mode closed: it never falls
 * back to open access.
 */
export function careSignInSettings(env: SettingsEnv): CareSignInSettings | null {
  // Unset secrets and vars are absent at run time, whatever the generated type says.
  const clientId: string | undefined = env.GOOGLE_CLIENT_ID
  const staffDomain: string | undefined = env.CARE_STAFF_DOMAIN
  const secret: string | undefined = env.CARE_SESSION_SECRET
  if (!clientId || !staffDomain || !secret) return null
  return { clientId, staffDomain, secret }
}
