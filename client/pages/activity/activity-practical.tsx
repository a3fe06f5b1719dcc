import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import type { ActivityDetail } from '../../../shared/api/activity-only'
import { activityInfoModals, centrePlace, type ActivityInfoModal } from '../../../shared/rules/activity-page'
import { DialogButton } from '../../components/layout/dialog-button'
import { addressLine } from '../../components/map/map-place'
import { PlaceMap } from '../../components/map/place-map'
import { NumberedSteps } from '../../components/layout/numbered-steps'

type Activity = ActivityDetail['activities'][number]
type Centre = Activity['activityCenter']

/** Title of each practical-info dialog, also its button's text (the hotel page's words). */
const MODAL_TITLE: Readonly<Record<ActivityInfoModal, string>> = {
  gettingThere: 'hotelPage.info.gettingThere',
  hours: 'hotelPage.info.hours',
  thingsToKnow: 'hotelPage.info.thingsToKnow',
}

/** The 'How it works' steps, in order. */
const STEPS = ['activityPage.how.choose', 'activityPage.how.voucher', 'activityPage.how.book'] as const

/** Street, postcode and town of a centre on one line. */
export const centreAddress = (centre: Centre) => addressLine(centre.address, centre.zipCode, centre.city)

/** Each activity centre once, in the order of the activities. */
export function centresOf(activities: readonly Activity[]): Centre[] {
  const seen = new Map<number, Centre>()
  for (const a of activities) if (!seen.has(a.activityCenter.id)) seen.set(a.activityCenter.id, a.activityCenter)
  return [...seen.values()]
}

/** Distinct non-empty lines, in their order. */
const distinct = (lines: readonly string[]) => [...new Set(lines.map((l) => l.trim()).filter((l) => l !== ''))]

/** The participants the product is for ('For 2 participants', 'For 1 to 4 participants'). */
export function participantsText(i18n: I18n, activity: Pick<ActivityDetail, 'minParticipants' | 'maxParticipants'>): string {
  return activity.minParticipants === activity.maxParticipants
    ? i18n._('activityPage.badge.participants', { count: activity.minParticipants })
    : i18n._('activityPage.badge.participantsRange', { min: activity.minParticipants, max: activity.maxParticipants })
}

/** 'What's included': each activity, the participants and the voucher's validity. */
export function ActivityIncluded({ activity }: { activity: ActivityDetail }) {
  const { _, i18n } = useLingui()
  const participants = participantsText(i18n, activity)
  return (
    <section aria-labelledby="activity-included" className="section">
      <h2 id="activity-included">{_('activityPage.included')}</h2>
      <ul className="activity-info">
        {activity.activities.map((a) => (
          <li key={a.id}>{a.univers ? i18n._('activityPage.included.activity', { title: a.title, univers: a.univers }) : a.title}</li>
        ))}
        <li>{participants}</li>
        <li>{i18n._('activityPage.included.voucher', { count: activity.validityMonths })}</li>
      </ul>
    </section>
  )
}

function GettingThere({ activity }: { activity: ActivityDetail }) {
  const { _ } = useLingui()
  return (
    <>
      {centresOf(activity.activities).map((centre) => {
        const address = centreAddress(centre)
        const place = centrePlace(centre, address)
        return place ? (
          <PlaceMap key={centre.id} place={place} />
        ) : (
          <div key={centre.id}>
            <h3>{centre.label}</h3>
            <h4>{_('hotelPage.info.address')}</h4>
            <address>{address}</address>
          </div>
        )
      })}
    </>
  )
}

function Hours({ activity }: { activity: ActivityDetail }) {
  return (
    <>
      {activity.activities
        .filter((a) => (a.schedules ?? '').trim() !== '')
        .map((a) => (
          <section key={a.id} className="page-dialog__group">
            <h3>{a.title}</h3>
            <ul className="page-dialog__list">
              {distinct((a.schedules ?? '').split('\n')).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
        ))}
    </>
  )
}

function ThingsToKnow({ activity }: { activity: ActivityDetail }) {
  const { _, i18n } = useLingui()
  const participants = participantsText(i18n, activity)
  const important = distinct([...activity.importantInformation, ...activity.activities.flatMap((a) => a.importantInformation)])
  return (
    <>
      <h3>{_('activityPage.niceToKnow')}</h3>
      <ul className="page-dialog__list">
        <li>{participants}</li>
        <li>{i18n._('activityPage.badge.validity', { count: activity.validityMonths })}</li>
        <li>{_('activityPage.niceToKnow.booking')}</li>
      </ul>
      {important.length > 0 ? (
        <>
          <h3>{_('activityPage.importantInformation')}</h3>
          <ul className="page-dialog__list">
            {important.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  )
}

/** Practical info: the activity's getting there, opening hours and things to know, each in a dialog (a bottom sheet on phones). */
export function ActivityPractical({ activity }: { activity: ActivityDetail }) {
  const { _ } = useLingui()
  const modals = activityInfoModals(activity)
  if (modals.length === 0) return null
  const body: Record<ActivityInfoModal, () => ReactNode> = {
    gettingThere: () => <GettingThere activity={activity} />,
    hours: () => <Hours activity={activity} />,
    thingsToKnow: () => <ThingsToKnow activity={activity} />,
  }
  return (
    <section aria-labelledby="activity-practical" className="section">
      <h2 id="activity-practical">{_('productPage.practical')}</h2>
      <ul className="hotel-info">
        {modals.map((modal) => (
          <li key={modal}>
            <DialogButton label={_(MODAL_TITLE[modal])} title={_(MODAL_TITLE[modal])}>
              {body[modal]()}
            </DialogButton>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** 'How it works': choose, offer it or keep it (the voucher), book the date with the activity centre. */
export function ActivityHowItWorks({ activity }: { activity: Pick<ActivityDetail, 'validityMonths'> }) {
  const { _, i18n } = useLingui()
  return (
    <section aria-labelledby="activity-how" className="section">
      <h2 id="activity-how">{_('activityPage.how')}</h2>
      <NumberedSteps steps={STEPS.map((id) => (id === 'activityPage.how.book' ? i18n._(id, { count: activity.validityMonths }) : _(id)))} />
    </section>
  )
}
