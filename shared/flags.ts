import * as v from 'valibot'

/** Feature switches and experiments (the FLAGS variable, JSON). Unknown keys are ignored. */
export const FlagsSchema = v.object({
  activitySearch: v.optional(v.boolean(), true),
  physicalVoucher: v.optional(v.boolean(), true),
  boxes: v.optional(v.boolean(), true),
  customerAccount: v.optional(v.boolean(), false),
  /** Forced-dates experiment in the booking flow: off, forced (always) or suggested (once). */
  forcedDates: v.optional(v.picklist(['off', 'forced', 'suggested']), 'off'),
  dateShortcuts: v.optional(v.boolean(), true),
  autoDiscount: v.optional(v.boolean(), false),
  filterDrawer: v.optional(v.boolean(), false),
  availabilityUpsell: v.optional(v.boolean(), true),
  payLater: v.optional(v.boolean(), false),
})

/** The parsed feature flags. */
export type Flags = v.InferOutput<typeof FlagsSchema>

/** Parses the FLAGS JSON; a malformed value falls back to the defaults. */
export function parseFlags(json: string | undefined): Flags {
  let raw: unknown
  try {
    raw = json ? JSON.parse(json) : {}
  } catch {
    raw = {}
  }
  const result = v.safeParse(FlagsSchema, raw)
  return result.success ? result.output : v.parse(FlagsSchema, {})
}
