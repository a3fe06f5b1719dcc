import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { island } from '../../app/island'

// The header and footer hydrate when the visitor reaches for them (the burger menu, a link): a
// page reads without their code.
const Header = island('header', () => import('./header').then((m) => m.Header))
const Footer = island('footer', () => import('./footer').then((m) => m.Footer))

/** Header, main content and footer (simplified pages pass footer={false}). */
export function Layout({ children, footer = true }: { children: ReactNode; footer?: boolean }) {
  return (
    <>
      <a className="skip-link" href="#main">
        <SkipText />
      </a>
      <Header />
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
