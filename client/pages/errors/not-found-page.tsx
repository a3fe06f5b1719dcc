import { useLingui } from '@lingui/react'
import { useSite } from '../../app/site-context'

/** The 404 page: 'Oops', the message, the error code and a way home. */
export function NotFoundPage() {
  const { _ } = useLingui()
  const { site } = useSite()
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
