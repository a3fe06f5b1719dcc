import { useLingui } from '@lingui/react'
import { useCallback, useRef, useState } from 'react'
import type { NavigationFlow, NavigationLink, WeeklyTheme } from '../../../shared/api/cms'
import { NAVIGATION_MAX_DEPTH } from '../../../shared/cms/navigation'
import { useSite } from '../../app/site-context'
import { ArrowIcon, Icon } from '../../components/icons/line-icon'
import { useCloseOnFocusOut, useDismiss } from '../../lib/use-dismiss'
import { fetchNavigation } from './navigation-api'

/** The menu's links of each flow, fetched on its first opening in that flow. */
type Tree = { status: 'loading' } | { status: 'error' } | { status: 'ready'; links: readonly NavigationLink[] }

const PANEL_ID = 'inspirations-menu'

/** The id of the list of an entry's children (what its button controls). */
const listId = (link: NavigationLink) => `inspirations-${link._id}`

/**
 * The Inspirations menu of the search page (site-wide §2): a disclosure whose panel shows the
 * destinations, themes and highlighted entries, each level opening the next beside it (up to four).
 * Its links are fetched when it first opens. Escape or a press outside closes it, and Tab moves
 * through each open level before the next entry of the level above.
 */
export function InspirationsMenu({ flow }: { flow: NavigationFlow }) {
  const { _ } = useLingui()
  const { site } = useSite()
  const [open, setOpen] = useState(false)
  // The entry open at each level (the first level's first).
  const [path, setPath] = useState<readonly string[]>([])
  const [trees, setTrees] = useState<Partial<Record<NavigationFlow, Tree>>>({})
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const tree = trees[flow]

  const load = useCallback(() => {
    setTrees((all) => ({ ...all, [flow]: { status: 'loading' } }))
    fetchNavigation(site.id, flow).then(
      (answer) => setTrees((all) => ({ ...all, [flow]: { status: 'ready', links: answer.links } })),
      () => setTrees((all) => ({ ...all, [flow]: { status: 'error' } })),
    )
  }, [site.id, flow])

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    setPath([])
    if (returnFocus) button.current?.focus()
  }, [])
  useDismiss(open, root, (reason) => close(reason === 'escape'))
  // The focus leaving the menu (Tab past its last link) closes it; a press elsewhere is useDismiss's.
  useCloseOnFocusOut(open, root, () => close(false))

  const toggleMenu = () => {
    if (open) return close(false)
    setOpen(true)
    if (!tree || tree.status === 'error') load()
  }
  const toggleEntry = (depth: number, id: string) =>
    setPath((current) => (current[depth - 1] === id ? current.slice(0, depth - 1) : [...current.slice(0, depth - 1), id]))
  return (
    <div ref={root} className="inspirations desktop-only">
      <button
        ref={button}
        type="button"
        className="inspirations__button"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={toggleMenu}
      >
        <Icon size={18}>
          <circle cx="12" cy="12" r="9" />
          <path d="m15.5 8.5-2 5-5 2 2-5z" />
        </Icon>
        {_('inspirations.button')}
        <ChevronIcon direction={open ? 'up' : 'down'} />
      </button>
      <div id={PANEL_ID} className="inspirations__panel" hidden={!open}>
        {!open ? null : tree?.status === 'ready' ? (
          <Level links={tree.links} depth={1} path={path} onToggle={toggleEntry} />
        ) : tree?.status === 'error' ? (
          <div className="inspirations__list inspirations__status">
            <p role="alert">{_('inspirations.error')}</p>
            <button type="button" className="chip" onClick={load}>
              {_('inspirations.retry')}
            </button>
          </div>
        ) : (
          <div className="inspirations__list inspirations__status" aria-busy="true">
            <p role="status">{_('inspirations.loading')}</p>
            {[0, 1, 2, 3].map((i) => (
              <span key={i} className="inspirations__placeholder" aria-hidden="true" />
            ))}
          </div>
        )}
      </div>
    </div>
  )
}

