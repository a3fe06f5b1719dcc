import { useLingui } from '@lingui/react'
import { useSite } from '../../app/site-context'

/**
 * A page's trail of places, the last one being the page itself, with schema.org BreadcrumbList
 * microdata (site-wide §2): each item's position and name, and the address of all but the last
 * (a link's address resolves against the page's, so the markup names absolute URLs). A page that
 * states no structured data (site-wide §2, its meta tags missing) shows the trail without it.
 */
export function Breadcrumb({ items }: { items: readonly { readonly uri: string; readonly label: string }[] }) {
  const { _ } = useLingui()
  const { structuredData } = useSite()
  if (items.length === 0) return null
  const item = (type: string) => (structuredData ? { itemScope: true, itemType: `https://schema.org/${type}` } : {})
  const prop = (name: string) => (structuredData ? { itemProp: name } : {})
  return (
    <nav aria-label={_('product.breadcrumb')} className="breadcrumb">
      <ol {...item('BreadcrumbList')}>
        {items.map((b, i) => (
          <li key={`${b.uri}-${i}`} {...prop('itemListElement')} {...item('ListItem')}>
            {i < items.length - 1 ? (
              <a href={b.uri} {...prop('item')}>
                <span {...prop('name')}>{b.label}</span>
              </a>
            ) : (
              <span aria-current="page" {...prop('name')}>
                {b.label}
              </span>
            )}
            {structuredData ? <meta itemProp="position" content={String(i + 1)} /> : null}
          </li>
        ))}
      </ol>
    </nav>
  )
}
