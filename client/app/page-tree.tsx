import type { I18n } from '@lingui/core'
import type { createStore } from 'jotai'
import type { ComponentType } from 'react'
import { Layout } from '../components/layout/layout'
import type { BootData } from './boot'
import { Deferred, type Thenable } from './deferred'
import { ErrorBoundary } from './error-boundary'
import { Root } from './root'

type Props<T> = {
  boot: BootData
  i18n: I18n
  store: ReturnType<typeof createStore>
  Page: ComponentType<{ data: T }>
  data: Thenable<T>
}

/**
 * The whole tree of a page, identical on the server (data still loading, so
 * the shell streams first) and in the browser (data replayed from the page).
 */
export function PageTree<T>({ boot, i18n, store, Page, data }: Props<T>) {
  return (
    <Root boot={boot} i18n={i18n} store={store}>
      <Layout simple={boot.page === 'checkout'} bare={boot.page === 'splash' || boot.page === 'sites'}>
        <ErrorBoundary siteId={boot.siteId}>
          <Deferred data={data} fallback={<PageSkeleton />}>
            {(value) => <Page data={value} />}
          </Deferred>
        </ErrorBoundary>
      </Layout>
    </Root>
  )
}

function PageSkeleton() {
  return (
    <div className="container section skeleton" aria-hidden="true">
      <div className="skeleton__line skeleton__line--title" />
      <div className="skeleton__grid">
        <div className="skeleton__card" />
        <div className="skeleton__card" />
        <div className="skeleton__card" />
      </div>
    </div>
  )
}