type LevelProps = {
  links: readonly NavigationLink[]
  depth: number
  path: readonly string[]
  onToggle: (depth: number, id: string) => void
  /** The entry whose children these are (none at the first level). */
  parent?: NavigationLink
}

/** A list of links without children longer than this shows in two columns (the themes). */
const ONE_COLUMN_MAX = 12

/** One level of the menu: the entries, each with children opening its own level beside this one. */
function Level({ links, depth, path, onToggle, parent }: LevelProps) {
  const { _ } = useLingui()
  const wide = links.length > ONE_COLUMN_MAX && links.every((link) => link.children.length === 0)
  return (
    <ul
      id={parent ? listId(parent) : undefined}
      className={`inspirations__list inspirations__list--level-${depth}${wide ? ' inspirations__list--wide' : ''}`}
      aria-label={parent ? parent.label : _('inspirations.button')}
    >
      {parent?.weeklyTheme ? <WeeklyThemeCard theme={parent.weeklyTheme} /> : null}
      {parent ? (
        <li className="inspirations__all">
          <a className="inspirations__item inspirations__item--all" href={parent.uri}>
            <span className="inspirations__label">
              {_('inspirations.seeAll')}
              <span className="visually-hidden"> ({parent.label})</span>
            </span>
            <Count count={parent.count} />
          </a>
        </li>
      ) : null}
      {links.map((link) => {
        const highlight = link.variant === 'highlight' ? ' inspirations__item--highlight' : ''
        if (link.children.length === 0 || depth >= NAVIGATION_MAX_DEPTH)
          return (
            <li key={link._id} className={highlight ? 'inspirations__highlight' : undefined}>
              <a className={`inspirations__item${highlight}`} href={link.uri}>
                <span className="inspirations__label">{link.label}</span>
                <Count count={link.count} />
              </a>
            </li>
          )
        const expanded = path[depth - 1] === link._id
        return (
          <li key={link._id}>
            <button
              type="button"
              className={`inspirations__item${highlight}`}
              aria-expanded={expanded}
              aria-controls={expanded ? listId(link) : undefined}
              onClick={() => onToggle(depth, link._id)}
            >
              <span className="inspirations__label">{link.label}</span>
              <Count count={link.count} />
              <ChevronIcon direction="right" />
            </button>
            {expanded ? <Level links={link.children} depth={depth + 1} path={path} onToggle={onToggle} parent={link} /> : null}
          </li>
        )
      })}
    </ul>
  )
}

/** How many stays an entry leads to: the number for the eye, the words for a screen reader. */
function Count({ count }: { count: number | null }) {
  const { i18n } = useLingui()
  if (count === null) return null
  return (
    <>
      <span className="inspirations__count" aria-hidden="true">
        {count}
      </span>
      <span className="visually-hidden">, {i18n._('search.count', { count })}</span>
    </>
  )
}

/** This week's suggested theme (site-wide §2): the theme, what its weekend offers, and a link to that weekend. */
function WeeklyThemeCard({ theme }: { theme: WeeklyTheme }) {
  const { _ } = useLingui()
  return (
    <li className="inspirations__weekly">
      <p className="inspirations__weekly-kicker">{_('inspirations.weeklyTheme')}</p>
      <p className="inspirations__weekly-title">{theme.themaTitle}</p>
      <p className="inspirations__weekly-text">{theme.description}</p>
      <a className="inspirations__weekly-link" href={theme.weekendUrl}>
        {_('inspirations.weeklyLink')}
        <span className="visually-hidden"> ({theme.themaTitle})</span>
        <ArrowIcon />
      </a>
    </li>
  )
}

function ChevronIcon({ direction }: { direction: 'up' | 'down' | 'right' }) {
  const d = direction === 'up' ? 'm6 15 6-6 6 6' : direction === 'down' ? 'm6 9 6 6 6-6' : 'm9 6 6 6-6 6'
  return (
    <Icon size={16}>
      <path d={d} />
    </Icon>
  )
}
