/// <reference types="vite/client" />
// The set-up every map of the site shares (the results map, the map of one place): maplibre with
// the local style, zoom buttons without a compass, no rotation, and its controls named in the
// site's language. Imported by the lazy map chunks only: maplibre loads on a map's first opening.
import { Map as MapLibre, NavigationControl, setWorkerUrl } from 'maplibre-gl'
import 'maplibre-gl/dist/maplibre-gl.css'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { buildMapStyle } from './map-style'

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
