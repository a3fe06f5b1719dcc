import type { Temporal as TemporalNamespace } from 'temporal-polyfill'

/**
 * The browser build's `temporal-polyfill` (vite.config.ts aliases the bare import here): the
 * browser's own Temporal, which current Chromium and Firefox ship. The entry installs the polyfill
 * on `globalThis` before any page module runs when the browser lacks it (see `ensureTemporal`), so
 * the polyfill's weight is only paid where it is needed. The worker and the tests import the
 * polyfill itself.
 */
export const Temporal = (globalThis as unknown as { Temporal: typeof TemporalNamespace }).Temporal
