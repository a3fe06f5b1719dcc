import { Icon } from '../../components/icons/line-icon'

// Inline icons of the box pages.

export { ArrowIcon } from '../../components/icons/line-icon'

export function CheckIcon() {
  return (
    <Icon size={20}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  )
}
