/**
 * Sets or removes a flag of the address's hash (the stay page's wallet checkout: isLoading while
 * it works, error once it failed), keeping the hash's other keys, without a history entry.
 */
export function setHashFlag(key: 'isLoading' | 'error', on: boolean): void {
  const params = new URLSearchParams(window.location.hash.slice(1))
  if (on === params.has(key)) return
  if (on) params.set(key, '1')
  else params.delete(key)
  const hash = params.toString().replaceAll('%3A', ':').replaceAll('%2C', ',')
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash ? `#${hash}` : ''}`)
}
