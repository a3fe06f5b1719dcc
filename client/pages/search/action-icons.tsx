// Icons of the action bar, drawn inline: system fonts lack some symbols (⌖ shows as a box).
const common = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
} as const

export function FilterIcon() {
  return (
    <svg {...common}>
      <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
    </svg>
  )
}

export function MapIcon() {
  return (
    <svg {...common}>
      <path d="M12 21s-6-5.7-6-11a6 6 0 1 1 12 0c0 5.3-6 11-6 11z" />
      <circle cx="12" cy="10" r="2.2" />
    </svg>
  )
}

export function SortIcon() {
  return (
    <svg {...common}>
      <path d="M8 4v16M4 8l4-4 4 4M16 20V4M12 16l4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
