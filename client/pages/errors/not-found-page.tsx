import { useLingui } from '@lingui/react'
import { useEffect } from 'react'
import { useSite } from '../../app/site-context'

/** The 404 page: 'Oops', the message, the error code and a way home; it reports the address it was shown for (site-wide §7). */
export function NotFoundPage() {
  const { _ } = useLingui()
  const { site } = useSite()
  useEffect(() => {
    const query = new URLSearchParams({ uri: window.location.pathname + window.location.search, locale: site.id })
    // A lost report costs nothing the visitor sees.
    fetch(`/error?${query.toString()}`, { keepalive: true }).catch(() => undefined)
  }, [site.id])
  return (
    <section className="container section error-page">
      <title>{_('notFound.title')}</title>
      <meta name="robots" content="noindex, follow" />
      <h1>{_('notFound.title')}</h1>
      <p>{_('notFound.message')}</p>
      <p className="error-page__code">{_('notFound.code')}</p>
      <a className="button button--primary" href={`${site.pathPrefix}/`}>
        {_('common.goHome')}
      </a>
    </section>
  )
}
