import { useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import type { OffersRequestInput, OffersResponse } from '../../../shared/api/search'
import type { Flow } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { StayCard } from '../../components/cards/stay-card'
import { SearchBox } from '../../components/search-bar/search-box'

/** Search page data: the heading, the request the server answered (landing pages) and its answer. */
export type SearchData = {
  heading: string | null
  flow: Flow
  request: OffersRequestInput | null
  results: OffersResponse | null
}

type Status = 'idle' | 'loading' | 'error'

/** Builds the offers.json body from the URL hash and query (client side). */
function requestFromLocation(siteId: string, flow: Flow, base: OffersRequestInput | null): OffersRequestInput {
  const hash = new URLSearchParams(window.location.hash.slice(1))
  const query = new URLSearchParams(window.location.search)
  const num = (k: string) => {
    const v = Number(hash.get(k))
    return Number.isFinite(v) && v > 0 ? v : undefined
  }
  const filters: Record<string, unknown> = { ...(base?.filters ?? {}) }
  for (const key of ['city', 'poi', 'hotel', 'department', 'region', 'touristicRegion', 'skiResort', 'seaResort'] as const) {
    const value = num(key.toLowerCase()) ?? num(key)
    if (value) filters[key] = value
  }
  const country = hash.get('country')
  if (country && /^[A-Z]{2}$/.test(country)) filters.country = country
  const theme = num('theme')
  if (theme) filters.themeIds = [theme]
  const checkin = hash.get('checkin')
  const nights = num('nights') ?? num('night')
  const page = Number(query.get('page') ?? '1')
  return {
    locale: siteId as OffersRequestInput['locale'],
    flow,
    ...(flow === 'gifting' ? { type: 'gift' as const } : {}),
    pax: { adults: num('a') ?? 2, children: num('c') ?? 0, babies: num('b') ?? 0, singleRoom: hash.get('s') === '1' },
    ...(checkin && /^\d{4}-\d{2}-\d{2}$/.test(checkin) && flow !== 'gifting' ? { checkin, nights: nights ?? 1 } : {}),
    filters,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** The search results page: search box, results count and the cards grid. */
export function SearchPage({ data }: { data: SearchData }) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const [results, setResults] = useState<OffersResponse | null>(data.results)
  const [status, setStatus] = useState<Status>('idle')

  useEffect(() => {
    const load = () => {
      if (!window.location.hash && data.results) return
      const body = requestFromLocation(site.id, data.flow, data.request)
      setStatus('loading')
      fetch('/api/offers.json', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        .then((r) => (r.ok ? (r.json() as Promise<OffersResponse>) : Promise.reject(new Error(r.statusText))))
        .then((answer) => {
          setResults(answer)
          setStatus('idle')
          window.scrollTo({ top: 0 })
        })
        .catch(() => setStatus('error'))
    }
    load()
    window.addEventListener('hashchange', load)
    return () => window.removeEventListener('hashchange', load)
  }, [data, site.id])

  const total = results?.searchDetails.totalCount ?? 0
  return (
    <>
      <title>{data.heading ? i18n._('search.titleWith', { heading: data.heading }) : _('search.title')}</title>
      <section className="search-header">
        <div className="container">
          <SearchBox flow={data.flow} />
        </div>
      </section>
      <section className="container section" aria-labelledby="results-heading" aria-busy={status === 'loading'}>
        <h1 id="results-heading" className="results__heading">
          {data.heading ?? _('search.heading')}
        </h1>
        {status === 'error' ? (
          <p className="message message--error" role="alert">
            {_('search.error')}
          </p>
        ) : null}
        {results ? (
          <p className="results__count" aria-live="polite">
            {i18n._('search.count', { count: total })}
          </p>
        ) : null}
        {results && results.results.length === 0 && status !== 'loading' ? (
          <p className="message" role="status">
            {_('search.noResults')}
          </p>
        ) : null}
        <div className="results-grid">
          {results?.results.map((card, index) => <StayCard key={card.id} card={card} eager={index < 3} />)}
        </div>
      </section>
    </>
  )
}
