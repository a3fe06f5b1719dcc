import { useLingui } from '@lingui/react'
import type { ProgramLine } from '../../../shared/api/stay-detail'
import { isExperienceLine } from '../../../shared/rules/product-page'
import { ActivityDuration } from '../../components/program/activity-duration'

/** One of the lists of an activity, under its heading, when it has items. */
function Facts({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null
  return (
    <>
      <h4 className="experience__subtitle">{title}</h4>
      <ul className="experience__list">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  )
}

/**
 * 'The experience' (product-pages.md §2, §3): each activity and dinner of the stay in detail, its
 * duration, place, schedules and participants, why it is worth it, what to know, the menu and how
 * to book its slot.
 */
export function ProductActivities({ lines }: { lines: readonly ProgramLine[] }) {
  const { _ } = useLingui()
  return (
    <div className="experience">
      {lines.filter(isExperienceLine).map((line, i) => (
        <article key={`${line.type}-${line.activityId ?? i}`} className="experience__item" aria-labelledby={`experience-${i}`}>
          <h3 id={`experience-${i}`} className="experience__title">
            {line.title}
          </h3>
          <dl className="experience__facts">
            {line.duration ? (
              <div>
                <dt>{_('productPage.activity.duration')}</dt>
                <dd>
                  <ActivityDuration minutes={line.duration} />
                </dd>
              </div>
            ) : null}
            {line.where ? (
              <div>
                <dt>{_('productPage.activity.where')}</dt>
                <dd>{line.where}</dd>
              </div>
            ) : null}
            {line.schedules ? (
              <div>
                <dt>{_('productPage.activity.schedules')}</dt>
                <dd>{line.schedules.replace('-', '–')}</dd>
              </div>
            ) : null}
            <div>
              <dt>{_('productPage.activity.participants')}</dt>
              <dd>{line.activityParticipantsLabel}</dd>
            </div>
          </dl>
          <Facts title={_('productPage.activity.why')} items={line.whyList} />
          <Facts title={_('productPage.activity.menu')} items={line.menu} />
          <Facts title={_('productPage.activity.mustKnow')} items={line.mustKnowList} />
          {line.how ? (
            <>
              <h4 className="experience__subtitle">{_('productPage.activity.how')}</h4>
              <p className="experience__how">{line.how}</p>
            </>
          ) : null}
        </article>
      ))}
    </div>
  )
}
