import { atom } from 'jotai'
import { DEFAULT_PAX, type Pax } from '../../shared/rules/pax'

/** The party of the booking being prepared on a product page (hash keys a, c, b, s). */
export const paxAtom = atom<Pax>(DEFAULT_PAX)
