import { useLingui } from '@lingui/react'
import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import type { GiftBucket, GiftPrice, StayDetail } from '../../../shared/api/stay-detail'
import { checkoutHref, type GiftFormat } from '../../../shared/checkout/checkout-link'
import {
  AVAILABILITY_UPSELL_BUCKET,
  defaultGiftSetup,
  giftCheckoutRequest,
  giftNightsChoices,
  giftPriceSummary,
  isAvailabilityUpsellOffered,
  parseGiftSetupHash,
  writeGiftSetupHash,
  type GiftRates,
  type GiftSetup,
} from '../../../shared/rules/gift-setup'
import { formatPromo } from '../../../shared/rules/promo'
import { upsellsShown } from '../../../shared/rules/upsell'
import { useSite } from '../../app/site-context'
import { GiftFormatChoice } from '../../components/gift/gift-format-choice'
import { formatPrice } from '../../lib/format'
import { usePhysicalFormat } from '../../components/gift/use-physical-format'
import { StayUpsells } from './stay-upsells'
import { WalletPay } from './wallet-pay'
import { giftFieldId, GiftCustomisationFields, useGiftCustomisation } from '../../components/gift/gift-customisation'
import { track } from '../../lib/data-layer'
import { DialogButton } from '../../components/layout/dialog-button'
import { useOutOfView } from '../../lib/use-out-of-view'

// The gift calendar's code loads when it is first opened.
const GiftCalendar = lazy(() => import('../../components/calendar/gift-calendar').then((m) => ({ default: m.GiftCalendar })))

/** Writes the set-up into the address's hash, keeping its other keys, without a history entry. */
function writeSetupToHash(setup: GiftSetup, rates: GiftRates): void {
  const hash = writeGiftSetupHash(window.location.hash, setup, rates)
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}#${hash}`)
}

/**
 * The stay page's panel in the gifting flow (product-pages.md §2 "Gift set-up screen"): the
 * voucher's price for 2 people and the chosen nights, the nights and the format (kept in the
 * address's hash), the optional customisation, and Offer, which goes to the booking summary once
 * the customisation is valid. The server draws the default set-up (digital, 1 night); the browser
 * then reads the hash and the shipping cost. While Offer is out of view, a bar at the bottom of the
 * window opens the 'Personalise your gift' drawer: the format, the customisation and the price, with
 * its own Offer (same state, same check).
 */
