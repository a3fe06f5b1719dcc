import type { FeatureCollection, Point } from 'geojson'
import type { Map as MapLibre, MapGeoJSONFeature } from 'maplibre-gl'
import { nearestMarker } from './map-geometry'
import { MARKERS_LAYER } from './map-style'

/** A hotel on a map: its id and where it is (the markers of POST /api/offers.json and of a box's offers). */
export type MarkerPoint = { readonly id: number; readonly location: { readonly latitude: number; readonly longitude: number } }

/** The markers as the map's GeoJSON source takes them, each with its hotel's id. */
export function markerFeatures(markers: readonly MarkerPoint[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: markers.map((m) => ({
      type: 'Feature',
      properties: { id: m.id },
      geometry: { type: 'Point', coordinates: [m.location.longitude, m.location.latitude] },
    })),
  }
}

/** South-west and north-east corners around the markers. */
export function markersBounds(markers: readonly MarkerPoint[]): [[number, number], [number, number]] {
  const lngs = markers.map((m) => m.location.longitude)
  const lats = markers.map((m) => m.location.latitude)
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ]
}

/**
 * How a visitor picks a marker, on every map of hotels: a click picks the marker under it (or none,
 * to deselect); on the focused map, where the arrow keys move the map, Enter or Space picks the drawn
 * marker nearest `focus` (a point of the map, px from its top left); the pointer shows over markers.
 * The canvas is described by the element `hintId` names (how to use the keys).
 */
export function pickMarkers(
  map: MapLibre,
  hintId: string,
  select: (hit: MapGeoJSONFeature | undefined) => void,
  focus: () => { x: number; y: number },
): void {
  map.on('click', (event) => select(map.queryRenderedFeatures(event.point, { layers: [MARKERS_LAYER] })[0]))
  const canvas = map.getCanvas()
  canvas.setAttribute('aria-describedby', hintId)
  canvas.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return
    event.preventDefault()
    const drawn = map
      .queryRenderedFeatures({ layers: [MARKERS_LAYER] })
      .flatMap((feature) =>
        feature.geometry.type === 'Point' ? [{ feature, point: map.project(feature.geometry.coordinates as [number, number]) }] : [],
      )
    select(nearestMarker(drawn, focus())?.feature)
  })
  map.on('mouseenter', MARKERS_LAYER, () => {
    canvas.style.cursor = 'pointer'
  })
  map.on('mouseleave', MARKERS_LAYER, () => {
    canvas.style.cursor = ''
  })
}
