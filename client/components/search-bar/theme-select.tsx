import { useLingui } from '@lingui/react'
import { useId } from 'react'

/** A theme the page offers in the bar (thematic id and its label in the site's language). */
export type SearchTheme = { readonly id: number; readonly label: string }

type Props = {
  themes: readonly SearchTheme[]
  value: number | undefined
  onChange: (theme: number | undefined) => void
  autoFocus?: boolean
}

/** The theme select: 'All themes' or one theme. */
export function ThemeSelect({ themes, value, onChange, autoFocus = false }: Props) {
  const { _ } = useLingui()
  const id = useId()
  return (
    <div className="field theme">
      <label className="field__label" htmlFor={id}>
        {_('searchBar.theme')}
      </label>
      <select
        id={id}
        className="field__control"
        value={value ?? ''}
        autoFocus={autoFocus}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
      >
        <option value="">{_('searchBar.theme.all')}</option>
        {themes.map((theme) => (
          <option key={theme.id} value={theme.id}>
            {theme.label}
          </option>
        ))}
      </select>
    </div>
  )
}
