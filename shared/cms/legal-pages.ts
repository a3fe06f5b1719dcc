import { PRESS_ROOM_PAGE } from './press-room'

/**
 * The legal pages the footer links to: their document id and the key of their path in the site's
 * language (message `legalPath.{key}`: '/fr-fr/conditions-generales-de-vente',
 * '/nl-nl/algemene-verkoopvoorwaarden'). Their paths differ per locale (site-wide §2); the
 * /content/{id} form moves there. The footer lists them in this order.
 */
export const LEGAL_PAGE_KEYS = {
  'terms-of-sale': 'termsOfSale',
  'terms-of-use': 'termsOfUse',
  'data-protection': 'dataProtection',
  cookies: 'cookies',
  'partner-signup': 'partners',
  [PRESS_ROOM_PAGE]: 'pressRoom',
} as const
export type LegalPageId = keyof typeof LEGAL_PAGE_KEYS

/** The keys of the legal pages a site's footer links to, in order: the press room only where it exists. */
export function legalPageKeys(hasPressRoom: boolean): string[] {
  return Object.values(LEGAL_PAGE_KEYS).filter((key) => hasPressRoom || key !== LEGAL_PAGE_KEYS[PRESS_ROOM_PAGE])
}
