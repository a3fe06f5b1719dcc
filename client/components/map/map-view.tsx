import { useLingui } from '@lingui/react'
import type { GeoJSONSource, Map as MapLibre, MapGeoJSONFeature } from 'maplibre-gl'
import { useEffect, useId, useRef, useState } from 'react'
import type { OffersResponse, StayCard as StayCardData } from '../../../shared/api/search'
import type { SearchCriteria } from '../../../shared/search/criteria'
import type { Flow, SiteId } from '../../../shared/sites'
import { fetchOffers, isAbort } from '../../pages/search/search-api'
import { toOffersRequest } from '../../pages/search/search-request'
import { StayCard } from '../cards/stay-card'
import { areaCriteria, zoomForCriteria } from './map-geometry'
import { selectedMarkerOffset } from './map-offset'
import { canDrawMaps, createMap, markerFeatures, markersBounds, pickMarkers } from './map-setup'
import { MARKERS_LAYER, MARKERS_SOURCE, SELECTED_LAYER } from './map-style'

/** Centre when neither the search nor its markers give one: between our five countries. */
const DEFAULT_CENTER: [number, number] = [4.5, 45.5]

type Props = {
  criteria: SearchCriteria
  flow: Flow
  locale: SiteId
  /** Centre of the searched destination (searchDetails.location). */
  center: { latitude: number; longitude: number } | null
  linkSuffix: string
  onSearchArea: (criteria: SearchCriteria) => void
}

type Markers = OffersResponse['exactMatch']

/**
 * The results map (loaded on first opening): every matching hotel as a
 * marker; a marker click selects and centres it and loads its card; a click
 * elsewhere deselects; 'Search in this area' searches around what is visible.
 */
