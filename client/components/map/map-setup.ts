/// <reference types="vite/client" />
// The set-up every map of the site shares (the results map, a box's map, the map of one place):
// maplibre with the local style, zoom buttons without a compass, no rotation, its controls named in
// the site's language, and how the maps of hotels draw and pick their markers. Imported by the lazy map chunks only: maplibre loads on a map's first opening.
import type { FeatureCollection, Point } from 'geojson'
import { Map as MapLibre, NavigationControl, setWorkerUrl, type MapGeoJSONFeature } from 'maplibre-gl'
import 'maplibre-gl/dist/maplibre-gl.css'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { nearestMarker } from './map-geometry'
import { buildMapStyle, MARKERS_LAYER } from './map-style'

setWorkerUrl(workerUrl)

type MapOptions = {
  /** Longitude, latitude. */
  center: [number, number]
  zoom: number
  /** Accessible name of the map's canvas. */
  title: string
  /** The site's messages (the controls' names; maplibre's own are English). */
  _: (id: string) => string
}

/** True when the browser can give maplibre the WebGL 2 it draws with (not in every headless browser, nor with some GPUs turned off). */
export function canDrawMaps(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl2')
    if (!gl) return false
    // The probe's context is given back at once: browsers keep only a few alive.
    gl.getExtension('WEBGL_lose_context')?.loseContext()
    return true
  } catch {
    return false
  }
}

/** A map in the container, or null when it cannot be drawn (no WebGL): the caller shows the place as text instead. */
export function createMap(container: HTMLElement, { center, zoom, title, _ }: MapOptions): MapLibre | null {
  if (!canDrawMaps()) return null
  let map: MapLibre
  try {
    map = new MapLibre({
      container,
      style: buildMapStyle(),
      center,
      zoom,
      attributionControl: { compact: true, customAttribution: 'Natural Earth' },
      dragRotate: false,
      pitchWithRotate: false,
      locale: {
        'Map.Title': title,
        'NavigationControl.ZoomIn': _('map.zoomIn'),
        'NavigationControl.ZoomOut': _('map.zoomOut'),
        'AttributionControl.ToggleAttribution': _('map.attribution'),
      },
    })
  } catch {
    // The probe passed but the map's own context failed (the GPU went away in between).
    return null
  }
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right')
  map.touchZoomRotate.disableRotation()
  return map
}

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
