import { useLingui } from '@lingui/react'
import { beneficiaryLoginPath } from '../../../shared/beneficiary-paths'
import { legalPageKeys } from '../../../shared/cms/legal-pages'
import { PRESS_ROOM_SITES } from '../../../shared/cms/press-room'
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

/** The payment methods the checkout takes (cards and online wallets), shown as their marks. */
const PAYMENT_METHODS = ['Visa', 'Mastercard', 'Apple Pay', 'Google Pay'] as const

/** The visitors' rating of the company (site-wide §9), shown in the footer and stated as its structured data. */
const RATING = { value: 4.5, best: 5, count: 4146 }

/**
 * The rating line, stated as the schema.org Organization and its AggregateRating where the page
 * states structured data (site-wide §2: not where its meta tags are missing, except in Italy).
 */
function RatingLine({ text, structuredData }: { text: string; structuredData: boolean }) {
  if (!structuredData) return <p>{text}</p>
  return (
    <p itemScope itemType="https://schema.org/Organization">
      <meta itemProp="name" content="Wanderweek" />
      <span itemProp="aggregateRating" itemScope itemType="https://schema.org/AggregateRating">
        <meta itemProp="ratingValue" content={String(RATING.value)} />
        <meta itemProp="bestRating" content={String(RATING.best)} />
        <meta itemProp="ratingCount" content={String(RATING.count)} />
        {text}
      </span>
    </p>
  )
}

/**
 * Site footer: three payment-info columns (methods, secured payment, instalments), the contact block
 * with its two blocks of hours (customer service, gift advice by phone), legal links (the press room on the French and
 * Spanish sites), country switcher, rating line and the legal asterisk notes. Where a stay is booked
 * (a stay page in the booking flow), the package-travel and data-protection notices.
 */
export function Footer() {
  const { _, i18n } = useLingui()
  const { site, path, structuredData } = useSite()
  // A stay page (its address under the stay route) outside the gifting flow sells a package.
  const packageSale = path.startsWith(`${routePath(site, 'stay')}/`) && !/[?&]flow=gifting(&|#|$)/.test(path)
  // Lingui's number formatter, built once per locale and shared with the messages that format numbers.
  const rating = i18n.number(RATING.value)
  const count = i18n.number(RATING.count)
  return (
    <footer className="site-footer">
      <div className="container site-footer__payments">
        <section aria-labelledby="footer-methods">
          <h2 id="footer-methods" className="site-footer__title">
            {_('footer.methods.title')}
          </h2>
          <ul className="chip-list" aria-label={_('footer.methods.list')}>
            {PAYMENT_METHODS.map((method) => (
              <li key={method}>
                <span className="site-footer__method" role="img" aria-label={method}>
                  {method}
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-pay">
          <h2 id="footer-pay" className="site-footer__title">
            {_('footer.payment.title')}
          </h2>
          <p>{_('footer.payment.secure')}</p>
        </section>
        <section aria-labelledby="footer-instalments">
          <h2 id="footer-instalments" className="site-footer__title">
            {_('footer.instalments.title')}
          </h2>
          <p>{_('footer.payment.instalments')}*</p>
        </section>
      </div>
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className="site-footer__title">
            {_('footer.help.title')}
          </h2>
          <p>{_('footer.help.hoursWeek')}</p>
          <p>{_('footer.help.hoursSaturday')}</p>
          <div id="footer-gift-phone" className="site-footer__hours">
            <p>
              <strong>{_('footer.giftPhone.title')}</strong>
            </p>
            <p>{_('footer.giftPhone.hours')}</p>
            <p>{_('footer.giftPhone.free')}</p>
          </div>
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
            {legalPageKeys(PRESS_ROOM_SITES.includes(site.id)).map((key) => (
              <li key={key}>
                <a href={`${site.pathPrefix}/${_(`legalPath.${key}`)}`}>{_(`footer.legal.${key}`)}</a>
              </li>
            ))}
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
        <RatingLine text={i18n._('footer.rating', { rating, count })} structuredData={structuredData} />
        <p className="site-footer__note">{_('footer.notes.instalments')}</p>
        <p className="site-footer__note">{_('footer.notes.prices')}</p>
        {packageSale ? (
          <>
            <p className="site-footer__note">{_('footer.legal.package')}</p>
            <p className="site-footer__note">{_('footer.legal.privacy')}</p>
          </>
        ) : null}
      </div>
    </footer>
  )
}
