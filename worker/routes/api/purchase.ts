import { Hono } from 'hono'
import { Temporal } from 'temporal-polyfill'
import {
  EligibilityQuerySchema,
  type EligibilityResponse,
  INSURANCE_RATE_PERMILLE,
  InsuranceQuoteQuerySchema,
  SHIPPING_AMOUNT,
  ShippingCostQuerySchema,
} from '../../../shared/api/purchase'
import { deferredPaymentDate, eligibleMethods, instalmentSchedule } from '../../../shared/rules/instalments'
import type { AppEnv } from '../../env'
import { catalogueToday } from '../../data/get-catalog'
import { badRequest } from '../../errors'
import { vQuery } from '../../validate'

/** Instalment fees: the spec gives none, so the first payment carries a fee of 0. */
export const INSTALMENT_FEE_CENTS = 0

/** Pure purchase helpers ({frontGateway}/purchase/*): instalment eligibility, insurance quote, shipping cost. */
export const purchase = new Hono<AppEnv>()
  .get('/purchase/instalments/eligibility', vQuery(EligibilityQuerySchema), (c) => {
    const q = c.req.valid('query')
    const todayIso = catalogueToday()
    if (q.cancellableUntil !== undefined && q.cancellableUntil < todayIso) {
      throw badRequest('cancellableUntil: The cancellation deadline has passed', 'cancellableUntil')
    }
    const today = Temporal.PlainDate.from(todayIso)
    const checkin = Temporal.PlainDate.from(q.checkinDate)
    const deadline = q.cancellableUntil ? Temporal.PlainDate.from(q.cancellableUntil) : null
    const body: EligibilityResponse = {
      paymentMethods: eligibleMethods({ amountCents: q.amount, checkin, today }).map((type) => ({
        type,
        paymentFee: INSTALMENT_FEE_CENTS,
        installments:
          type === 'deferred'
            ? [{ date: deferredPaymentDate(checkin, deadline).toString(), amount: q.amount }]
            : instalmentSchedule(q.amount, type === '3x' ? 3 : 4, INSTALMENT_FEE_CENTS, today).map((i) => ({
                date: i.date.toString(),
                amount: i.amountCents,
              })),
      })),
    }
    return c.json(body)
  })
  .get('/purchase/insurance/quote', vQuery(InsuranceQuoteQuerySchema), (c) => {
    const q = c.req.valid('query')
    const insured = q.cancellationType === 'INSURANCE'
    return c.json({
      id: `INS-${q.orderAmount}`,
      sellPrice: insured ? Math.ceil((q.orderAmount * INSURANCE_RATE_PERMILLE) / 1000) : 0,
      hasInsurance: insured,
    })
  })
  .get('/purchase/shipping-cost', vQuery(ShippingCostQuerySchema), (c) => {
    c.req.valid('query')
    // Physical delivery is free in the spec's base text; no international fee is given.
    return c.json({ amount: SHIPPING_AMOUNT, internationalFee: 0, internationalShippingFeesPerCountry: {} })
  })
