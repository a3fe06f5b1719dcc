import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { Footer } from './footer'
import { Header } from './header'

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
