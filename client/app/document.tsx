import { createContext, useContext, type ReactNode } from 'react'
import { useSite } from './site-context'
import { toBootJson, type BootData } from './boot'

/**
 * Stylesheets sent inside the page, by address: the worker fills it so the first paint needs no
 * other request; the browser reads the same texts back from the document it hydrates. A sheet
 * missing from it is linked instead.
 */
export const InlineStyles = createContext<ReadonlyMap<string, string>>(new Map())

/** The stylesheets inlined in a parsed document, by address (what the browser hydrates with). */
export function inlineStylesOf(doc: Document): ReadonlyMap<string, string> {
  return new Map([...doc.querySelectorAll<HTMLStyleElement>('style[data-href]')].map((el) => [el.dataset.href ?? '', el.textContent]))
}

/** The HTML document: head (assets, boot data) and body. Hydrated as a whole. */
export function Document({ boot, children }: { boot: BootData; children: ReactNode }) {
  const { site, production } = useSite()
  const inline = useContext(InlineStyles)
  return (
    <html lang={site.bcp47}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c5c" />
        {production ? null : <meta name="robots" content="noindex, follow" />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {boot.assets.css.map((href) => {
          const text = inline.get(href)
          return text === undefined ? (
            <link key={href} rel="stylesheet" href={href} />
          ) : (
            <style key={href} data-href={href} dangerouslySetInnerHTML={{ __html: text }} />
          )
        })}
        {boot.assets.modules.map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <script id="boot" type="application/json" dangerouslySetInnerHTML={{ __html: toBootJson(boot) }} />
      </head>
      <body>{children}</body>
    </html>
  )
}
