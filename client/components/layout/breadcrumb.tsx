import { useLingui } from '@lingui/react'

/** A product page's trail of places, the last one being the page itself. */
export function Breadcrumb({ items }: { items: readonly { readonly uri: string; readonly label: string }[] }) {
  const { _ } = useLingui()
  if (items.length === 0) return null
  return (
    <nav aria-label={_('product.breadcrumb')} className="breadcrumb">
      <ol>
        {items.map((b, i) => (
          <li key={`${b.uri}-${i}`}>{i < items.length - 1 ? <a href={b.uri}>{b.label}</a> : <span aria-current="page">{b.label}</span>}</li>
        ))}
      </ol>
    </nav>
  )
}
