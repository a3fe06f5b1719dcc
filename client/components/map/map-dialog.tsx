import { useLingui } from '@lingui/react'
import { lazy, Suspense, useId, useRef, type ComponentProps } from 'react'
import { useModalLayer } from '../../lib/use-modal-layer'

// maplibre-gl, its style sheet and the country outlines load with this chunk, on the first opening only.
const MapView = lazy(() => import('./map-view').then((m) => ({ default: m.MapView })))

type Props = ComponentProps<typeof MapView> & { onClose: () => void }

/** The results map: a modal on desktop, full screen on mobile; Escape or the close button closes it. */
export function MapDialog({ onClose, ...view }: Props) {
  const { _ } = useLingui()
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  // Set up once on opening (onClose is a new function on each render of the page): focus in, Tab kept
  // inside, Escape closes, the page still, and the focus back to the Map button on closing.
  useModalLayer(dialog, { onEscape: onClose })
  return (
    <div
      className="overlay"
      onPointerDown={(e) => {
        if (e.target !== e.currentTarget) return
        // Not a press on the page behind once the layer is gone: the focus stays with the opener.
        e.preventDefault()
        onClose()
      }}
    >
      <div ref={dialog} className="map-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <header className="map-dialog__header">
          <h2 id={titleId} className="map-dialog__title">
            {_('map.title')}
          </h2>
          <button type="button" className="icon-button" aria-label={_('map.close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </header>
        <Suspense
          fallback={
            <div className="map-view map-view--loading" aria-busy="true">
              <p className="map-view__loading">{_('map.loading')}</p>
            </div>
          }
        >
          <MapView {...view} />
        </Suspense>
      </div>
    </div>
  )
}
