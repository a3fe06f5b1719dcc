import { useLingui } from '@lingui/react'

/** The logo: a link to the site's home page, or, on a page that belongs to no one site (the site choice), the mark alone. */
export function Logo({ home }: { home: string | null }) {
  const { _ } = useLingui()
  const mark = (
    <>
      <svg width="28" height="28" viewBox="0 0 28 28" aria-hidden="true" focusable="false">
        <circle cx="14" cy="14" r="14" fill="var(--color-brand)" />
        <path d="M6 18 L12 10 L16 15 L19 12 L23 18 Z" fill="var(--color-accent)" />
      </svg>
      <span className="logo__text">Wanderweek</span>
    </>
  )
  if (home === null) return <span className="logo">{mark}</span>
  return (
    <a className="logo" href={home} aria-label={_('header.logo')}>
      {mark}
    </a>
  )
}
