/**
 * The page's stylesheets as text, to send inside the HTML: the first paint then waits for no
 * other request. Read once per isolate from the static assets (hashed names never change).
 */
const texts = new Map<string, Promise<string | null>>()

/** Stylesheets at most this long are inlined; a longer one stays a link, cached across pages. */
const MAX_INLINE_BYTES = 64 * 1024

function load(assets: Fetcher, href: string): Promise<string | null> {
  return assets
    .fetch(new Request(new URL(href, 'https://assets.local')))
    .then((response) => (response.ok ? response.text() : null))
    .then((text) => (text !== null && text.length <= MAX_INLINE_BYTES ? text : null))
    .catch(() => null)
}

/** The texts of the stylesheets that can be inlined, by address; the others are left out (and linked). */
export async function inlineStyles(assets: Fetcher | undefined, hrefs: readonly string[]): Promise<ReadonlyMap<string, string>> {
  if (!assets) return new Map()
  const entries = await Promise.all(
    hrefs.map(async (href) => {
      let pending = texts.get(href)
      if (!pending) {
        pending = load(assets, href)
        texts.set(href, pending)
        // A failed read is tried again by a later page.
        void pending.then((text) => text === null && texts.delete(href))
      }
      return [href, await pending] as const
    }),
  )
  return new Map(entries.filter((e): e is readonly [string, string] => e[1] !== null))
}
