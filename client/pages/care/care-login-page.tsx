import { useLingui } from '@lingui/react'
import { Logo } from '../../components/layout/logo'

/** Why the screen is shown again: sign-in switched off on this server, or a refused Google sign-in. */
export type CareLoginNotice = 'not-configured' | 'csrf' | 'invalid' | 'unverified' | 'domain' | 'keys'

export type CareLoginProps = {
  /** The site's language tag (fr-FR…): the page's, and the Google button's. */
  bcp47: string
  /** Sign in with Google's settings; null when sign-in is not configured on this server. */
  google: { clientId: string; loginUri: string; staffDomain: string } | null
  notice: CareLoginNotice | null
  /** Inlined stylesheets (the site's own), by address. */
  styles: ReadonlyMap<string, string>
  nonce: string
}

/** The GIS script draws its button inside .g_id_signin; ours stands in until it has (or when it cannot load). */
const PAGE_STYLE = `.care-login{min-height:100vh;display:grid;place-items:center;padding:var(--space-4)}
.care-login__card{width:min(100%,26rem);display:grid;gap:var(--space-3);justify-items:center;text-align:center;padding:var(--space-5) var(--space-4);background:var(--color-surface);border:1px solid var(--color-border);border-radius:var(--radius-lg)}
.care-login__card h1{margin:0;font-size:var(--font-size-2xl)}
.care-login__card p{margin:0}
.care-login__google{display:inline-flex;align-items:center;gap:var(--space-2)}
.g_id_signin:not(:empty)+.care-login__google{display:none}`

/**
 * The customer-care login screen: staff sign in with their Google account (Google Identity
 * Services, redirect mode: Google posts the credential to the login URI). A document of its own,
 * with none of the site's scripts: nothing on it needs them.
 */
export function CareLoginPage({ bcp47, google, notice, styles, nonce }: CareLoginProps) {
  const { _ } = useLingui()
  const message = notice === null ? null : _(`care.login.${notice}`, { domain: google?.staffDomain ?? '' })
  return (
    <html lang={bcp47}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="theme-color" content="#0f4c5c" />
        <title>{_('care.login.pageTitle')}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {[...styles].map(([href, text]) => (
          <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: text }} />
        ))}
        <style dangerouslySetInnerHTML={{ __html: PAGE_STYLE }} />
        {google ? <script src="https://accounts.google.com/gsi/client" async nonce={nonce} /> : null}
      </head>
      <body>
        <main className="care-login">
          <div className="care-login__card">
            <Logo home={null} />
            <h1>{_('care.login.title')}</h1>
            <p>{_('care.login.intro')}</p>
            {message === null ? null : (
              <p
                role={notice === 'not-configured' ? undefined : 'alert'}
                className={notice === 'not-configured' ? 'message' : 'message message--error'}
              >
                {message}
              </p>
            )}
            {google ? (
              <>
                <div
                  id="g_id_onload"
                  data-client_id={google.clientId}
                  data-ux_mode="redirect"
                  data-login_uri={google.loginUri}
                  data-hd={google.staffDomain}
                  data-auto_prompt="false"
                />
                <div
                  className="g_id_signin"
                  data-type="standard"
                  data-theme="outline"
                  data-size="large"
                  data-text="signin_with"
                  data-shape="rectangular"
                  data-logo_alignment="left"
                  data-locale={bcp47}
                />
              </>
            ) : null}
            <button type="button" className="button care-login__google" disabled>
              <GoogleMark />
              {_('care.login.google')}
            </button>
          </div>
        </main>
      </body>
    </html>
  )
}

/** Google's "G", drawn in its four colours. */
function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path fill="#4285F4" d="M46.1 24.6c0-1.6-.1-3.1-.4-4.6H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17z" />
      <path fill="#FBBC05" d="M10.5 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.8-6.1z" />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  )
}
