import { useLingui } from '@lingui/react'
import { Marker } from 'maplibre-gl'
import { useEffect, useRef, useState } from 'react'
import { MAP_ZOOM } from './map-geometry'
import type { MapPlace } from './map-place'
import { canDrawMaps, createMap } from './map-setup'
import { MARKER_SIZE } from './map-style'

/** The marker: a pin of the active size, its tip on the place. The place is told in text beside the map. */
function pinElement(): HTMLElement {
  const pin = document.createElement('div')
  pin.className = 'place-map__pin'
  pin.setAttribute('aria-hidden', 'true')
  pin.innerHTML = `<svg viewBox="0 0 24 24" width="${MARKER_SIZE.active}" height="${MARKER_SIZE.active}" focusable="false"><path d="M12 1.5a7.5 7.5 0 0 0-7.5 7.5c0 5.6 7.5 13.5 7.5 13.5s7.5-7.9 7.5-13.5A7.5 7.5 0 0 0 12 1.5z"/><circle cx="12" cy="9" r="2.8"/></svg>`
  return pin
}

/**
 * One place on the map (loaded on the first opening): its marker at the hotel's zoom, the zoom
 * buttons and the keyboard's arrows. Without WebGL (some headless or old browsers) the map says it
 * cannot be drawn; the place's address and coordinates stay beside it.
 */
export function PlaceMapView({ place, label }: { place: MapPlace; label: string }) {
  const { _ } = useLingui()
  const container = useRef<HTMLDivElement>(null)
  const [drawable, setDrawable] = useState(canDrawMaps)
  const [ready, setReady] = useState(false)

  useEffect(() => {
    if (!container.current || !drawable) return
    const center: [number, number] = [place.longitude, place.latitude]
    const map = createMap(container.current, { center, zoom: MAP_ZOOM.hotel, title: label, _ })
    if (!map) {
      setDrawable(false)
      return
    }
    new Marker({ element: pinElement(), anchor: 'bottom' }).setLngLat(center).addTo(map)
    map.on('load', () => setReady(true))
    return () => map.remove()
    // One map per opening: the place does not change while the dialog is open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  if (!drawable) {
    return (
      <p className="message place-map__unavailable" role="status" data-map="unavailable">
        {_('map.unavailable')}
      </p>
    )
  }
  return (
    <div className="place-map__view" role="region" aria-label={label} data-map={ready ? 'ready' : 'loading'}>
      <div ref={container} className="map-view__gl" />
    </div>
  )
}
