import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import type { Flow, SiteId } from '../../../shared/sites'
import { loadBoxBlock, loadGiftCards, loadTargetedBanner } from './promo-content'
import type { PromoBlock as PromoBlockKind } from './promo-slots'

type Link = { label: string; url: string }
type Content = { title: string; subtitle: string; note?: string; image: string | null; imageAlt: string; links: Link[]; newTab: boolean }

type Props = { block: PromoBlockKind; locale: SiteId; flow: Flow; theme: number | undefined; giftingHref: string }

/**
 * An in-grid promo block, filled from the CMS once it is in view: the
 * targeted banner of the flow, the box block, the gift block's cards (gift
 * card; all gift kinds for 'giftStay'). The single-voucher block offers the
 * gift version of the current search. Blocks the CMS has nothing for are left out.
 */
export function PromoBlock({ block, locale, flow, theme, giftingHref }: Props) {
  const { _ } = useLingui()
  const [content, setContent] = useState<Content | null | undefined>(undefined)

  useEffect(() => {
    let live = true
    const loaders: Record<PromoBlockKind, () => Promise<Content | null>> = {
      targetedBanner: async () => {
        const banner = await loadTargetedBanner(locale, flow, theme)
        return banner ? { ...banner, links: banner.links.map((l) => ({ label: l.label ?? _('promo.banner.cta'), url: l.url })) } : null
      },
      box: async () => {
        const box = await loadBoxBlock(locale)
        return box
          ? {
              title: box.title,
              subtitle: box.subtitle,
              image: null,
              imageAlt: '',
              links: [{ label: box.buttonLabel, url: box.buttonURL }],
              newTab: false,
            }
          : null
      },
      singleVoucher: async () => {
        const stays = (await loadGiftCards(locale)).find((c) => c.kind === 'stays')
        return {
          title: stays?.title ?? _('promo.singleVoucher.title'),
          subtitle: _('promo.singleVoucher.text'),
          note: _('promo.singleVoucher.phone'),
          image: stays?.image ?? null,
          imageAlt: '',
          links: [{ label: _('promo.singleVoucher.cta'), url: giftingHref }],
          newTab: false,
        }
      },
      giftCard: async () => {
        const card = (await loadGiftCards(locale)).find((c) => c.kind === 'giftCard')
        return card
          ? {
              title: card.title,
              subtitle: card.subtitle,
              image: card.image,
              imageAlt: '',
              links: [{ label: _('promo.giftCard.cta'), url: card.url }],
              newTab: true,
            }
          : null
      },
      giftStay: async () => {
        const cards = await loadGiftCards(locale)
        return cards.length > 0
          ? {
              title: _('promo.giftStay.title'),
              subtitle: _('promo.giftStay.text'),
              image: null,
              imageAlt: '',
              links: cards.map((c) => ({ label: c.title, url: c.url })),
              newTab: true,
            }
          : null
      },
    }
    void loaders[block]().then((c) => live && setContent(c))
    return () => {
      live = false
    }
  }, [block, locale, flow, theme, giftingHref, _])

  if (content === undefined) return <div className="promo promo--loading" aria-hidden="true" />
  if (content === null) return null
  return (
    <aside className={`promo promo--${block}`} aria-label={content.title}>
      {content.image ? (
        <img className="promo__image" src={content.image} alt={content.imageAlt} loading="lazy" width={640} height={360} />
      ) : null}
      <div className="promo__text">
        <p className="promo__title">{content.title}</p>
        {content.subtitle ? <p className="promo__subtitle">{content.subtitle}</p> : null}
        {content.note ? <p className="promo__note">{content.note}</p> : null}
      </div>
      <ul className="promo__links">
        {content.links.map((link) => (
          <li key={link.url}>
            <a className="button button--primary" href={link.url} {...(content.newTab ? { target: '_blank', rel: 'noopener' } : {})}>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </aside>
  )
}
