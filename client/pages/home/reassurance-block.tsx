import { useLingui } from '@lingui/react'
import type { HomeBlock } from '../../../shared/cms/home-content'
import { ReassuranceIcon } from './home-icons'

/** The reassurance band: an icon and a short promise each (payment, changes, customer care). */
export function ReassuranceBlock({ block }: { block: Extract<HomeBlock, { type: 'reassurance' }> }) {
  const { _ } = useLingui()
  return (
    <section className="reassurance" aria-label={block.title || _('homePage.reassurance.label')}>
      <ul className="container reassurance__list">
        {block.items.map((item) => (
          <li key={item.label} className="reassurance__item">
            <span className="reassurance__icon">
              <ReassuranceIcon name={item.icon} />
            </span>
            <span>{item.label}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
