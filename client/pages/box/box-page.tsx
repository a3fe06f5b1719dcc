import { useLingui } from '@lingui/react'
import type { BoxPageData } from '../../../shared/rules/box-pages'
import { useSite } from '../../app/site-context'
import { BoxDetail } from './box-detail'
import { BoxList } from './box-list'

/**
 * The gift box pages (product-pages.md "Gift box listing page" and "Gift box detail page"): the
 * list of boxes or one box, both left out of search engines; when their call failed, 'Oops,
 * something went wrong' in place of the content (site-wide §8).
 */
export function BoxPage({ data }: { data: BoxPageData }) {
  const { production } = useSite()
  return (
    <>
      {/* Outside production the document already says noindex. */}
      {production ? <meta name="robots" content="noindex, follow" /> : null}
      {data.view === 'list' ? <BoxList boxes={data.boxes} /> : null}
      {data.view === 'detail' ? <BoxDetail box={data.box} offers={data.offers} format={data.format} /> : null}
      {data.view === 'error' ? <BoxError /> : null}
    </>
  )
}

/** The list or the box could not be read. */
function BoxError() {
  const { _ } = useLingui()
  const { site } = useSite()
  return (
    <section className="container section error-page">
      <title>{_('search.error')}</title>
      <h1>{_('search.error')}</h1>
      <a className="button button--primary" href={`${site.pathPrefix}/`}>
        {_('common.goHome')}
      </a>
    </section>
  )
}
