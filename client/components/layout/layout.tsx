import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { island } from '../../app/island'

// The header and footer hydrate when the visitor reaches for them (the burger menu, a link): a
// page reads without their code.
const Header = island('header', () => import('./header').then((m) => m.Header))
const Footer = island('footer', () => import('./footer').then((m) => m.Footer))

type Props = {
  children: ReactNode
  footer?: boolean
  /** Checkout-like pages: the simplified header with a way back. */
  simple?: boolean
  /**
   * A page choosing between sites (Belgium's language splash, the list of sites): the header's logo
   * alone and no footer, as no one site's menus, links and footer belong there.
   */
  bare?: boolean
}

/** Header, main content and footer. */
export function Layout({ children, footer = true, simple = false, bare = false }: Props) {
  return (
    <>
      {bare ? null : (
        <a className="skip-link" href="#main">
          <SkipText />
        </a>
      )}
      <Header simple={simple} bare={bare} />
      <main id="main" className="site-main">
        {children}
      </main>
      {footer && !bare ? <Footer /> : null}
    </>
  )
}

function SkipText() {
  const { _ } = useLingui()
  return <>{_('layout.skip')}</>
}
