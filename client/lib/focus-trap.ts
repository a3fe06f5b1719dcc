/**
 * Where Tab (or Shift+Tab) must send the focus inside a modal layer, or null
 * to let the browser move it (the next stop is inside the layer anyway).
 * `before` and `after` count the layer's tabbable elements on each side of
 * the focused one in document order; `inside` says whether the focus is in
 * the layer at all. Returns the index of the element to focus among the
 * tabbables, or 'root' when the layer has none (the layer itself keeps it).
 */
export function trapTab(
  position: { count: number; before: number; after: number; inside: boolean },
  shift: boolean,
): number | 'root' | null {
  const { count, before, after, inside } = position
  if (count === 0) return 'root'
  if (!inside) return shift ? count - 1 : 0
  if (shift && before === 0) return count - 1
  if (!shift && after === 0) return 0
  return null
}

/** What the browser reaches with Tab (a radio group is one stop), without the visibility check. */
export const TABBABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, iframe, [contenteditable=""], [contenteditable="true"], [tabindex]'

/**
 * One element per stop of the Tab order: of the radios sharing a name, the
 * checked one (the first when none is). `name` and `checked` are read only
 * for radios (`radio` true).
 */
export function oneStopPerRadioGroup<T extends { radio: boolean; name: string; checked: boolean }>(items: readonly T[]): T[] {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    if (!item.radio || item.name === '') continue
    groups.set(item.name, [...(groups.get(item.name) ?? []), item])
  }
  return items.filter((item) => {
    const group = item.radio && item.name !== '' ? groups.get(item.name) : undefined
    if (!group) return true
    const stop = group.find((radio) => radio.checked) ?? group[0]
    return stop === item
  })
}
