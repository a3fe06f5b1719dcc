// Rules never produce English: they return a stable message id plus values,
// and the UI renders it through Lingui. English source texts live in
// the Lingui catalogs (locales/<locale>/*.json).

/** Values interpolated into a message (ICU placeholders). */
export type MessageValues = Readonly<Record<string, string | number>>

/** A user-visible text as a message id and its values. */
export interface Message {
  readonly id: string
  readonly values?: MessageValues
}

/** Builds a Message, leaving values out when there are none. */
export function message(id: string, values?: MessageValues): Message {
  return values ? { id, values } : { id }
}
