import * as v from 'valibot'

/** Feature switches and experiments (the FLAGS variable, JSON). Unknown keys are ignored. */
export const FlagsSchema = v.object({
  activitySearch: v.optional(v.boolean(), true),
  physicalVoucher: v.optional(v.boolean(), true),
  boxes: v.optional(v.boolean(), true),
  customerAccount: v.optional(v.boolean(), true),
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

/** The last FLAGS text parsed and its flags: the variable is the same on every request of a worker. */
let last: { json: string | undefined; flags: Readonly<Flags> } | null = null

/** Parses the FLAGS JSON; a malformed value falls back to the defaults. Parsed once per distinct text. */
export function parseFlags(json: string | undefined): Readonly<Flags> {
  if (last !== null && last.json === json) return last.flags
  const flags = Object.freeze(readFlags(json))
  last = { json, flags }
  return flags
}

function readFlags(json: string | undefined): Flags {
  let raw: unknown
  try {
    raw = json ? JSON.parse(json) : {}
  } catch {
    raw = {}
  }
  const result = v.safeParse(FlagsSchema, raw)
  return result.success ? result.output : v.parse(FlagsSchema, {})
}
