import { I18nProvider } from '@lingui/react'
import type { Context } from 'hono'
import { renderToReadableStream } from 'react-dom/server.edge'
import { CareLoginPage, type CareLoginNotice } from '../../client/pages/care/care-login-page'
import { careSignInSettings } from '../care/settings'
import type { AppEnv } from '../env'
import { entryStylesheets } from './assets'
import { inlineStyles } from './inline-styles'

/** Google Identity Services' script, button frame and styles, for the login screen's CSP. */
const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/'

/**
 * The customer-care login screen in the request's site language, status 401: never stored by any
 * cache (no-store), never indexed. Without sign-in configured it says so, and shows no Google
 * button that could not work.
 */
export async function renderCareLogin(c: Context<AppEnv>, notice: CareLoginNotice | null): Promise<Response> {
  const settings = careSignInSettings(c.env)
  const google = settings
    ? { clientId: settings.clientId, staffDomain: settings.staffDomain, loginUri: new URL('/care/session', c.req.url).href }
    : null
  if (google) {
    c.set('cspSources', {
      'script-src': [`${GOOGLE_SIGN_IN}client`],
      'style-src': [GOOGLE_SIGN_IN],
      'frame-src': [GOOGLE_SIGN_IN],
      'connect-src': [GOOGLE_SIGN_IN],
      'form-action': ['https://accounts.google.com'],
    })
  }
  const site = c.get('site')
  const stream = await renderToReadableStream(
    <I18nProvider i18n={c.get('i18n')}>
      <CareLoginPage
        bcp47={site.bcp47}
        google={google}
        notice={notice ?? (google ? null : 'not-configured')}
        styles={await inlineStyles(c.env.ASSETS, entryStylesheets())}
        nonce={c.get('nonce')}
      />
    </I18nProvider>,
    { nonce: c.get('nonce') },
  )
  await stream.allReady
  // Through the context: cookies set earlier in the request (the return path) go out with it.
  c.header('Content-Type', 'text/html; charset=UTF-8')
  c.header('Cache-Control', 'no-store')
  c.header('X-Robots-Tag', 'noindex, nofollow')
  return c.body(stream, 401)
}
