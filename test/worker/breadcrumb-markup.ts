/** A breadcrumb item as the page's schema.org microdata states it: url is null when the item has no address. */
export interface MarkedItem {
  position: number
  name: string
  url: string | null
}

/**
 * The items of the page's BreadcrumbList microdata, read from its markup: each ListItem's
 * position (a meta), name and the address of its item link, if any.
 */
export function breadcrumbOf(html: string): MarkedItem[] {
  const list = /<ol itemScope="" itemType="https:\/\/schema.org\/BreadcrumbList">(.*?)<\/ol>/s.exec(html)?.[1]
  if (list === undefined) return []
  return [...list.matchAll(/<li itemProp="itemListElement" itemScope="" itemType="https:\/\/schema.org\/ListItem">(.*?)<\/li>/gs)].map(
    ([, item = '']) => ({
      position: Number(/<meta itemProp="position" content="(\d+)"\/>/.exec(item)?.[1]),
      name: /<span[^>]*itemProp="name"[^>]*>([^<]*)<\/span>/.exec(item)?.[1] ?? '',
      url: /<a href="([^"]*)" itemProp="item">/.exec(item)?.[1] ?? null,
    }),
  )
}
