import * as v from 'valibot'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AnswerError, checkoutFailureReport, isUnfixable } from '../../../../client/lib/call-failure'
import { CheckoutError } from '../../../../client/pages/checkout/checkout-api'
import { fetchQuote } from '../../../../client/pages/product/use-booking'

const valiError = (() => {
  try {
    v.parse(v.object({ bookable: v.boolean() }), { bookable: 'yes' })
  } catch (error) {
    return error
  }
  throw new Error('the schema accepted a string')
})()

const syntaxError = (() => {
  try {
    JSON.parse('<html>Bad gateway</html>')
  } catch (error) {
    return error
  }
  throw new Error('JSON.parse read HTML')
})()

describe('when a call failure opens the error modal', () => {
  it.each<[string, unknown, boolean]>([
    ['no connection (fetch rejects with a TypeError)', new TypeError('Failed to fetch'), true],
    ['a 500', new AnswerError(500, '/api/product/1/quote?checkin=2026-12-14'), true],
    ['a 503', new AnswerError(503, '/api/redeem/weekend/1/packageCheckinPrices.json'), true],
    ['an answer that is not JSON', syntaxError, true],
    ['an answer its schema refuses', valiError, true],
    ['a checkout refusal of the server (500)', new CheckoutError(500, 'HTTP_500', 'Internal Server Error'), true],
    ['a 404', new AnswerError(404, '/api/product/1/quote'), false],
    ['a 400 (the request was refused)', new AnswerError(400, '/api/product/1/quote'), false],
    ['a business refusal with its code', new CheckoutError(409, 'PACKAGE_NOT_AVAILABLE_CHECKIN', 'No availability'), false],
    ['a call aborted by a newer one', new DOMException('The operation was aborted.', 'AbortError'), false],
    ['something that is not an error', 'quote failed', false],
    ['a plain error of the code itself', new Error('unexpected'), false],
  ])('%s: %s', (_case, error, expected) => {
    expect(isUnfixable(error)).toBe(expected)
  })
})

describe('the report of a checkout that could not start', () => {
  it('is an ERROR of the checkout start with the site and the message cut to 256 characters', () => {
    const body = JSON.parse(checkoutFailureReport('nl_BE', new TypeError('x'.repeat(400)))) as Record<string, string>
    expect(body).toMatchObject({ level: 'ERROR', locale: 'nl_BE', location: 'application.client.checkout-init' })
    expect(body.message).toHaveLength(256)
    expect(body.message!.startsWith('TypeError: xxx')).toBe(true)
  })

  it('names the HTTP status of a server failure', () => {
    const body = JSON.parse(checkoutFailureReport('es_ES', new CheckoutError(503, 'HTTP_503', 'Service Unavailable'))) as Record<
      string,
      string
    >
    expect(body.message).toBe('CheckoutError 503: Service Unavailable')
  })
})

/** A quote the worker answers for dates the stay cannot be booked at: a 200 with its errors. */
const UNBOOKABLE = {
  bookable: false,
  errors: [{ code: 'PACKAGE_NOT_AVAILABLE_CHECKIN', message: 'No availability at check-in' }],
  priceInfo: null,
  localTaxTotalAmount: 0,
  localTaxToBePaidAtHotel: false,
  amountToPay: 0,
  insurance: { available: false, amount: 0 },
  cancellationPolicy: { cancellable: false, type: 'NON_CANCELLABLE', cancellationDeadline: null, message: 'Non-exchangeable' },
  programLineList: [],
  flashDeal: false,
  roomsAmountMessage: null,
  roomsLeft: null,
  reservationCriteria: { offerId: 100202, checkin: '2026-12-14', checkout: '2026-12-16', nights: 2, adult: 2, child: 0, baby: 0 },
  activityDates: [],
}

describe("the stay page's quote", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  const answering = (response: Response | Error) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response))),
    )
  const outcome = (url = '/api/product/100202/quote?checkin=2026-12-14') =>
    fetchQuote(url, new AbortController().signal).then(
      (quote) => ({ quote, unfixable: false }),
      (error: unknown) => ({ quote: null, unfixable: isUnfixable(error) }),
    )

  it('keeps a business refusal (PACKAGE_NOT_AVAILABLE_CHECKIN) as the quote, with its own message', async () => {
    answering(Response.json(UNBOOKABLE))
    const { quote, unfixable } = await outcome()
    expect(unfixable).toBe(false)
    expect(quote?.errors[0]?.code).toBe('PACKAGE_NOT_AVAILABLE_CHECKIN')
  })

  it.each<[string, () => Response | Error]>([
    ['a 500', () => new Response('{"error":{"code":"INTERNAL"}}', { status: 500 })],
    ['a 502 page in HTML', () => new Response('<html>Bad gateway</html>', { status: 502 })],
    ['a lost connection', () => new TypeError('Failed to fetch')],
    ['a 200 that is not JSON', () => new Response('<html>maintenance</html>', { status: 200 })],
    ['a 200 that is not a quote', () => Response.json({ price: 12 })],
  ])('turns the error state on for %s', async (_case, response) => {
    answering(response())
    expect(await outcome()).toEqual({ quote: null, unfixable: true })
  })

  it('does not for a 400 (the page asked for something the worker refuses)', async () => {
    answering(Response.json({ error: { code: 'INVALID_INPUT', message: 'nights' } }, { status: 400 }))
    expect(await outcome()).toEqual({ quote: null, unfixable: false })
  })
})
