import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ANALYTICS, eventsOf, touchSession } from '../../../../client/lib/analytics'
import { googleClientId } from '../../../../client/lib/client-id'

/** A browser's local storage, kept in a map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

describe('the analytics session (site-wide §9: a 30-minute window)', () => {
  const global = globalThis as { window?: unknown }
  beforeEach(() => {
    global.window = { localStorage: memoryStorage() }
  })
  afterEach(() => {
    delete global.window
  })

  it('keeps the session while events come less than 30 minutes apart', () => {
    const first = touchSession(0)
    const second = touchSession(ANALYTICS.sessionMs - 1)
    const third = touchSession(2 * ANALYTICS.sessionMs - 2)
    expect(first?.id).toBeTruthy()
    expect(second?.id).toBe(first?.id)
    expect(third?.id).toBe(first?.id)
  })

  it('starts a new one after 30 minutes without an event', () => {
    const first = touchSession(0)
    const later = touchSession(ANALYTICS.sessionMs)
    expect(later?.id).toBeTruthy()
    expect(later?.id).not.toBe(first?.id)
  })

  it('has none where the browser keeps nothing (nothing is sent then)', () => {
    global.window = {
      get localStorage(): Storage {
        throw new Error('blocked')
      },
    }
    expect(touchSession(0)).toBeNull()
  })

  it('starts anew from an entry that is not ours', () => {
    ;(global.window as { localStorage: Storage }).localStorage.setItem('analyticsSession', '{"id":3}')
    expect(typeof touchSession(0)?.id).toBe('string')
  })
})

describe('googleClientId', () => {
  it("reads the client id of Google's _ga cookie", () => {
    expect(googleClientId('theme=dark; _ga=GA1.1.123456789.1700000000; x=1')).toBe('123456789.1700000000')
    expect(googleClientId('_ga=GA1.2.42.17')).toBe('42.17')
  })
  it('finds none without it, or in another cookie', () => {
    expect(googleClientId('')).toBeNull()
    expect(googleClientId('my_ga=GA1.1.1.2')).toBeNull()
  })
})

describe('eventsOf (data layer entries to the endpoint’s events)', () => {
  it('takes the entries with an event name, their flat values as parameters', () => {
    expect(
      eventsOf([
        { event: 'view_item_list', item_list_id: 'search', count: 12 },
        { 'gtm.start': 1 },
        { event: 'select_item', item_id: '42', index: 3, promo: true, list: null },
      ]),
    ).toEqual([
      { name: 'view_item_list', params: { item_list_id: 'search', count: 12 } },
      { name: 'select_item', params: { item_id: '42', index: 3, promo: true, list: null } },
    ])
  })
  it('leaves out nested values and names the endpoint refuses', () => {
    expect(eventsOf([{ event: 'add_to_cart', items: [{ id: 1 }], value: 90 }])).toEqual([{ name: 'add_to_cart', params: { value: 90 } }])
    expect(eventsOf([{ event: 'bad name' }, { event: 'x'.repeat(41) }, { event: 7 }])).toEqual([])
  })
})
