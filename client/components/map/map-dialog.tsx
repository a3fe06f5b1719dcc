import { useLingui } from '@lingui/react'
import { lazy, Suspense, useEffect, useId, useRef, type ComponentProps } from 'react'

// maplibre-gl, its style sheet and the country outlines load with this chunk, on the first opening only.
const MapView = lazy(() => import('./map-view').then((m) => ({ default: m.MapView })))

type Props = ComponentProps<typeof MapView> & { onClose: () => void }

/** The results map: a modal on desktop, full screen on mobile; Escape or the close button closes it. */
export function MapDialog({ onClose, ...view }: Props) {
  const { _ } = useLingui()
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  useEffect(() => {
    dialog.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    document.addEventListener('keydown', onKey)
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.body.style.overflow = overflow
    }
  }, [onClose])
  return (
    <div className="overlay" onPointerDown={(e) => e.target === e.currentTarget && onClose()}>
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
