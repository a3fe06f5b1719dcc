import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { activeSection, SECTION_VISIBILITY_STEPS, sectionScrollTop, visibleShare } from '../../../shared/rules/section-nav'
import { scrollWindowSettled } from '../../lib/reveal'

export type SectionTab = { id: string; label: string }

type Props = { label: string; tabs: readonly SectionTab[] }

/** Height of what sticks to the top of the window: the header, if sticky, and the nav itself. */
function stuckHeight(nav: HTMLElement): number {
  const header = document.querySelector('.site-header')
  const headerHeight = header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().height : 0
  return headerHeight + nav.getBoundingClientRect().height
}

/**
 * A sticky bar of links to the page's sections (the stay and hotel pages). Without JavaScript the
 * links jump to their anchors; with it, the tab of the first section at least 88% visible (or
 * filling 88% of the window under the sticky bars, for a long one) is marked current and a click scrolls smoothly, leaving 30 px above the section on phones and
 * 70 px otherwise (product-pages.md §2).
 */
export function SectionNav({ label, tabs }: Props) {
  const [active, setActive] = useState<string | null>(null)
  const ids = tabs.map((tab) => tab.id).join(' ')
  const navRef = useRef<HTMLElement>(null)

  useEffect(() => {
    const nav = navRef.current
    if (typeof IntersectionObserver === 'undefined' || !nav) return
    const order = ids.split(' ')
    const ratios = new Map<string, number>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const share = visibleShare({
            ratio: entry.intersectionRatio,
            visibleHeight: entry.intersectionRect.height,
            rootHeight: entry.rootBounds?.height ?? window.innerHeight,
          })
          ratios.set(entry.target.id, entry.isIntersecting ? share : 0)
        }
        const current = activeSection(ratios, order)
        if (current) setActive(current)
      },
      // What the sticky bars cover is not in view.
      { threshold: [...SECTION_VISIBILITY_STEPS], rootMargin: `-${Math.round(stuckHeight(nav))}px 0px 0px 0px` },
    )
    for (const id of order) {
      const section = document.getElementById(id)
      if (section) observer.observe(section)
    }
    return () => observer.disconnect()
  }, [ids])

  // On a narrow screen the row of tabs scrolls: keep the current one in it.
  useEffect(() => {
    const link = active ? navRef.current?.querySelector<HTMLElement>(`a[href="#${active}"]`) : null
    const row = link?.closest('ul')
    if (!link || !row) return
    const left = link.offsetLeft - row.offsetLeft
    if (left < row.scrollLeft || left + link.offsetWidth > row.scrollLeft + row.clientWidth) row.scrollLeft = Math.max(0, left - 16)
  }, [active])

  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const section = document.getElementById(id)
    const nav = event.currentTarget.closest('nav')
    if (!section || !nav || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    // No jump to the anchor: the address's hash keeps the page's criteria (dates, travellers).
    event.preventDefault()
    scrollWindowSettled(() =>
      sectionScrollTop({
        sectionTop: section.getBoundingClientRect().top,
        scrollY: window.scrollY,
        stuckHeight: stuckHeight(nav),
        viewportWidth: window.innerWidth,
      }),
    )
    setActive(id)
    // The keyboard goes on from the section, as it would after the anchor's own jump.
    section.focus({ preventScroll: true })
  }

  return (
    <nav ref={navRef} className="section-nav" aria-label={label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <a href={`#${tab.id}`} aria-current={active === tab.id ? 'true' : undefined} onClick={(event) => jump(event, tab.id)}>
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
