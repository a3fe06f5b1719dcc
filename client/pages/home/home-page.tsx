import { useLingui } from '@lingui/react'
import { SearchBox } from '../../components/search-bar/search-box'

/** Home page data: CMS jumbotron and destination links for the site and flow. */
export type HomeData = {
  jumbotron: { title: string; subtitle: string } | null
  destinations: { label: string; uri: string; count: number }[]
  themes: { label: string; uri: string }[]
}

/** The home page: jumbotron with the search box, popular destinations and themes. */
export function HomePage({ data }: { data: HomeData }) {
  const { _, i18n } = useLingui()
  return (
    <>
      <title>{_('home.title')}</title>
      <meta name="description" content={_('home.description')} />
      <section className="jumbotron">
        <div className="container">
          <h1 className="jumbotron__title">{data.jumbotron?.title ?? _('home.jumbotron.title')}</h1>
          <p className="jumbotron__subtitle">{data.jumbotron?.subtitle ?? _('home.jumbotron.subtitle')}</p>
          <SearchBox />
        </div>
      </section>
      <section className="container section" aria-labelledby="home-destinations">
        <h2 id="home-destinations">{_('home.destinations')}</h2>
        <ul className="chip-list">
          {data.destinations.map((d) => (
            <li key={d.uri}>
              <a className="chip" href={d.uri}>
                {d.label} <span className="chip__count">{i18n._('home.destinationCount', { count: d.count })}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      {data.themes.length > 0 ? (
        <section className="container section" aria-labelledby="home-themes">
          <h2 id="home-themes">{_('home.themes')}</h2>
          <ul className="chip-list">
            {data.themes.map((t) => (
              <li key={t.uri}>
                <a className="chip" href={t.uri}>
                  {t.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  )
}
