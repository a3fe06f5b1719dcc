import { Icon } from '../../components/icons/line-icon'

// Inline icons of the home page.

export { ArrowIcon } from '../../components/icons/line-icon'

export function GiftIcon() {
  return (
    <Icon size={18}>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12M12 8S10.5 3.5 8 4s-1.5 4 4 4M12 8s1.5-4.5 4-4 1.5 4-4 4" />
    </Icon>
  )
}

export function SuitcaseIcon() {
  return (
    <Icon size={18}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18" />
    </Icon>
  )
}

/** Reassurance icons by the CMS icon name; an unknown name gets the check mark. */
export function ReassuranceIcon({ name }: { name: string }) {
  switch (name) {
    case 'lock':
      return (
        <Icon size={28}>
          <rect x="5" y="11" width="14" height="10" rx="2" />
          <path d="M8 11V8a4 4 0 0 1 8 0v3M12 15v2" />
        </Icon>
      )
    case 'calendar':
      return (
        <Icon size={28}>
          <rect x="3" y="5" width="18" height="16" rx="2" />
          <path d="M3 10h18M8 3v4M16 3v4M9 15l2 2 4-4" />
        </Icon>
      )
    case 'headset':
      return (
        <Icon size={28}>
          <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
          <rect x="3" y="14" width="4" height="6" rx="1.5" />
          <rect x="17" y="14" width="4" height="6" rx="1.5" />
          <path d="M19 20a3 3 0 0 1-3 2h-3" />
        </Icon>
      )
    default:
      return (
        <Icon size={28}>
          <circle cx="12" cy="12" r="9" />
          <path d="m8 12 3 3 5-6" />
        </Icon>
      )
  }
}
