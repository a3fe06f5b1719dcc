import type { Temporal as TemporalNamespace } from 'temporal-polyfill'

/**
 * The browser build's `temporal-polyfill` (vite.config.ts aliases the bare import here): the
 * browser's own Temporal, which current Chromium and Firefox ship. The entry installs the polyfill
 * on `globalThis` before any page module runs when the browser lacks it (see `ensureTemporal`), so
 * the polyfill's weight is only paid where it is needed. The worker and the tests import the
 * polyfill itself. This module is part of the entry's chunk (one file less for every page), so it
 * is evaluated before the polyfill is in: its binding is read again afterwards.
 */
const read = () => (globalThis as unknown as { Temporal: typeof TemporalNamespace }).Temporal

// A live binding: refreshTemporal sets it once the polyfill is in.
export let Temporal = read()

/** Reads the global again: the entry calls it once it has installed the polyfill (ensureTemporal). */
export function refreshTemporal(): void {
  Temporal = read()
}
