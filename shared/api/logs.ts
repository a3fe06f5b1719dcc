import * as v from 'valibot'
import { LocaleSchema } from './common'

/** Log messages are cut to this length (site-wide §9). */
export const LOG_MESSAGE_MAX = 256

/** POST /api/logs body. Longer messages are truncated, not refused. */
export const LogRequestSchema = v.object({
  level: v.picklist(['ERROR', 'WARN', 'INFO']),
  locale: v.optional(LocaleSchema),
  location: v.pipe(v.string(), v.maxLength(200)),
  message: v.pipe(
    v.string(),
    v.transform((s) => s.slice(0, LOG_MESSAGE_MAX)),
  ),
})
export type LogRequest = v.InferOutput<typeof LogRequestSchema>

/** Point of sale in POST /api/analytics/ga/collect/:pos. */
export const AnalyticsPosSchema = v.picklist(['FR', 'ES', 'BE', 'NL', 'IT'], 'Unknown point of sale')
export type AnalyticsPos = v.InferOutput<typeof AnalyticsPosSchema>

/** POST /api/analytics/ga/collect/:pos body. */
export const AnalyticsRequestSchema = v.object({
  clientId: v.pipe(v.string(), v.maxLength(100)),
  userId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(100)))),
  events: v.pipe(
    v.array(
      v.object({
        name: v.pipe(v.string(), v.regex(/^[a-zA-Z0-9_-]{1,40}$/, 'Expected an event name')),
        params: v.optional(v.record(v.pipe(v.string(), v.maxLength(40)), v.union([v.string(), v.number(), v.boolean(), v.null()])), {}),
      }),
    ),
    v.minLength(1),
    v.maxLength(25),
  ),
})
export type AnalyticsRequest = v.InferOutput<typeof AnalyticsRequestSchema>

/** GET /error query: the address a not-found page was shown for (site-wide §7). */
export const ErrorReportQuerySchema = v.object({
  uri: v.pipe(v.string(), v.minLength(1, 'Mandatory field'), v.maxLength(2048, 'At most 2048 characters')),
  locale: v.optional(LocaleSchema),
})
export type ErrorReportQuery = v.InferOutput<typeof ErrorReportQuerySchema>

/** Contact form (site-wide §5). Booking_ID__c is optional for the avv_info reason. */
export const ContactRequestSchema = v.pipe(
  v.object({
    locale: LocaleSchema,
    contact_reason: v.pipe(v.string(), v.regex(/^[a-z_]{1,40}$/, 'Expected a reason code')),
    requestType: v.pipe(v.string(), v.minLength(1, 'Mandatory field'), v.maxLength(80)),
    requestSubtype: v.pipe(v.string(), v.minLength(1, 'Mandatory field'), v.maxLength(80)),
    Booking_ID__c: v.optional(v.pipe(v.string(), v.regex(/^\d{8}$/, 'Booking number is composed of 8 digits'))),
    name: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, 'Mandatory field'),
      v.maxLength(80),
      v.regex(/^[\p{L} '-]+$/u, 'Only text is expected'),
    ),
    email: v.pipe(v.string(), v.trim(), v.minLength(1, 'Mandatory field'), v.email('Email seems incorrect'), v.maxLength(200)),
    phone: v.pipe(v.string(), v.trim(), v.minLength(1, 'Mandatory field'), v.regex(/^[\d\s()+-]{4,30}$/, 'Phone number seems incorrect')),
    description: v.pipe(v.string(), v.trim(), v.minLength(1, 'Mandatory field'), v.maxLength(5000)),
    captchaToken: v.optional(v.pipe(v.string(), v.maxLength(4096))),
  }),
  v.forward(
    v.check((form) => form.contact_reason === 'avv_info' || form.Booking_ID__c !== undefined, 'Mandatory field'),
    ['Booking_ID__c'],
  ),
)
export type ContactRequest = v.InferOutput<typeof ContactRequestSchema>
