import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { showsGiftcardPrompt } from '../../../shared/rules/product-page'
import { parseCriteriaHash } from '../../../shared/search/criteria'
import { giftcardPath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { NumberedSteps } from '../../components/layout/numbered-steps'
import { GIFT_VIDEOS } from './gift-videos'

/** The gifting flow's three steps (product-pages.md §2), in order. */
const STEPS = ['productPage.gift.step.choose', 'productPage.gift.step.delivery', 'productPage.gift.step.dates'] as const

/**
 * 'How it works' in the gifting flow: the site's explainer video in its own language (plain markup:
 * nothing loads before play but the poster; captions of the three steps), then the steps: choose,
 * receive it as an eVoucher or a box, the recipient picks the dates.
 */
export function HowItWorks() {
  const { _ } = useLingui()
  const { site } = useSite()
  const video = GIFT_VIDEOS[site.id]
  return (
    <>
      <video
        className="gift-video"
        controls
        preload="none"
        playsInline
        poster={video.poster}
        width={640}
        height={360}
        aria-label={_('productPage.gift.video.label')}
      >
        <source src={video.webm} type="video/webm" />
        {video.mp4 ? <source src={video.mp4} type="video/mp4" /> : null}
        <track kind="captions" src={video.captions} srcLang={site.bcp47} label={_('productPage.gift.video.captions')} default />
        {_('productPage.gift.video.unsupported')}
      </video>
      <NumberedSteps steps={STEPS.map((id) => _(id))} />
    </>
  )
}

/**
 * 'Need flexibility? Offer this stay as a giftcard' at the bottom of a gift's page while no dates
 * are chosen (the dates are in the address's hash, read once hydrated). It leads to the site's
 * gift card page.
 */
export function GiftcardPrompt() {
  const { _ } = useLingui()
  const { site } = useSite()
  const [checkin, setCheckin] = useState<string | undefined>(undefined)
  useEffect(() => {
    const read = () => setCheckin(parseCriteriaHash(location.hash.slice(1)).checkin)
    read()
    window.addEventListener('hashchange', read)
    return () => window.removeEventListener('hashchange', read)
  }, [])
  if (!showsGiftcardPrompt('gifting', checkin)) return null
  return (
    <p className="product-giftcard">
      <a className="product-giftcard__link" href={giftcardPath(site)}>
        {_('productPage.giftcard.prompt')}
      </a>
    </p>
  )
}
