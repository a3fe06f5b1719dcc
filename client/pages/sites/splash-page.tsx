import { getSite } from '../../../shared/sites'

/** Belgium's language splash: Dutch or French, remembered in the lastLanguage cookie. */
export function SplashPage({ data }: { data: { fr: string; nl: string } }) {
  const fr = getSite('fr_BE')
  const nl = getSite('nl_BE')
  return (
    <section className="container section sites">
      <title>Wanderweek België · Belgique</title>
      <h1 className="sites__title">
        <span lang="nl-BE">Kies je taal</span> · <span lang="fr-BE">Choisissez votre langue</span>
      </h1>
      <ul className="sites__list">
        <li lang={nl.bcp47}>
          <a className="sites__link" href={data.nl} hrefLang={nl.bcp47}>
            <strong>Nederlands</strong>
          </a>
        </li>
        <li lang={fr.bcp47}>
          <a className="sites__link" href={data.fr} hrefLang={fr.bcp47}>
            <strong>Français</strong>
          </a>
        </li>
      </ul>
    </section>
  )
}
