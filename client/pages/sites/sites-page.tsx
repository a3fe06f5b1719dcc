import { SITES } from '../../../shared/sites'

/** Site names in their own language: this page is read before a site is chosen. */
const NAMES: Record<string, { country: string; language: string }> = {
  fr_FR: { country: 'France', language: 'Français' },
  es_ES: { country: 'España', language: 'Español' },
  fr_BE: { country: 'Belgique', language: 'Français' },
  nl_BE: { country: 'België', language: 'Nederlands' },
  nl_NL: { country: 'Nederland', language: 'Nederlands' },
  it_IT: { country: 'Italia', language: 'Italiano' },
}

/** The root of a host that is not a site: the list of the six sites. */
export function SitesPage() {
  return (
    <section className="container section sites">
      <title>Wanderweek</title>
      <h1 className="sites__title">Wanderweek</h1>
      <ul className="sites__list">
        {SITES.map((s) => (
          <li key={s.id} lang={s.bcp47}>
            <a className="sites__link" href={`${s.pathPrefix}/`} hrefLang={s.bcp47}>
              <strong>{NAMES[s.id]?.country}</strong> <span>{NAMES[s.id]?.language}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  )
}
