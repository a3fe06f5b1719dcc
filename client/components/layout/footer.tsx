import { useLingui } from '@lingui/react'
import { beneficiaryLoginPath } from '../../../shared/beneficiary-paths'
import { routePath, SITES } from '../../../shared/sites'
import { useSite } from '../../app/site-context'

const SITE_NAMES: Record<string, string> = {
  fr_FR: 'France',
  es_ES: 'España',
  fr_BE: 'Belgique (FR)',
  nl_BE: 'België (NL)',
  nl_NL: 'Nederland',
  it_IT: 'Italia',
}

/** The visitors' rating of the company (site-wide §9), shown in the footer and stated as its structured data. */
const RATING = { value: 4.5, best: 5, count: 4146 }

/** Site footer: payment and help notes, contact hours, legal links, country switcher, rating line. */
export function Footer() {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  // Lingui's number formatter, built once per locale and shared with the messages that format numbers.
  const rating = i18n.number(RATING.value)
  const count = i18n.number(RATING.count)
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-pay">
          <h2 id="footer-pay" className="site-footer__title">
            {_('footer.payment.title')}
          </h2>
          <p>{_('footer.payment.secure')}</p>
          <p>{_('footer.payment.instalments')}</p>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__title">
            {_('footer.help.title')}
          </h2>
          <p>{_('footer.help.hoursWeek')}</p>
          <p>{_('footer.help.hoursSaturday')}</p>
          <p>
            <a href={routePath(site, 'contact')}>{_('footer.help.contact')}</a>
          </p>
          <p>
            <a href={beneficiaryLoginPath(site)}>{_('menu.boxLogin')}</a>
          </p>
          <p>
            <a href={routePath(site, 'theme')}>{_('ideasPage.title')}</a>
          </p>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="site-footer__title">
            {_('footer.legal.title')}
          </h2>
          <ul className="plain-list">
            <li>
              <a href={`${site.pathPrefix}/content/terms-of-sale`}>{_('footer.legal.termsOfSale')}</a>
            </li>
            <li>
              <a href={`${site.pathPrefix}/content/terms-of-use`}>{_('footer.legal.termsOfUse')}</a>
            </li>
            <li>
              <a href={`${site.pathPrefix}/content/data-protection`}>{_('footer.legal.dataProtection')}</a>
            </li>
            <li>
              <a href={`${site.pathPrefix}/content/cookies`}>{_('footer.legal.cookies')}</a>
            </li>
            <li>
              <a href={`${site.pathPrefix}/content/partner-signup`}>{_('footer.legal.partners')}</a>
            </li>
          </ul>
        </section>
        <nav aria-labelledby="footer-countries">
          <h2 id="footer-countries" className="site-footer__title">
            {_('footer.countries')}
          </h2>
          <ul className="plain-list">
            {SITES.map((s) => (
              <li key={s.id}>
                <a href={`${s.pathPrefix}/`} hrefLang={s.bcp47} lang={s.bcp47} aria-current={s.id === site.id ? 'true' : undefined}>
                  {SITE_NAMES[s.id]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="container site-footer__bottom">
        <p itemScope itemType="https://schema.org/Organization">
          <meta itemProp="name" content="Wanderweek" />
          <span itemProp="aggregateRating" itemScope itemType="https://schema.org/AggregateRating">
            <meta itemProp="ratingValue" content={String(RATING.value)} />
            <meta itemProp="bestRating" content={String(RATING.best)} />
            <meta itemProp="ratingCount" content={String(RATING.count)} />
            {i18n._('footer.rating', { rating, count })}
          </span>
        </p>
      </div>
    </footer>
  )
}
