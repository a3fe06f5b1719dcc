type Box = { left: number; top: number; right: number; bottom: number }

/** Half the width of a marker and a little room (px): a card this close to the centre hides the marker. */
const MARKER_ROOM = 24
/** Gap kept between a centred marker and the card under it (px). */
const GAP = 8

/**
 * The offset (px, for maplibre's easeTo) that centres the selected marker in
 * the part of the map its info card leaves visible. On small screens the card
 * spans the map's width at the bottom: the marker goes in the middle of the
 * band above it (below `topInset`, the 'Search in this area' button). A card
 * beside the centre (wide screens) leaves the marker at the centre.
 * Boxes are in the same coordinates (the viewport's).
 */
export function selectedMarkerOffset(map: Box, card: Box | null, topInset = 0): [number, number] {
  if (!card) return [0, 0]
  const centreX = (map.left + map.right) / 2
  const covers =
    card.left < centreX + MARKER_ROOM && card.right > centreX - MARKER_ROOM && card.top < (map.top + map.bottom) / 2 + MARKER_ROOM
  if (!covers) return [0, 0]
  const top = map.top + Math.max(0, topInset)
  const bottom = Math.max(top, card.top - GAP)
  const centreY = (map.top + map.bottom) / 2
  return [0, Math.round((top + bottom) / 2 - centreY)]
}
