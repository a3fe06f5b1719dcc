import { useLingui } from '@lingui/react'
import { lazy, Suspense, type ComponentProps } from 'react'
import { ModalDialog } from '../layout/modal-dialog'

// maplibre-gl, its style sheet and the country outlines load with this chunk, on the first opening only.
const MapView = lazy(() => import('./map-view').then((m) => ({ default: m.MapView })))

type Props = ComponentProps<typeof MapView> & { onClose: () => void }

/** The results map: a modal on desktop, full screen on mobile; Escape or the close button closes it. */
export function MapDialog({ onClose, ...view }: Props) {
  const { _ } = useLingui()
  return (
    <ModalDialog title={_('map.title')} closeLabel={_('map.close')} onClose={onClose} block="map-dialog">
      <Suspense
        fallback={
          <div className="map-view map-view--loading" aria-busy="true">
            <p className="map-view__loading">{_('map.loading')}</p>
          </div>
        }
      >
        <MapView {...view} />
      </Suspense>
    </ModalDialog>
  )
}
