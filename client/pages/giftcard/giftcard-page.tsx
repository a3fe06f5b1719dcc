import { useLingui } from '@lingui/react'
import { useId, useState, type FormEvent } from 'react'
import { checkoutHref, checkoutPath, type GiftFormat } from '../../../shared/checkout/checkout-link'
import { isGiftFormatEnabled } from '../../../shared/rules/box-pages'
import {
  amountChoiceOf,
  chosenAmount,
  GIFTCARD_LIMITS,
  GIFTCARD_PRESETS,
  giftcardPageHref,
  giftcardPrice,
  type AmountChoice,
  type GiftcardPageData,
} from '../../../shared/rules/giftcard'
import type { Message } from '../../../shared/message'
import { useSite } from '../../app/site-context'
import { giftFieldId, GiftCustomisationFields, useGiftCustomisation } from '../../components/gift/gift-customisation'
import { GiftFormatChoice } from '../../components/gift/gift-format-choice'
import { usePhysicalFormat } from '../../components/gift/use-physical-format'
import { formatPrice } from '../../lib/format'
import { MetaDescription } from '../../components/layout/meta-description'

/** The three steps of a gift card, from choosing it to the stay. */
const STEPS = ['giftcard.how.1', 'giftcard.how.2', 'giftcard.how.3'] as const

