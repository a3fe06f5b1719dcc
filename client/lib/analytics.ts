import type { AnalyticsPos, AnalyticsRequest } from '../../shared/api/logs'
import { dataLayer, track, type TrackParams } from './data-layer'
import { analyticsClientId as clientId, CLIENT_ID_KEY as CLIENT_KEY, googleClientId } from './client-id'
import { readLocal, writeLocal } from './local-storage'

/** Site-wide §9 analytics constants: the session window, the retries for a valid session, the polling of Google's id. */
export const ANALYTICS = { sessionMs: 30 * 60_000, retries: 4, retryMs: 150, googlePolls: 5, googlePollMs: 1_000, batch: 25 } as const

const SESSION_KEY = 'analyticsSession'

type Session = { id: string; last: number }

/**
 * The visit's session, started anew after 30 minutes without an event and kept alive by each one;
 * null while the browser keeps nothing (then nothing is sent).
 */
export function touchSession(now: number): Session | null {
  let saved: Partial<Session> | null = null
  try {
    saved = JSON.parse(readLocal(SESSION_KEY) ?? 'null') as Partial<Session> | null
  } catch {
    // Not ours: a new session.
  }
  const live = saved && typeof saved.id === 'string' && typeof saved.last === 'number' && now - saved.last < ANALYTICS.sessionMs
  const session = { id: live ? saved!.id! : crypto.randomUUID(), last: now }
  return writeLocal(SESSION_KEY, JSON.stringify(session)) ? session : null
}

/** The events of data layer entries: an entry with an `event` name, its flat values as parameters. */
export function eventsOf(entries: readonly Record<string, unknown>[]): AnalyticsRequest['events'] {
  return entries.flatMap((entry) => {
    const { event, ...rest } = entry
    if (typeof event !== 'string' || !/^[a-zA-Z0-9_-]{1,40}$/.test(event)) return []
    const params: TrackParams = {}
    for (const [key, value] of Object.entries(rest)) {
      if (key.length <= 40 && (value === null || ['string', 'number', 'boolean'].includes(typeof value)))
        params[key] = value as TrackParams[string]
    }
    return [{ name: event, params }]
  })
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * The tracking sender (site-wide §7 POST {endpoint}/analytics/ga/collect/{pos}): it sends what the
 * data layer holds and every event pushed after, in batches of at most 25, by sendBeacon where the
 * browser has it. A session must be valid first: it waits up to 4 retries of 150 ms for one, then
 * drops the batch. Google's id is looked for 5 times, a second apart; a signed-in customer's
 * `userId` goes with every batch. Errors are ignored. It also
 * reports the page's lists of cards (trackLists); `firstTarget` is what the visitor's first
 * interaction reached, which loaded this code.
 */
export function startAnalytics(pos: AnalyticsPos, page: string, firstTarget: EventTarget | null, userId: string | null): void {
  const layer = dataLayer()
  let sent = 0
  let pending = false
  const flush = async () => {
    pending = false
    const events = eventsOf(layer.slice(sent))
    sent = layer.length
    if (events.length === 0) return
    let session = touchSession(Date.now())
    let id = clientId()
    for (let retry = 0; (!session || !id) && retry < ANALYTICS.retries; retry++) {
      await sleep(ANALYTICS.retryMs)
      session = touchSession(Date.now())
      id = clientId()
    }
    if (!session || !id) return
    for (let start = 0; start < events.length; start += ANALYTICS.batch) {
      const body: AnalyticsRequest = { clientId: id, userId, events: events.slice(start, start + ANALYTICS.batch) }
      send(`/api/analytics/ga/collect/${pos}`, JSON.stringify(body))
    }
  }
  // Sent once the pushing code is done (a microtask: before a navigation it may start goes on),
  // and whatever is left when the page goes away.
  const schedule = () => {
    if (pending) return
    pending = true
    queueMicrotask(() => void flush().catch(() => undefined))
  }
  addEventListener('pagehide', () => void flush().catch(() => undefined))
  const push = layer.push.bind(layer)
  layer.push = (...entries) => {
    const length = push(...entries)
    schedule()
    return length
  }
  schedule()
  trackLists(page, firstTarget)
  pollGoogleId(0)
}

/** The card links of the page's lists (results, carousels): their `data-id`. */
function listedIds(root: ParentNode): string[] {
  return [...root.querySelectorAll<HTMLElement>('.card__link[data-id]')].flatMap((link) => (link.dataset.id ? [link.dataset.id] : []))
}

/** The card a click or press reached, if any: its id and place among the page's cards. */
function selectedCard(target: EventTarget | null): { id: string; index: number } | null {
  const link = target instanceof Element ? target.closest<HTMLElement>('.card__link[data-id]') : null
  if (!link?.dataset.id) return null
  return { id: link.dataset.id, index: [...document.querySelectorAll('.card__link[data-id]')].indexOf(link) }
}

/**
 * view_item_list for the cards the page shows, again whenever they change (a new search, the next
 * page), and select_item for the card the visitor opens: the lists' cards carry their id
 * (`data-id`), so the pages' own code holds no tracking.
 */
export function trackLists(page: string, firstTarget: EventTarget | null): void {
  let last = ''
  const report = () => {
    const ids = listedIds(document)
    const key = ids.join(',')
    if (key === last) return
    last = key
    if (ids.length > 0) track('view_item_list', { item_list_id: page, count: ids.length, item_ids: ids.slice(0, 20).join(',') })
  }
  report()
  let timer: ReturnType<typeof setTimeout> | undefined
  new MutationObserver(() => {
    clearTimeout(timer)
    timer = setTimeout(report, 300)
  }).observe(document.body, { childList: true, subtree: true })
  const select = (target: EventTarget | null) => {
    const card = selectedCard(target)
    if (card) track('select_item', { item_list_id: page, item_id: card.id, index: card.index })
  }
  // The press that loaded this code may be on a card about to open: counted now, not again by its click.
  const pressed = selectedCard(firstTarget)
  const pressedAt = Date.now()
  select(firstTarget)
  document.addEventListener(
    'click',
    (event) => {
      const card = selectedCard(event.target)
      if (card && !(pressed?.id === card.id && Date.now() - pressedAt < 1_000)) select(event.target)
    },
    true,
  )
}

/** Takes Google's id as the client id once its cookie shows up: 5 looks, a second apart. */
function pollGoogleId(attempt: number): void {
  const found = googleClientId(document.cookie)
  if (found) {
    // A blocked storage keeps the own id.
    writeLocal(CLIENT_KEY, found)
    return
  }
  if (attempt + 1 < ANALYTICS.googlePolls) setTimeout(() => pollGoogleId(attempt + 1), ANALYTICS.googlePollMs)
}

function send(url: string, body: string): void {
  try {
    if (navigator.sendBeacon?.(url, body)) return
  } catch {
    // Refused (too large, or no beacon): the fetch below tries.
  }
  void fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => undefined)
}
