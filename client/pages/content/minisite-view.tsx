import { useLingui } from '@lingui/react'
import type { LegalRun, MinisitePageData } from '../../../shared/cms/minisite'
import { routePath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { StayCard } from '../../components/cards/stay-card'
import { MetaDescription } from '../../components/layout/meta-description'

/** One run of the partner's legal text: a link, or text with its emphasis. */
function Run({ run }: { run: LegalRun }) {
  if ('href' in run) return <a href={run.href}>{run.text}</a>
  const text = run.em ? <em>{run.text}</em> : run.text
  return run.strong ? <strong>{text}</strong> : <>{text}</>
}

/**
 * A partner's minisite (site-wide.md §2 "Partner minisites"): the partner's banner (its mobile
 * image on phones) and logo, the stays the site presents to its members or readers (their links
 * carry the minisite, which the booking records), a way to the whole search, and the partner's
 * legal text.
 */
export function MinisiteView({ data }: { data: MinisitePageData }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const partner = data.partnerName ?? _('minisite.partner')
  const title = i18n._('minisite.title', { partner })
  return (
    <>
      <title>{i18n._('contentPage.title', { title })}</title>
      <MetaDescription text={i18n._('minisite.intro', { partner })} />
      <div className="minisite">
        <picture className="minisite__banner">
          <source media="(max-width: 599px)" srcSet={data.banner.mobile} width={750} height={360} />
          <img src={data.banner.desktop} alt="" width={1920} height={595} fetchPriority="high" />
        </picture>
        <div className="container">
          <header className="minisite__header">
            {data.logo ? <img className="minisite__logo" src={data.logo} alt={partner} width={237} height={168} /> : null}
            <div>
              <p className="minisite__with">{i18n._('minisite.with', { partner })}</p>
              <h1 className="minisite__title">{title}</h1>
              <p className="minisite__intro">{i18n._('minisite.intro', { partner })}</p>
            </div>
          </header>
          {data.stays.length > 0 ? (
            <section className="minisite__stays" aria-labelledby="minisite-stays">
              <h2 id="minisite-stays">{_('minisite.stays')}</h2>
              <div className="results-grid">
                {data.stays.map((card, i) => (
                  <StayCard key={card.id} card={card} flow="booking" eager={i < 3} linkSuffix={`?minisite=${data.minisiteId}`} />
                ))}
              </div>
            </section>
          ) : null}
          <p className="minisite__more">
            <a className="button button--primary" href={routePath(site, 'search')}>
              {_('minisite.search')}
            </a>
          </p>
          {data.footer.length > 0 ? (
            <aside className="minisite__legal" aria-label={i18n._('minisite.legal', { partner })}>
              {data.footer.map((paragraph, p) => (
                <p key={p}>
                  {paragraph.map((line, l) => (
                    <span key={l} className="minisite__line">
                      {line.map((run, r) => (
                        <Run key={r} run={run} />
                      ))}
                    </span>
                  ))}
                </p>
              ))}
            </aside>
          ) : null}
        </div>
      </div>
    </>
  )
}
