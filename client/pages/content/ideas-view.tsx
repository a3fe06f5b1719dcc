import { useLingui } from '@lingui/react'
import { useState } from 'react'
import { IDEAS_PER_SECTION, shownIdeas, type IdeasPageData, type IdeasSection } from '../../../shared/cms/ideas'
import { useSite } from '../../app/site-context'
import { Breadcrumb } from '../../components/layout/breadcrumb'
import { MetaDescription } from '../../components/layout/meta-description'

/**
 * The ideas page (site-wide.md §2 "Ideas page"): title, intro, a section of idea cards per theme
 * (its weekends in each region of the country, the first ones at once and 'See more' for the
 * others) and the list of the country's regions. A catalogue that could not be read says so.
 */
export function IdeasView({ data }: { data: IdeasPageData }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const title = _('ideasPage.title')
  return (
    <>
      <title>{i18n._('contentPage.title', { title })}</title>
      <MetaDescription text={_('ideasPage.intro')} />
      <div className="container ideas-page">
        <Breadcrumb
          items={[
            { label: _('contentPage.home'), uri: `${site.pathPrefix}/` },
            { label: title, uri: data.uri },
          ]}
        />
        <header className="ideas-page__header">
          <h1 className="ideas-page__title">{title}</h1>
          <p className="ideas-page__intro">{_('ideasPage.intro')}</p>
        </header>
        {data.failed ? <p className="message message--error">{_('search.error')}</p> : null}
        {data.sections.map((section) => (
          <IdeasBlock key={section.themeId} section={section} />
        ))}
        {data.regions.length > 0 ? (
          <section className="ideas-page__regions" aria-labelledby="ideas-regions">
            <h2 id="ideas-regions">{_('ideasPage.regions')}</h2>
            <ul className="ideas-regions">
              {data.regions.map((region) => (
                <li key={region.id}>
                  <a href={region.url}>{region.name}</a>{' '}
                  <span className="ideas-regions__count">({i18n._('ideasPage.count', { count: region.count })})</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  )
}

function IdeasBlock({ section }: { section: IdeasSection }) {
  const { _, i18n } = useLingui()
  const [expanded, setExpanded] = useState(false)
  const headingId = `ideas-${section.themeId}`
  const listId = `ideas-list-${section.themeId}`
  return (
    <section className="ideas-section" aria-labelledby={headingId}>
      <div className="ideas-section__head">
        <h2 id={headingId}>{section.title}</h2>
        <a className="ideas-section__all" href={section.url}>
          {i18n._('ideasPage.themeLink', { theme: section.title })}
        </a>
      </div>
      <ul id={listId} className="ideas-cards">
        {shownIdeas(section.ideas, expanded).map((idea) => (
          <li key={idea.regionId}>
            <a className="ideas-card" href={idea.url}>
              <span className="ideas-card__media">
                <img src={idea.image} alt="" width={640} height={360} loading="lazy" decoding="async" />
              </span>
              <span className="ideas-card__body">
                <span className="ideas-card__title">
                  <span className="visually-hidden">{section.title} · </span>
                  {idea.region}
                </span>
                <span className="ideas-card__count">{i18n._('ideasPage.count', { count: idea.count })}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
      {!expanded && section.ideas.length > IDEAS_PER_SECTION ? (
        <button
          type="button"
          className="button ideas-section__more"
          aria-controls={listId}
          aria-expanded={false}
          onClick={() => setExpanded(true)}
        >
          {_('ideasPage.seeMore')}
        </button>
      ) : null}
    </section>
  )
}
