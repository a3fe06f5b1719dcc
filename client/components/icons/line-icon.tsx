import type { ReactNode } from 'react'

// Inline line icons (24×24, drawn in the current text colour): system fonts lack some symbols, and
// an icon font would cost a request.

export function Icon({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

export function ArrowIcon({ direction = 'right' }: { direction?: 'left' | 'right' }) {
  return <Icon size={18}>{direction === 'right' ? <path d="M5 12h14M13 6l6 6-6 6" /> : <path d="M19 12H5M11 6l-6 6 6 6" />}</Icon>
}
