import type { NavigationFlow, NavigationResponse } from '../../../shared/api/cms'
import type { SiteId } from '../../../shared/sites'

/** GET /api/cms/navigation: the Inspirations menu of a site and flow (the worker tests the answer's shape). */
export async function fetchNavigation(locale: SiteId, flow: NavigationFlow, signal?: AbortSignal): Promise<NavigationResponse> {
  const query = new URLSearchParams({ locale, flow })
  const response = await fetch(`/api/cms/navigation?${query.toString()}`, { headers: { accept: 'application/json' }, signal })
  if (!response.ok) throw new Error(`navigation answered ${response.status}`)
  return (await response.json()) as NavigationResponse
}
