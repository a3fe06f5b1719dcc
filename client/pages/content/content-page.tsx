import { useLingui } from '@lingui/react'
import { Fragment, lazy, Suspense } from 'react'
import type { RichSegment } from '../../../shared/cms/rich-text'
import type { IdeasPageData } from '../../../shared/cms/ideas'
import type { MinisitePageData } from '../../../shared/cms/minisite'
import type { ContentBlock, ContentPageData } from '../../../shared/cms/static-page'
import { useSite } from '../../app/site-context'
import { Breadcrumb } from '../../components/layout/breadcrumb'
import { formatLongDate } from '../../lib/format'
import { IdeasView } from './ideas-view'
import { MetaDescription } from '../../components/layout/meta-description'

// A partner's minisite shows stay cards: their code loads with it, not with every content page.
const MinisiteView = lazy(() => import('./minisite-view').then((m) => ({ default: m.MinisiteView })))

/** Authored text runs, with the emphasis the CMS may use. */
function Rich({ segments }: { segments: readonly RichSegment[] }) {
  return segments.map((s, i) => {
    const text = s.em ? <em>{s.text}</em> : s.text
    return <Fragment key={i}>{s.strong ? <strong>{text}</strong> : text}</Fragment>
  })
}

function Block({ block }: { block: ContentBlock }) {
  if (block.type === 'paragraph') {
    return (
      <p>
        <Rich segments={block.text} />
      </p>
    )
  }
  return (
    <ul>
      {block.items.map((item, i) => (
        <li key={i}>
          <Rich segments={item} />
        </li>
      ))}
    </ul>
  )
}

/**
 * A static content page (site-wide §2: terms of sale, terms of use, data protection, cookies,
 * partner sign-up) from its CMS document: title, last update, intro and sections; or the ideas
 * page and a partner's minisite, other pages of authored-style content (their own views).
 */
export function ContentPage({ data }: { data: ContentPageData | IdeasPageData | MinisitePageData }) {
  if (!('kind' in data)) return <StaticContent data={data} />
  return data.kind === 'minisite' ? (
    <Suspense fallback={null}>
      <MinisiteView data={data} />
    </Suspense>
  ) : (
    <IdeasView data={data} />
  )
}

/** A static content page: everything is rendered on the server; it has nothing of its own to hydrate. */
function StaticContent({ data }: { data: ContentPageData }) {
  const { _, i18n } = useLingui()
  const { site, production } = useSite()
  const breadcrumb = [
    { label: _('contentPage.home'), uri: `${site.pathPrefix}/` },
    { label: data.title, uri: data.uri },
  ]
  return (
    <>
      <title>{i18n._('contentPage.title', { title: data.seo.title })}</title>
      <MetaDescription text={data.seo.description} />
      {/* Outside production the document already says noindex. */}
      {production ? (
        <meta name="robots" content={`${data.seo.index ? 'index' : 'noindex'}, ${data.seo.follow ? 'follow' : 'nofollow'}`} />
      ) : null}
      <div className="container content-page">
        <Breadcrumb items={breadcrumb} />
        <article className="content-page__article">
          <header className="content-page__header">
            <h1 className="content-page__title">{data.title}</h1>
            <p className="content-page__updated">
              <time dateTime={data.updatedAt}>{i18n._('contentPage.updated', { date: formatLongDate(data.updatedAt, site.bcp47) })}</time>
            </p>
            {data.intro.length > 0 ? (
              <p className="content-page__intro">
                <Rich segments={data.intro} />
              </p>
            ) : null}
          </header>
          {data.sections.map((section, index) => (
            <section key={index} className="content-page__section" aria-labelledby={`content-section-${index + 1}`}>
              <h2 id={`content-section-${index + 1}`}>{section.heading}</h2>
              {section.blocks.map((block, i) => (
                <Block key={i} block={block} />
              ))}
              {section.link ? (
                <p>
                  <a className="content-page__link" href={section.link.url}>
                    {section.link.label}
                  </a>
                </p>
              ) : null}
            </section>
          ))}
        </article>
      </div>
    </>
  )
}
