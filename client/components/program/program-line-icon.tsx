/** Outline icons of program lines (24×24 paths), drawn in the current text colour. */
const LINE_ICONS: Record<string, string> = {
  ROOM: 'M3 18v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6M3 18h18M3 14h18M7 10V7h4v3',
  BREAKFAST: 'M4 9h12v5a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4V9zm12 1h2a2 2 0 0 1 0 4h-2M8 3v3M12 3v3',
  DINNER: 'M6 3v8M4 3v4a2 2 0 0 0 4 0V3M6 11v10M17 3c-2 2-2 6 0 8v10',
  ACTIVITY: 'M12 3l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 16.5 6.6 19.5l1.2-6L3.3 9.3l6.1-.7L12 3z',
  EXTRA: 'M12 5v14M5 12h14',
}

/** The icon of a program line's kind (room, breakfast, dinner, activity, extra): the stay page's and the offer detail's lists. */
export function ProgramLineIcon({ type }: { type: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={LINE_ICONS[type] ?? LINE_ICONS.EXTRA} />
    </svg>
  )
}
