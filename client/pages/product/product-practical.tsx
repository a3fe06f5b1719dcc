import { useLingui } from '@lingui/react'
import type { StayDetail } from '../../../shared/api/stay-detail'
import { Hours, ThingsToKnow } from '../hotel/hotel-info'

/**
 * Practical info: check-in and check-out, pets, local tax, the stay's cancellation policy and the
 * important information, told as the hotel page's dialogs tell them.
 */
export function ProductPractical({ stay }: { stay: StayDetail }) {
  const { _ } = useLingui()
  const { checkIn, checkOut } = stay.hotel.checkInOut
  return (
    <div className="product-practical">
      {checkIn || checkOut ? (
        <>
          <h3>{_('hotelPage.info.hours')}</h3>
          <Hours hotel={stay.hotel} />
        </>
      ) : null}
      <ThingsToKnow hotel={stay.hotel} offers={[stay]} importantInfos={stay.importantInfos} />
    </div>
  )
}
