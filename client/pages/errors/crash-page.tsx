import { useLingui } from '@lingui/react'
import { useSite } from '../../app/site-context'

/** Shown when a page render fails: 'It seems that the page went on holidays'. */
export function CrashPage() {
  const { _ } = useLingui()
  const { site } = useSite()
  return (
    <section className="container section error-page">
      <title>{_('crash.title')}</title>
      <meta name="robots" content="noindex, follow" />
      <h1>{_('crash.title')}</h1>
      <a className="button button--primary" href={`${site.pathPrefix}/`}>
        {_('common.goHome')}
      </a>
    </section>
  )
}
