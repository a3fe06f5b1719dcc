import { useLingui } from '@lingui/react'
import type { GeoJSONSource, Map as MapLibre, MapGeoJSONFeature } from 'maplibre-gl'
import { useEffect, useId, useRef, useState } from 'react'
import type { InferOutput } from 'valibot'
import type { BoxOffersMapSchema } from '../../../shared/api/boxes'
import type { BoxOffer } from '../../../shared/rules/box-pages'
import { routePath } from '../../../shared/sites'
import { useSite } from '../../app/site-context'
import { MAP_ZOOM } from '../../components/map/map-geometry'
import { canDrawMaps, createMap, markerFeatures, markersBounds, pickMarkers } from '../../components/map/map-setup'
import { MARKERS_LAYER, MARKERS_SOURCE, SELECTED_LAYER } from '../../components/map/map-style'

type MapMarker = InferOutput<typeof BoxOffersMapSchema>['exactMatch'][number]

/** Centre before the markers arrive: between our five countries. */
const DEFAULT_CENTER: [number, number] = [4.5, 45.5]

/**
 * GET /gateway/boxes/{code}/offers?performMapSearch=true: every hotel of the box as a point,
 * whatever the page. The worker validates the answer's shape in its tests; the browser does not
 * ship a validator for its own API.
 */
async function fetchMarkers(code: string, locale: string, signal: AbortSignal): Promise<MapMarker[]> {
  const query = new URLSearchParams({ locale, performMapSearch: 'true' })
  const response = await fetch(`/gateway/boxes/${encodeURIComponent(code)}/offers?${query.toString()}`, {
    headers: { accept: 'application/json' },
    signal,
  })
  if (!response.ok) throw new Error(`box offers map answered ${response.status}`)
  return ((await response.json()) as InferOutput<typeof BoxOffersMapSchema>).exactMatch
}

type Props = {
  code: string
  /** The stays the carousel has loaded: a selected hotel's stay is named by its card when it is one of them. */
  offers: readonly BoxOffer[]
}

/**
 * The map of the box's stays (product-pages.md §2 "Gift box detail page"), loaded on the dialog's
 * first opening: every hotel of the box as a marker; a click (or Enter, on the marker nearest the
 * centre) selects a hotel and offers a link to its stay.
 */
export function BoxOffersMap({ code, offers }: Props) {
  const { _, i18n } = useLingui()
  const { site } = useSite()
  const container = useRef<HTMLDivElement>(null)
  const mapRef = useRef<MapLibre | null>(null)
  const [ready, setReady] = useState(false)
  const [drawable, setDrawable] = useState(canDrawMaps)
  const [markers, setMarkers] = useState<MapMarker[] | null>(null)
  const [error, setError] = useState(false)
  const [selected, setSelected] = useState<number | null>(null)
  const [rendered, setRendered] = useState(0)
  const hintId = useId()

  useEffect(() => {
    if (!container.current || !drawable) return
    const map = createMap(container.current, { center: DEFAULT_CENTER, zoom: MAP_ZOOM.large - 1, title: _('boxPage.offers.mapTitle'), _ })
    if (!map) {
      setDrawable(false)
      return
    }
    map.on('load', () => setReady(true))
    // How many markers are drawn, as the results map says it: a key pressed before picks nothing.
    map.on('idle', () => setRendered(map.queryRenderedFeatures({ layers: [MARKERS_LAYER] }).length))
    const select = (hit: MapGeoJSONFeature | undefined) => {
      const id = hit?.properties?.id
      setSelected(typeof id === 'number' ? id : null)
    }
    pickMarkers(map, hintId, select, () => {
      const box = map.getCanvas().getBoundingClientRect()
      return { x: box.width / 2, y: box.height / 2 }
    })
    mapRef.current = map
    return () => {
      mapRef.current = null
      map.remove()
    }
    // One map per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    fetchMarkers(code, site.id, controller.signal)
      .then(setMarkers)
      .catch(() => {
        if (!controller.signal.aborted) setError(true)
      })
    return () => controller.abort()
  }, [code, site.id])

  useEffect(() => {
    const map = mapRef.current
    if (!ready || !map || !markers) return
    map.getSource<GeoJSONSource>(MARKERS_SOURCE)?.setData(markerFeatures(markers))
    if (markers.length > 0) {
      map.fitBounds(markersBounds(markers), { padding: 48, maxZoom: MAP_ZOOM.city, duration: 0 })
    }
  }, [ready, markers])

  useEffect(() => {
    if (ready) mapRef.current?.setFilter(SELECTED_LAYER, ['==', ['get', 'id'], selected ?? -1])
  }, [ready, selected])

  const marker = markers?.find((m) => m.id === selected) ?? null
  const offer = marker ? (offers.find((o) => o.hotel.id === marker.id) ?? null) : null
  const stayId = marker?.weekend[0]?.id
  const href = offer?.uri ?? (stayId !== undefined ? routePath(site, 'stay', String(stayId)) : null)

  return (
    <div className="box-map" aria-busy={markers === null && !error} data-rendered-markers={rendered}>
      <div className="place-map__view" role="region" aria-label={_('boxPage.offers.mapTitle')}>
        <div ref={container} className="map-view__gl" />
        {drawable ? null : (
          <p className="message map-view__unavailable" role="status">
            {_('map.unavailable')}
          </p>
        )}
        <p id={hintId} className="visually-hidden">
          {_('map.keyboardHint')}
        </p>
      </div>
      {markers !== null ? (
        <p className="box-map__count" aria-live="polite">
          {i18n._('map.count', { count: markers.length })}
        </p>
      ) : null}
      {error ? (
        <p className="message message--error" role="alert">
          {_('search.error')}
        </p>
      ) : null}
      {href ? (
        <p className="box-map__stay" aria-live="polite">
          <a className="button button--primary" href={href}>
            {offer ? i18n._('boxPage.offers.mapStayNamed', { label: offer.label }) : _('boxPage.offers.mapStay')}
          </a>
        </p>
      ) : null}
    </div>
  )
}
