import { useLingui } from '@lingui/react'
import { CONTACT_QUICK_ACTIONS, quickActionHref } from '../../../shared/rules/contact-reasons'
import { island } from '../../app/island'
import { useSite } from '../../app/site-context'
import type { ContactCaptcha } from './contact-form'
import { MessengerEntry } from './messenger-entry'
import { MetaDescription } from '../../components/layout/meta-description'

/** The five popular questions, each a link to its answer on the page (the help banner leads to them). */
const POPULAR_QUESTIONS = ['modify', 'cancel', 'bookingNumber', 'offerInfo', 'answerTime'] as const

export type ContactPageData = {
  /** The page's own path, where the form posts. */
  action: string
  /** The outcome the worker redirected back with (?ref=contact_thank_you or contact_error). */
  result: 'success' | 'error' | null
  /** The reason chosen without JavaScript (?reason=), when it is one of ours. */
  reason: string | null
  captcha: ContactCaptcha
}

// The form's code (its checks, the email suggestion) comes with the page: once live, 'Leave us a
// message' is a button opening the form in a dialog.
const ContactFormIsland = island('contact-form', () => import('./contact-form').then((m) => m.ContactMessage), { eager: () => true })

/** The contact page: help banner, result of a submit, quick actions, popular questions, hours and the chat, and the message form. */
export function ContactPage({ data }: { data: ContactPageData }) {
  const { _ } = useLingui()
  const { site } = useSite()
  return (
    <>
      <title>{_('contactPage.title')}</title>
      <MetaDescription text={_('contactPage.helpBanner')} />
      <div className="container contact-page">
        <h1 className="contact-page__title">{_('contactPage.heading')}</h1>
        <p className="contact-banner">
          <span>{_('contactPage.helpBanner')}</span> <a href="#faq">{_('contactPage.helpBanner.link')}</a>
        </p>
        {data.result === 'success' ? (
          <p role="status" className="message message--success">
            {_('contactPage.success')}
          </p>
        ) : null}
        {data.result === 'error' ? (
          <p role="alert" className="message message--error">
            {_('contactPage.error')}
          </p>
        ) : null}
        <div className="contact-page__grid">
          <section aria-labelledby="contact-quick" className="contact-section">
            <h2 id="contact-quick">{_('contactPage.quick.title')}</h2>
            <ul className="contact-quick">
              {CONTACT_QUICK_ACTIONS.map((action) => (
                <li key={action}>
                  <a className="button contact-quick__action" href={quickActionHref(site, action)}>
                    {_(`contactPage.quick.${action}`)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="contact-hours" className="contact-section">
            <h2 id="contact-hours">{_('footer.help.title')}</h2>
            <p>{_('footer.help.hoursWeek')}</p>
            <p>{_('footer.help.hoursSaturday')}</p>
            <p className="contact-section__note">{_('contactPage.answerTime')}</p>
            <MessengerEntry />
          </section>
        </div>
        <section id="faq" aria-labelledby="contact-faq" className="contact-section">
          <h2 id="contact-faq">{_('contactPage.faq.title')}</h2>
          {/* Each question links to itself: its answer shows while it is the address's target (no script needed). */}
          <ul className="plain-list contact-faq">
            {POPULAR_QUESTIONS.map((q) => (
              <li key={q} id={`faq-${q}`} className="contact-faq__item">
                <a className="contact-faq__question" href={`#faq-${q}`}>
                  {_(`contactPage.faq.${q}.question`)}
                </a>
                <p className="contact-faq__answer">{_(`contactPage.faq.${q}.answer`)}</p>
              </li>
            ))}
          </ul>
        </section>
        <section id="message" aria-labelledby="contact-message" className="contact-section">
          <h2 id="contact-message">{_('contactPage.message.title')}</h2>
          <ContactFormIsland action={data.action} reason={data.reason} captcha={data.captcha} />
        </section>
      </div>
    </>
  )
}
