import { useLingui } from '@lingui/react'
import { lazy, Suspense, type ReactNode } from 'react'
import { DialogButton } from '../layout/dialog-button'
import type { MapPlace } from './map-place'

// maplibre-gl and its style sheet load with this chunk, on the first opening only (shared with the results map's chunk).
const PlaceMapView = lazy(() => import('./place-map-view').then((m) => ({ default: m.PlaceMapView })))

/** The place's position in text ('GPS coordinates: …'). */
export function Coordinates({ place }: { place: Pick<MapPlace, 'latitude' | 'longitude'> }) {
  const { i18n } = useLingui()
  return <p>{i18n._('hotelPage.info.coordinates', { lat: place.latitude.toFixed(5), lng: place.longitude.toFixed(5) })}</p>
}

type Props = {
  place: MapPlace
  /** The name, address and coordinates under the map; off where the dialog lists them already. */
  caption?: boolean
}

/** A map of one place with its marker, loaded when first shown, and the place in text. */
export function PlaceMap({ place, caption = true }: Props) {
  const { _, i18n } = useLingui()
  const label = i18n._('hotelPage.map.label', { hotel: place.name })
  return (
    <div className="place-map">
      <Suspense
        fallback={
          <div className="place-map__view place-map__view--loading" aria-busy="true">
            <p>{_('map.loading')}</p>
          </div>
        }
      >
        <PlaceMapView place={place} label={label} />
      </Suspense>
      {caption ? (
        <div className="place-map__caption">
          <p className="place-map__name">{place.name}</p>
          {place.address !== '' ? <address>{place.address}</address> : null}
          <Coordinates place={place} />
        </div>
      ) : null}
    </div>
  )
}

/** A button (the hotel's address) opening the map of the hotel in a modal dialog: a bottom sheet on phones. */
export function PlaceMapButton({ place, className, children }: { place: MapPlace; className: string; children: ReactNode }) {
  const { _, i18n } = useLingui()
  return (
    <DialogButton
      label={
        <>
          <svg className="place-map__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z"
            />
          </svg>
          <span>{children}</span>
          <span className="visually-hidden"> {_('hotelPage.map.open')}</span>
        </>
      }
      title={i18n._('hotelPage.map.title', { hotel: place.name })}
      className={className}
      dialogClassName="page-dialog--map"
    >
      <PlaceMap place={place} />
    </DialogButton>
  )
}
