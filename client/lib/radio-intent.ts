/** Keys that move the selection of a radio group without choosing it. */
const MOVE_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Up', 'Down', 'Left', 'Right'])

/**
 * Whether a click on a radio chooses it (a list that acts on its choice: a
 * sort applied at once). A pointer click chooses (detail ≥ 1); a click the
 * browser makes itself (detail 0) chooses when a label forwards it or a key
 * activates the radio, but not after an arrow key, which only moves the
 * selection (Chrome clicks the radio an arrow key selects). `lastKey` is the
 * key pressed on the list since the last pointer press, if any.
 */
export function radioClickChooses(detail: number, lastKey: string | null): boolean {
  return detail > 0 || lastKey === null || !MOVE_KEYS.has(lastKey)
}