/** 'How it works': choose the amount and format, personalise and pay, the recipient picks the stay. */
function GiftcardHowItWorks() {
  const { _ } = useLingui()
  return (
    <section className="giftcard-how" aria-labelledby="giftcard-how-title">
      <h2 id="giftcard-how-title" className="giftcard-section__title">
        {_('giftcard.how.title')}
      </h2>
      <ol className="giftcard-how__steps">
        {STEPS.map((id, i) => (
          <li key={id} className="giftcard-how__step">
            <span className="giftcard-how__number" aria-hidden="true">
              {i + 1}
            </span>
            <span>{_(id)}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}

type AmountProps = {
  choice: AmountChoice
  error: Message | null
  onChoose: (choice: AmountChoice) => void
  onBlurOther: () => void
  otherId: string
}

/** The amount: a pill per preset (a radio each), and another amount typed in whole euros within the limits. */
function AmountChoiceField({ choice, error, onChoose, onBlurOther, otherId }: AmountProps) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const euros = (amount: number) => formatPrice(amount * 100, site.bcp47)
  const range = { min: euros(GIFTCARD_LIMITS.min), max: euros(GIFTCARD_LIMITS.max) }
  const hintId = `${otherId}-hint`
  const errorId = `${otherId}-error`
  return (
    <fieldset className="giftcard-amounts">
      <legend className="giftcard-section__title">{_('giftcard.amount.legend')}</legend>
      <div className="gift-nights__options giftcard-amounts__presets">
        {GIFTCARD_PRESETS.map((amount) => (
          <label key={amount} className="gift-nights__option">
            <input
              type="radio"
              name="amount"
              value={amount}
              checked={choice.kind === 'preset' && choice.euros === amount}
              onChange={() => onChoose({ kind: 'preset', euros: amount })}
            />
            <span>{euros(amount)}</span>
          </label>
        ))}
      </div>
      <div className={error ? 'field giftcard-amounts__other gift-form__field--error' : 'field giftcard-amounts__other'}>
        <label htmlFor={otherId} className="gift-form__label">
          {_('giftcard.amount.other')}
        </label>
        <input
          id={otherId}
          className="field__control"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={choice.kind === 'other' ? choice.text : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(e) => onChoose({ kind: 'other', text: e.target.value })}
          onBlur={onBlurOther}
        />
        <p id={hintId} className="gift-form__hint">
          {i18n._('giftcard.amount.hint', range)}
        </p>
        {error ? (
          <p id={errorId} className="gift-form__error" role="alert">
            {i18n._(error.id, { ...error.values, ...range })}
          </p>
        ) : null}
      </div>
    </fieldset>
  )
}

/** Keeps the chosen amount and format in the address (back from the summary, the page opens with them), without a history entry. */
function writeChoiceToQuery(amount: number, giftFormat: GiftFormat, pathPrefix: string): void {
  window.history.replaceState(window.history.state, '', giftcardPageHref({ pathPrefix }, { amount: amount * 100, giftFormat }))
}

/**
 * The gift card page (product-pages.md "Gift-card customisation page", the same path on all six
 * sites and in customer-care mode): how it works, the amount (presets or another within the
 * limits), the format (digital, or physical while the physical-voucher flag is on and its shipping
 * cost can be read), the optional customisation kept in the browser's storage, the price with its
 * validity (one year and a half), and Offer, which goes to the booking summary once all is valid.
 */
export function GiftcardPage({ data }: { data: GiftcardPageData }) {
  const { _ } = useLingui()
  const { site, production, flags } = useSite()
  const formId = useId()
  const otherId = useId()
  const [choice, setChoice] = useState<AmountChoice>(() => amountChoiceOf(data.amount))
  const [amountError, setAmountError] = useState<Message | null>(null)
  const [chosenFormat, setChosenFormat] = useState<GiftFormat>(data.format)
  const physical = usePhysicalFormat('GIFTCARD')
  const customisation = useGiftCustomisation()
  // A physical choice falls back to digital once the format turns out unavailable.
  const format: GiftFormat = chosenFormat === 'physical' && !physical.available ? 'digital' : chosenFormat
  const amount = chosenAmount(choice)
  const shipping = physical.shipping.status === 'ok' ? physical.shipping.amount : 0
  const price = amount.euros === null ? null : giftcardPrice(amount.euros * 100, format, shipping)
  const money = (cents: number) => formatPrice(cents, site.bcp47, cents % 100 !== 0)

  const choose = (next: AmountChoice) => {
    setChoice(next)
    // A shown error goes once the amount is fixed; a new one waits for the blur or Offer.
    if (chosenAmount(next).error === null) setAmountError(null)
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const invalidGift = customisation.validate()
    setAmountError(amount.error)
    if (amount.euros === null) {
      document.getElementById(otherId)?.focus()
      return
    }
    if (invalidGift) {
      document.getElementById(giftFieldId(formId, invalidGift))?.focus()
      return
    }
    writeChoiceToQuery(amount.euros, format, site.pathPrefix)
    window.location.assign(checkoutHref(site, { kind: 'giftcard', amount: amount.euros * 100, giftFormat: format }))
  }

  return (
    <>
      <title>{_('giftcard.titleTag')}</title>
      <MetaDescription text={_('giftcard.intro')} />
      {/* A purchase page, as the box pages: followed, not indexed. Outside production the document already says noindex. */}
      {production ? <meta name="robots" content="noindex, follow" /> : null}
      <div className="container giftcard-page">
        <header className="giftcard-page__header">
          <h1 className="giftcard-page__title">{_('giftcard.title')}</h1>
          <p className="giftcard-page__intro">{_('giftcard.intro')}</p>
        </header>
        {/* Without script a preset amount and the format still reach the summary (the form's own fields). */}
        <form className="giftcard-layout" action={checkoutPath(site)} method="get" noValidate onSubmit={submit}>
          <input type="hidden" name="flow" value="giftcard" />
          <div className="giftcard-layout__main">
            <GiftcardHowItWorks />
            <section className="giftcard-section" aria-label={_('giftcard.amount.legend')}>
              <AmountChoiceField
                choice={choice}
                error={amountError}
                onChoose={choose}
                onBlurOther={() => setAmountError(chosenAmount(choice).error)}
                otherId={otherId}
              />
            </section>
            <section className="giftcard-section" aria-label={_('giftcard.format.legend')}>
              <GiftFormatChoice
                legend={_('giftcard.format.legend')}
                name="giftFormat"
                options={[
                  { format: 'digital', label: _('giftcard.format.digital'), text: _('giftcard.format.digital.text'), enabled: true },
                  {
                    format: 'physical',
                    label: _('giftcard.format.physical'),
                    text: physical.text,
                    enabled: isGiftFormatEnabled('physical', flags.physicalVoucher) && physical.available,
                  },
                ]}
                selected={format}
                onSelect={setChosenFormat}
              />
            </section>
            <section className="giftcard-section" aria-label={_('giftSetup.customise')}>
              <GiftCustomisationFields state={customisation} formId={formId} />
            </section>
          </div>
          <aside className="product__panel giftcard-summary" aria-labelledby="giftcard-summary-title">
            <h2 id="giftcard-summary-title" className="panel__title">
              {_('giftcard.summary.title')}
            </h2>
            <dl className="giftcard-summary__lines" aria-live="polite">
              <div>
                <dt>{_('giftcard.summary.amount')}</dt>
                <dd>{price ? money(price.giftcard) : '–'}</dd>
              </div>
              <div>
                <dt>{_('giftcard.summary.delivery')}</dt>
                <dd>
                  {format === 'digital'
                    ? _('giftcard.summary.email')
                    : price && price.shipping > 0
                      ? money(price.shipping)
                      : _('giftcard.summary.free')}
                </dd>
              </div>
              <div className="giftcard-summary__total">
                <dt>{_('giftcard.summary.total')}</dt>
                <dd>{price ? money(price.total) : '–'}</dd>
              </div>
            </dl>
            <p className="panel__policy giftcard-summary__validity">{_('giftcard.validity')}</p>
            <button type="submit" className="button button--primary button--block">
              {_('giftcard.offer')}
            </button>
          </aside>
        </form>
      </div>
    </>
  )
}
