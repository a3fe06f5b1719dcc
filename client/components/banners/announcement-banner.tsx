import type { Announcement } from '../../../shared/cms/announcement'
import type { RichSegment } from '../../../shared/cms/rich-text'
import { ArrowIcon } from '../icons/line-icon'

/** Authored text runs as React text: emphasis is the only markup that reaches the page. */
export function RichText({ segments }: { segments: readonly RichSegment[] }) {
  return (
    <>
      {segments.map((s, i) => {
        const text = s.em ? <em>{s.text}</em> : s.text
        return s.strong ? <strong key={i}>{text}</strong> : <span key={i}>{text}</span>
      })}
    </>
  )
}

/** The announcement banner of home, search and stay pages (site-wide §2): a colour variation and an optional link. */
export function AnnouncementBanner({ banner }: { banner: Announcement }) {
  const className = `announcement announcement--${banner.variation}`
  const text = (
    <span className="announcement__text">
      <RichText segments={banner.content} />
    </span>
  )
  return (
    <div className={className}>
      {banner.url ? (
        <a className="announcement__inner container" href={banner.url}>
          {text}
          <ArrowIcon />
        </a>
      ) : (
        <div className="announcement__inner container">{text}</div>
      )}
    </div>
  )
}
