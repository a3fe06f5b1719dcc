import { Component, type ReactNode } from 'react'
import { CrashPage } from '../pages/errors/crash-page'

type Props = { siteId: string; children: ReactNode }

/** Longest message the logs endpoint keeps (site-wide §5). */
const LOG_LIMIT = 256

/**
 * A render crash in the browser: log it (location application.client.error,
 * message cut to 256 characters) and show the crash page in place of the page.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override componentDidCatch(error: unknown): void {
    const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, LOG_LIMIT)
    const body = JSON.stringify({ level: 'ERROR', locale: this.props.siteId, location: 'application.client.error', message })
    void fetch('/api/logs', { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(
      () => undefined,
    )
  }

  override render(): ReactNode {
    return this.state.failed ? <CrashPage /> : this.props.children
  }
}
