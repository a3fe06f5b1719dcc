import { useLingui } from '@lingui/react'

/**
 * A page's trail of places, the last one being the page itself, with schema.org BreadcrumbList
 * microdata (site-wide §2): each item's position and name, and the address of all but the last
 * (a link's address resolves against the page's, so the markup names absolute URLs).
 */
export function Breadcrumb({ items }: { items: readonly { readonly uri: string; readonly label: string }[] }) {
  const { _ } = useLingui()
  if (items.length === 0) return null
  return (
    <nav aria-label={_('product.breadcrumb')} className="breadcrumb">
      <ol itemScope itemType="https://schema.org/BreadcrumbList">
        {items.map((b, i) => (
          <li key={`${b.uri}-${i}`} itemProp="itemListElement" itemScope itemType="https://schema.org/ListItem">
            {i < items.length - 1 ? (
              <a href={b.uri} itemProp="item">
                <span itemProp="name">{b.label}</span>
              </a>
            ) : (
              <span aria-current="page" itemProp="name">
                {b.label}
              </span>
            )}
            <meta itemProp="position" content={String(i + 1)} />
          </li>
        ))}
      </ol>
    </nav>
  )
}
