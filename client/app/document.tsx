import type { ReactNode } from 'react'
import { useSite } from './site-context'
import { toInlineJson, type BootData } from './boot'

/** The HTML document: head (assets, boot data) and body. Hydrated as a whole. */
export function Document({ boot, children }: { boot: BootData; children: ReactNode }) {
  const { site, production } = useSite()
  return (
    <html lang={site.bcp47}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c5c" />
        {production ? null : <meta name="robots" content="noindex, follow" />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {boot.assets.css.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {boot.assets.modules.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <script id="boot" type="application/json" dangerouslySetInnerHTML={{ __html: toInlineJson(boot) }} />
      </head>
      <body>{children}</body>
    </html>
  )
}