export function MapView({ criteria, flow, locale, center, linkSuffix, onSearchArea }: Props) {
  const { _, i18n } = useLingui()
  const container = useRef<HTMLDivElement>(null)
  const mapRef = useRef<MapLibre | null>(null)
  const [ready, setReady] = useState(false)
  const fitMarkers = useRef(true)
  const [markers, setMarkers] = useState<Markers | null>(null)
  const [selected, setSelected] = useState<number | null>(null)
  const [card, setCard] = useState<StayCardData | null>(null)
  const [error, setError] = useState(false)
  const [rendered, setRendered] = useState(0)
  // Without WebGL the map cannot be drawn: the visitor is told, the list of results stays behind.
  const [drawable, setDrawable] = useState(canDrawMaps)
  const cardRef = useRef<HTMLDivElement>(null)
  const areaButton = useRef<HTMLButtonElement>(null)
  // Where the selected marker is, to centre it again once its card has its size.
  const selectedAt = useRef<[number, number] | null>(null)
  const hintId = useId()

  /** Centres the selected marker in the part of the map its card leaves visible (above the card on small screens). */
  function centreSelected() {
    const map = mapRef.current
    const center = selectedAt.current
    if (!map || !center || !container.current) return
    const box = container.current.getBoundingClientRect()
    const top = areaButton.current ? areaButton.current.getBoundingClientRect().bottom - box.top : 0
    const card = cardRef.current?.getBoundingClientRect() ?? null
    map.easeTo({ center, offset: selectedMarkerOffset(box, card, top) })
  }

  /** Where a selected marker sits in the map (px from its top left): the centre of the part its card leaves visible. */
  function focusPoint(): { x: number; y: number } {
    if (!container.current) return { x: 0, y: 0 }
    const box = container.current.getBoundingClientRect()
    const top = areaButton.current ? areaButton.current.getBoundingClientRect().bottom - box.top : 0
    const [dx, dy] = selectedMarkerOffset(box, cardRef.current?.getBoundingClientRect() ?? null, top)
    return { x: box.width / 2 + dx, y: box.height / 2 + dy }
  }

  useEffect(() => {
    if (!container.current || !drawable) return
    const map = createMap(container.current, {
      center: center ? [center.longitude, center.latitude] : DEFAULT_CENTER,
      zoom: zoomForCriteria(criteria),
      title: _('map.label'),
      _,
    })
    if (!map) {
      setDrawable(false)
      return
    }
    map.on('load', () => setReady(true))
    map.on('idle', () => setRendered(map.queryRenderedFeatures({ layers: [MARKERS_LAYER] }).length))
    /** Selects a marker (and centres it), or deselects when there is none. */
    const select = (hit: MapGeoJSONFeature | undefined) => {
      const id = hit?.properties?.id
      if (typeof id === 'number' && hit?.geometry.type === 'Point') {
        selectedAt.current = hit.geometry.coordinates as [number, number]
        setSelected(id)
        // Centred now in the room the current card (if any) leaves; again once the new card is shown.
        centreSelected()
      } else {
        selectedAt.current = null
        setSelected(null)
      }
    }
    // Keyboard: the arrow keys move the map (maplibre); Enter or Space selects the marker nearest where a selected one sits.
    pickMarkers(map, hintId, select, focusPoint)
    mapRef.current = map
    return () => {
      mapRef.current = null
      map.remove()
    }
    // The map is created once; later criteria only reload the markers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // Markers of every matching hotel (performMapSearch), reloaded when the search changes.
  useEffect(() => {
    const controller = new AbortController()
    setError(false)
    fetchOffers(toOffersRequest(criteria, flow, locale, { performMapSearch: true, limit: 1 }), controller.signal)
      .then((answer) => setMarkers(answer.exactMatch))
      .catch((e: unknown) => {
        if (!isAbort(e)) setError(true)
      })
    return () => controller.abort()
  }, [criteria, flow, locale])

  useEffect(() => {
    const map = mapRef.current
    if (!ready || !map || !markers) return
    map.getSource<GeoJSONSource>(MARKERS_SOURCE)?.setData(markerFeatures(markers))
    // Every marker in view, no closer than the destination's zoom; a view the visitor searched stays as it is.
    if (fitMarkers.current && markers.length > 0) {
      const bounds = markersBounds(markers)
      map.fitBounds(bounds, { padding: 64, maxZoom: zoomForCriteria(criteria), duration: 0 })
    }
    fitMarkers.current = true
    // Only new markers move the view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, markers])

  // The selected marker: highlighted, and its hotel's offer loaded for the card.
  useEffect(() => {
    const map = mapRef.current
    if (ready && map) map.setFilter(SELECTED_LAYER, ['==', ['get', 'id'], selected ?? -1])
    setCard(null)
    if (selected === null) return
    const controller = new AbortController()
    fetchOffers(toOffersRequest(criteria, flow, locale, { hotelId: selected, limit: 1 }), controller.signal)
      .then((answer) => setCard(answer.results[0] ?? null))
      .catch((e: unknown) => {
        if (!isAbort(e)) setError(true)
      })
    return () => controller.abort()
  }, [ready, selected, criteria, flow, locale])

  // The selected marker moves clear of its card once the card (loading frame, then the offer) is laid out.
  useEffect(() => {
    // centreSelected reads refs only; the card's arrival is what matters.
    if (selected !== null) centreSelected()
  }, [selected, card])

  const searchArea = () => {
    const map = mapRef.current
    if (!map) return
    const b = map.getBounds()
    selectedAt.current = null
    setSelected(null)
    fitMarkers.current = false
    onSearchArea(areaCriteria(criteria, { north: b.getNorth(), south: b.getSouth(), east: b.getEast(), west: b.getWest() }))
  }

  return (
    <div className="map-view" data-markers={markers?.length ?? 0} data-rendered-markers={rendered} aria-busy={markers === null}>
      <div className="map-view__canvas" role="region" aria-label={_('map.label')}>
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
      {drawable ? (
        <button ref={areaButton} type="button" className="button button--primary map-view__area" onClick={searchArea}>
          {_('map.searchArea')}
        </button>
      ) : null}
      {markers !== null ? (
        <p className="map-view__count" aria-live="polite">
          {i18n._('map.count', { count: markers.length })}
        </p>
      ) : null}
      {error ? (
        <p className="message message--error map-view__error" role="alert">
          {_('search.error')}
        </p>
      ) : null}
      {selected !== null ? (
        <div ref={cardRef} className="map-view__card" aria-live="polite" aria-busy={card === null}>
          {card ? <StayCard card={card} flow={flow} linkSuffix={linkSuffix} /> : <div className="map-view__card-loading" />}
        </div>
      ) : null}
    </div>
  )
}
