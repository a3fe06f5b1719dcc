import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { useScrollRow } from '../../lib/use-scroll-row'
import { RowArrows } from './row-arrows'

type Props = {
  /** The id of the row's heading; the list is named by it. */
  titleId: string
  title: string
  count: number
  /** The row's list items. */
  children: ReactNode
}

/**
 * A titled row of cards under a page (the stay's other offers, the hotels around a hotel): swiped
 * on phones, and on wider screens scrolled by the previous and next arrows beside the title too.
 */
export function CardRow({ titleId, title, count, children }: Props) {
  const { _ } = useLingui()
  const { track, edges, scroll } = useScrollRow<HTMLUListElement>(count, count)
  return (
    <>
      <div className="card-row-head">
        <h2 id={titleId}>{title}</h2>
        <RowArrows
          previousLabel={_('offersRow.previous')}
          nextLabel={_('offersRow.next')}
          edges={edges}
          scroll={scroll}
          controls={`${titleId}-row`}
        />
      </div>
      <ul id={`${titleId}-row`} ref={track} className="hotel-row" tabIndex={0} aria-labelledby={titleId}>
        {children}
      </ul>
    </>
  )
}
