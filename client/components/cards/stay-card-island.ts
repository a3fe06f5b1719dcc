import { island } from '../../app/island'
import { mayHaveWishlist } from './wishlist-key'

/**
 * A result card whose code (carousel, badges, heart) the browser fetches when the visitor reaches
 * for a card: the server's cards read, link and animate their badges without it. A browser with a
 * saved wishlist loads it at once, to fill the hearts.
 */
export const StayCardIsland = island('stay-card', () => import('./stay-card').then((m) => m.StayCard), { eager: mayHaveWishlist })
