import { useLingui } from '@lingui/react'
import type { MouseEvent } from 'react'
import { paginationModel } from '../../../shared/rules/pagination'

type Props = {
  page: number
  pageCount: number
  /** Address of a page (real links, so crawlers and new tabs work). */
  hrefOf: (page: number) => string
  /** In-page navigation of a plain click. */
  onPage: (page: number) => void
}

/**
 * Previous and next links with the page list and the legend 'Page x of y'.
 * Previous is disabled on the first page, next on the last; fewer than 10
 * pages are all listed, otherwise tens or hundreds (shared pagination rule).
 * Following one in the page moves the focus to the first heading of its section.
 */
export function Pagination({ page, pageCount, hrefOf, onPage }: Props) {
  const { _, i18n } = useLingui()
  if (pageCount <= 1) return null
  const model = paginationModel(page, pageCount)
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    // The new page shows from the top: the keyboard goes on from the results' first heading, not
    // from a link at the bottom of a page that has scrolled away.
    const heading = event.currentTarget.closest('section')?.querySelector<HTMLElement>('h2, h1')
    if (heading) {
      heading.tabIndex = -1
      heading.focus({ preventScroll: true })
    }
    onPage(target)
  }
  const edge = (link: { page: number | null; disabled: boolean }, rel: 'prev' | 'next', label: string, arrow: string) => {
    // The arrow points away from the page list: '‹ Previous' and 'Next ›'. Small screens hide the
    // text, so the link keeps it as its name.
    const arrowMark = <span aria-hidden="true">{arrow}</span>
    const text = <span className="pagination__edge-text">{label}</span>
    const content =
      rel === 'prev' ? (
        <>
          {arrowMark} {text}
        </>
      ) : (
        <>
          {text} {arrowMark}
        </>
      )
    return link.page === null ? (
      <span className={`pagination__edge pagination__edge--${rel}`} role="link" aria-disabled="true" aria-label={label}>
        {content}
      </span>
    ) : (
      <a
        className={`pagination__edge pagination__edge--${rel}`}
        href={hrefOf(link.page)}
        rel={rel}
        aria-label={label}
        onClick={follow(link.page)}
      >
        {content}
      </a>
    )
  }
  return (
    <nav className="pagination" aria-label={_('pagination.label')}>
      {edge(model.previous, 'prev', _('pagination.previous'), '‹')}
      <ol className="pagination__pages">
        {model.items.map((item, i) =>
          item.type === 'gap' ? (
            <li key={`gap-${i}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <a
                className="pagination__page"
                href={hrefOf(item.page)}
                aria-current={item.current ? 'page' : undefined}
                aria-label={i18n._('pagination.page', { page: item.page })}
                onClick={follow(item.page)}
              >
                {item.page}
              </a>
            </li>
          ),
        )}
      </ol>
      {edge(model.next, 'next', _('pagination.next'), '›')}
      <p className="pagination__legend">{i18n._(model.legend.id, model.legend.values)}</p>
    </nav>
  )
}
