import { Suspense, use, type ReactNode } from 'react'
import { toInlineJson } from './boot'

/** A promise React's use() reads synchronously once it is settled. */
export type Thenable<T> = PromiseLike<T> & { status?: 'fulfilled'; value?: T }

/** A promise already fulfilled with value: how the browser replays server data. */
export function fulfilled<T>(value: T): Thenable<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value })
}

type Props<T> = { data: Thenable<T>; fallback: ReactNode; children: (data: T) => ReactNode }

/**
 * Streams the part of a page that waits for data: the shell is flushed first,
 * then this part with its data as JSON for hydration (read by the entry).
 */
export function Deferred<T>({ data, fallback, children }: Props<T>) {
  return (
    <Suspense fallback={fallback}>
      <Resolved data={data}>{children}</Resolved>
    </Suspense>
  )
}

function Resolved<T>({ data, children }: { data: Thenable<T>; children: (data: T) => ReactNode }) {
  const value = use(data as Promise<T>)
  return (
    <>
      {children(value)}
      <script id="page-data" type="application/json" dangerouslySetInnerHTML={{ __html: toInlineJson(value) }} />
    </>
  )
}
