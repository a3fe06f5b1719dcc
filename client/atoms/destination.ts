import { atom } from 'jotai'

/** A chosen destination: the hash key its category sets (city, poi, hotel…) and its id. */
export type Destination = { key: string; id: string; label: string }

/** The destination of the search being prepared, or null for "anywhere". */
export const destinationAtom = atom<Destination | null>(null)
