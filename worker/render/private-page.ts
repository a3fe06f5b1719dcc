/** A visitor's own page: never kept by a shared cache, never indexed. */
export function privatePage(response: Response): Response {
  const headers = new Headers(response.headers)
  headers.set('Cache-Control', 'private, no-store')
  headers.set('X-Robots-Tag', 'noindex, nofollow')
  return new Response(response.body, { status: response.status, headers })
}
