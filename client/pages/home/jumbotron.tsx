import { useLingui } from '@lingui/react'
import type { HomeData } from '../../../shared/cms/home-content'
import type { Flow } from '../../../shared/sites'
import { SearchBar } from '../../components/search-bar/search-bar'
import { ArrowIcon } from './home-icons'
import { JumbotronCountdown } from './jumbotron-countdown'

/** Breakpoint of the jumbotron image: the large image from 600 px (site-wide §2). */
const LARGE_MEDIA = '(min-width: 600px)'

type Props = {
  jumbotron: HomeData['jumbotron']
  flow: Flow
  themes: HomeData['searchThemes']
  cities: HomeData['searchCities']
}

/**
 * The jumbotron: title, subtitle, the countdown while its window is open, the search bar of the flow and up to five call-to-action cards
 * over the CMS image (the page's largest paint, so it alone loads with high priority).
 */
export function Jumbotron({ jumbotron, flow, themes, cities }: Props) {
  const { _ } = useLingui()
  const title = jumbotron?.title ?? _('home.jumbotron.title')
  const subtitle = jumbotron ? jumbotron.subtitle : _('home.jumbotron.subtitle')
  const ctas = jumbotron?.ctas ?? []
  const image = jumbotron?.imageMobile ?? jumbotron?.imageDesktop ?? null
  return (
    <section className="hero" aria-labelledby="home-title">
      {image ? (
        <picture className="hero__media">
          {jumbotron?.imageDesktop ? <source media={LARGE_MEDIA} srcSet={jumbotron.imageDesktop} width={1920} height={880} /> : null}
          <img src={image} alt="" width={750} height={360} fetchPriority="high" decoding="async" />
        </picture>
      ) : null}
      <div className="container hero__content">
        <h1 id="home-title" className="hero__title">
          {title}
        </h1>
        {subtitle ? <p className="hero__subtitle">{subtitle}</p> : null}
        {jumbotron?.countdown ? <JumbotronCountdown countdown={jumbotron.countdown} /> : null}
        <div className="hero__search">
          <SearchBar flow={flow} variant="home" themes={flow === 'hotel' ? [] : themes} activityCities={cities} />
        </div>
        {ctas.length > 0 ? (
          <ul className={`hero__ctas hero__ctas--${ctas.length}`}>
            {ctas.map((cta) => (
              <li key={cta.url + cta.label}>
                <a className="hero__cta" href={cta.url} {...(cta.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
                  <span>{cta.label}</span>
                  {cta.newTab ? <span className="visually-hidden"> {_('link.newTab')}</span> : null}
                  <ArrowIcon />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  )
}
