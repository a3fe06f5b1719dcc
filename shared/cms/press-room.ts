// The press room (site-wide §2 "Footer"): a static content page of the French and Spanish sites only.
import type { SiteId } from '../sites'

/** The press room's document id (its path is the site's `legalPath.pressRoom` message). */
export const PRESS_ROOM_PAGE = 'press-room'

/** The sites with a press room: its footer link and its page. */
export const PRESS_ROOM_SITES: readonly SiteId[] = ['fr_FR', 'es_ES']