export function GiftPanel({ stay }: { stay: StayDetail }) {
  const { _, i18n } = useLingui()
  const { site, flags, customerCare } = useSite()
  const formId = useId()
  const drawerFormId = useId()
  // Customer care sells every rate; visitors may add the availability upsell (product-pages §4, §5).
  const rates: GiftRates = customerCare ? 'all' : flags.availabilityUpsell ? 'upsell' : 'standard'
  const choices = useMemo(() => giftNightsChoices(stay), [stay])
  const [chosen, setChosen] = useState<GiftSetup | null>(() => defaultGiftSetup(choices))
  const { shipping, available: physicalAvailable, text: physicalText } = usePhysicalFormat('SINGLEVOUCHER')
  const customisation = useGiftCustomisation()
  const [calendarOpen, setCalendarOpen] = useState(false)
  const calendarButton = useRef<HTMLButtonElement>(null)
  const offer = useRef<HTMLButtonElement>(null)
  const barVisible = useOutOfView(offer)

  useEffect(() => {
    const read = () => setChosen(parseGiftSetupHash(window.location.hash, { choices, physicalAvailable: flags.physicalVoucher, rates }))
    read()
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [choices, flags.physicalVoucher, rates])

  // A physical choice read from the hash falls back to digital once the format turns out unavailable.
  const setup = chosen && chosen.format === 'physical' && !physicalAvailable ? { ...chosen, format: 'digital' as const } : chosen
  const summary = setup ? giftPriceSummary(stay.giftPrices, setup, shipping) : null

  if (!setup || !summary) {
    return (
      <aside className="product__panel gift-panel" aria-labelledby="gift-panel-title">
        <h2 id="gift-panel-title" className="panel__title">
          {_('giftSetup.title')}
        </h2>
        <p className="panel__policy">{_('giftSetup.unavailable')}</p>
      </aside>
    )
  }

  const update = (next: GiftSetup) => {
    // The availability upsell is for a 1-night gift only.
    const kept = rates === 'upsell' && next.nights !== 1 ? { format: next.format, nights: next.nights } : next
    setChosen(kept)
    writeSetupToHash(kept, rates)
  }
  /**
   * Offer's check (and the wallet button's): the gift once its customisation is valid; else null,
   * the first invalid field of the form at hand (the panel's or the drawer's) focused.
   */
  const ready = (fieldsOf: string = formId) => {
    const invalid = customisation.validate()
    if (invalid) {
      document.getElementById(giftFieldId(fieldsOf, invalid))?.focus()
      return null
    }
    return giftCheckoutRequest(stay.id, setup)
  }
  const submitFrom = (fieldsOf: string) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const request = ready(fieldsOf)
    if (!request) return
    trackGift(stay.id, summary.sellPrice, customisation.form)
    window.location.assign(checkoutHref(site, request))
  }
  const submit = submitFrom(formId)
  const price = (
    <div className="gift-price" aria-live="polite">
      <p className="panel__price">
        <strong>{formatPrice(summary.sellPrice, site.bcp47)}</strong>
        {summary.refPrice !== null ? (
          <s className="card__ref">
            <span className="visually-hidden">{_('giftSetup.price.instead')} </span>
            {formatPrice(summary.refPrice, site.bcp47)}
          </s>
        ) : null}
        {summary.promo > 0 ? <span className="badge badge--promo">{formatPromo(summary.promo)}</span> : null}
      </p>
      <p className="gift-price__for">{i18n._('card.forPeople', { count: 2, nights: summary.nights })}</p>
      {summary.shipping ? (
        <p className="gift-price__shipping">
          {i18n._('giftSetup.shipping.plus', { amount: formatPrice(summary.shipping, site.bcp47, true) })}
        </p>
      ) : null}
      <p className="gift-price__validity">{_('giftSetup.validity')}</p>
    </div>
  )
  const formatOptions: { format: GiftFormat; label: string; text: string; enabled: boolean }[] = [
    { format: 'digital', label: _('giftSetup.format.digital'), text: _('giftSetup.format.digital.text'), enabled: true },
    { format: 'physical', label: _('giftSetup.format.physical'), text: physicalText, enabled: physicalAvailable },
  ]

  return (
    <>
      <aside className="product__panel gift-panel" aria-labelledby="gift-panel-title">
        <h2 id="gift-panel-title" className="panel__title">
          {_('giftSetup.title')}
        </h2>
        {/* Without script the form still leads to the summary of the default gift the server drew. */}
        <form className="gift-panel__form" action={checkoutHref(site, giftCheckoutRequest(stay.id, setup))} noValidate onSubmit={submit}>
          {price}
          {choices.length > 1 ? (
            <fieldset className="gift-nights">
              <legend className="gift-nights__legend">{_('giftSetup.nights.legend')}</legend>
              <div className="gift-nights__options">
                {choices.map((nights) => (
                  <label key={nights} className="gift-nights__option">
                    <input
                      type="radio"
                      name="giftNights"
                      value={nights}
                      checked={setup.nights === nights}
                      onChange={() => update({ ...setup, nights })}
                    />
                    <span>{i18n._('giftSetup.nights.option', { count: nights })}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : null}
          {rates === 'all' ? (
            <GiftRateChoice prices={stay.giftPrices} setup={setup} onChoose={(bucket) => update({ ...setup, bucket })} />
          ) : rates === 'upsell' && isAvailabilityUpsellOffered(stay.giftPrices, setup.nights) ? (
            <AvailabilityUpsell
              prices={stay.giftPrices}
              setup={setup}
              onToggle={(on) => update({ ...setup, bucket: on ? AVAILABILITY_UPSELL_BUCKET : 1 })}
            />
          ) : null}
          <button
            ref={calendarButton}
            type="button"
            className="gift-calendar__open"
            aria-haspopup="dialog"
            onClick={() => setCalendarOpen(true)}
          >
            {_('giftCalendar.open')}
          </button>
          {calendarOpen ? (
            <Suspense fallback={null}>
              <GiftCalendar
                offerId={stay.id}
                nights={setup.nights}
                giftPrice={summary.sellPrice}
                onClose={() => setCalendarOpen(false)}
                opener={calendarButton}
              />
            </Suspense>
          ) : null}
          <GiftFormatChoice
            legend={_('giftSetup.format.legend')}
            name="giftFormat"
            options={formatOptions}
            selected={setup.format}
            onSelect={(format) => update({ ...setup, format })}
          />
          {upsellsShown('gifting', setup.nights) ? <StayUpsells upsells={stay.upsells} flow="gifting" nights={setup.nights} /> : null}
          <GiftCustomisationFields state={customisation} formId={formId} />
          <button ref={offer} type="submit" className="button button--primary button--block gift-panel__offer">
            {_('giftSetup.offer')}
          </button>
        </form>
        <WalletPay request={() => ready()} />
      </aside>
      <div className="booking-bar" role="region" aria-label={_('giftSetup.title')} hidden={!barVisible}>
        <p className="booking-bar__price">
          <strong>{formatPrice(summary.sellPrice, site.bcp47)}</strong>
        </p>
        <DialogButton label={_('giftSetup.drawer.title')} title={_('giftSetup.drawer.title')} className="button button--primary">
          <form
            className="gift-panel__form"
            action={checkoutHref(site, giftCheckoutRequest(stay.id, setup))}
            noValidate
            onSubmit={submitFrom(drawerFormId)}
          >
            {price}
            <GiftFormatChoice
              legend={_('giftSetup.format.legend')}
              name="giftFormatDrawer"
              options={formatOptions}
              selected={setup.format}
              onSelect={(format) => update({ ...setup, format })}
            />
            <GiftCustomisationFields state={customisation} formId={drawerFormId} />
            <button type="submit" className="button button--primary button--block gift-panel__offer">
              {_('giftSetup.offer')}
            </button>
          </form>
        </DialogButton>
      </div>
    </>
  )
}

/** Offer's tracking (site-wide §7): the gift added, and its personalisation when the visitor wrote one. */
export function trackGift(id: number, price: number, form: { fromName: string; message: string }): void {
  track('add_to_cart', { item_id: id, flow: 'gifting', value: price })
  if (form.fromName.trim() || form.message.trim()) track('personalization_item', { item_id: id, flow: 'gifting' })
}

type RateProps = { prices: readonly GiftPrice[]; setup: GiftSetup }

/**
 * The availability upsell (product-pages §4): a box that moves a 1-night gift to the Serenity rate,
 * with what it adds to the price; the recipient then has more dates without a supplement.
 */
function AvailabilityUpsell({ prices, setup, onToggle }: RateProps & { onToggle: (on: boolean) => void }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const extra = prices.find((p) => p.nights === setup.nights)?.extraUpsellAvailabilityAmount ?? 0
  return (
    <label className="gift-upsell">
      <input type="checkbox" checked={setup.bucket === AVAILABILITY_UPSELL_BUCKET} onChange={(event) => onToggle(event.target.checked)} />
      <span className="gift-upsell__text">
        <strong>{_('giftSetup.upsell.label')}</strong>{' '}
        <span className="gift-upsell__price">{i18n._('upsells.more', { amount: formatPrice(extra, site.bcp47) })}</span>
        <span className="gift-upsell__hint">{_('giftSetup.upsell.text')}</span>
      </span>
    </label>
  )
}

/** Customer care's rates (product-pages §5 price buckets): each rate the voucher is sold at, with its price. */
function GiftRateChoice({ prices, setup, onChoose }: RateProps & { onChoose: (bucket: GiftBucket) => void }) {
  const { _ } = useLingui()
  const { site } = useSite()
  const rates = prices.find((p) => p.nights === setup.nights)?.sellPrices ?? []
  if (rates.length < 2) return null
  return (
    <fieldset className="gift-nights gift-rates">
      <legend className="gift-nights__legend">{_('giftSetup.rates.legend')}</legend>
      <div className="gift-rates__options">
        {rates.map((rate) => (
          <label key={rate.bucket} className="gift-upsell">
            <input
              type="radio"
              name="bucket"
              value={rate.bucket}
              checked={(setup.bucket ?? 1) === rate.bucket}
              onChange={() => onChoose(rate.bucket)}
            />
            <span className="gift-upsell__text">
              <strong>{_(`giftSetup.rate.${rate.bucket}`)}</strong>{' '}
              <span className="gift-upsell__price">{formatPrice(rate.sellPrice, site.bcp47)}</span>
              <span className="gift-upsell__hint">{_(`giftSetup.rate.${rate.bucket}.text`)}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
