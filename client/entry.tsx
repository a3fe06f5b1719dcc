import { createStore } from 'jotai'
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { BootData } from './app/boot'
import { fulfilled } from './app/deferred'
import { isIslandDrift, loadEagerIslands } from './app/island'
import { installIslandReplay } from './app/island-replay'
import { InlineStyles, inlineStylesOf } from './app/document'
import { PageTree } from './app/page-tree'
import { createI18n } from './i18n/create-i18n'
import { ensureTemporal } from './lib/ensure-temporal'
import { PAGE_LOADERS } from './pages/registry'
import { getSite, type Site } from '../shared/sites'
import './styles/tokens.css'
import './styles/base.css'
import './styles/components.css'
import './styles/search-bar.css'
import './styles/search-results.css'

/** Resolves once the whole streamed document has been parsed (the page data comes last). */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve()
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
}

/** Hydrates the document rendered by the worker with the same tree and data. */
async function hydrate(): Promise<void> {
  // The boot data sits in the head; the page data streams in last, so the page's code loads
  // while the rest of the document arrives.
  const boot = JSON.parse(document.getElementById('boot')?.textContent ?? 'null') as BootData
  // The page's code declares its islands; those this browser needs at once hydrate with the page.
  const loadingPage = ensureTemporal()
    .then(() => PAGE_LOADERS[boot.page]())
    .then(async (Page) => {
      await loadEagerIslands()
      return Page
    })
  await documentParsed()
  const pageData: unknown = JSON.parse(document.getElementById('page-data')?.textContent ?? 'null')
  const site = getSite(boot.siteId)
  trackOnInteraction(site.pointOfSale, boot.page, boot.customer?.analyticsId || null)
  const i18n = createI18n(site.id, site.bcp47, boot.messages)
  const Page = await loadingPage
  const tree = (
    <InlineStyles.Provider value={inlineStylesOf(document)}>
      <PageTree boot={boot} i18n={i18n} store={createStore()} Page={Page} data={fulfilled(pageData)} />
    </InlineStyles.Provider>
  )
  // Before React's own listeners: what the visitor does on a part still waiting for its code is held.
  installIslandReplay()
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page; a visitor's click on a part still waiting is hydrated first.
  startTransition(() => {
    hydrateRoot(document, tree, {
      onRecoverableError(error) {
        if (isIslandDrift()) return
        console.error('hydration mismatch', error)
      },
    })
  })
}

/**
 * The tracking sender (lib/analytics) loads on the visitor's first interaction, or once the page
 * has loaded on pages other than the search page (whose first load carries none of its code);
 * until then the data layer holds the page's events.
 */
function trackOnInteraction(pos: Site['pointOfSale'], page: string, userId: string | null): void {
  const triggers = ['pointerdown', 'keydown', 'scroll'] as const
  const start = (event: Event) => {
    for (const trigger of triggers) removeEventListener(trigger, start, true)
    removeEventListener('load', start)
    import('./lib/analytics').then((m) => m.startAnalytics(pos, page, event.target, userId)).catch(() => undefined)
  }
  for (const trigger of triggers) addEventListener(trigger, start, { capture: true, passive: true })
  if (page === 'search') return
  if (document.readyState === 'complete') start(new Event('load'))
  else addEventListener('load', start)
}

void hydrate()
