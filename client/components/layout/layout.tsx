import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { island } from '../../app/island'

// The header and footer hydrate when the visitor reaches for them (the burger menu, a link): a
// page reads without their code.
const Header = island('header', () => import('./header').then((m) => m.Header))
const Footer = island('footer', () => import('./footer').then((m) => m.Footer))

/** Header, main content and footer; checkout-like pages get the simplified header with a way back. */
export function Layout({ children, footer = true, simple = false }: { children: ReactNode; footer?: boolean; simple?: boolean }) {
  return (
    <>
      <a className="skip-link" href="#main">
        <SkipText />
      </a>
      <Header simple={simple} />
      <main id="main" className="site-main">
        {children}
      </main>
      {footer ? <Footer /> : null}
    </>
  )
}

function SkipText() {
  const { _ } = useLingui()
  return <>{_('layout.skip')}</>
}
