import { refreshTemporal } from './native-temporal'

/**
 * Resolves once `globalThis.Temporal` exists: at once in browsers that ship it, after loading the
 * polyfill (a separate chunk) elsewhere. Page modules read the global when they load, so pages are
 * imported after this resolves.
 */
export function ensureTemporal(): Promise<void> {
  if ('Temporal' in globalThis) return Promise.resolve()
  return import('temporal-polyfill/global').then(refreshTemporal)
}
