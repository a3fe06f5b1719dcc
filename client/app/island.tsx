import {
  createElement,
  memo,
  Suspense,
  use,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type RefObject,
} from 'react'

/**
 * Islands: parts of a page whose code the browser fetches only when the
 * visitor reaches for them (a pointer over them, a touch, the focus, a key,
 * or scrolling for the parts that follow it). Until then the server's HTML
 * stays on screen as it is; React keeps the part's Suspense boundary
 * dehydrated. What the visitor did meanwhile (clicks, keys, typing, the
 * focus) is replayed once the part has hydrated (island-replay.ts).
 *
 * The server renders every island at once: the worker loads them all
 * before its first render (preloadIslands).
 */

type IslandOptions = {
  /** Scrolling the page starts loading the island (parts that follow the scroll, such as a sticky bar). */
  scroll?: boolean
  /** In the browser, whether the island should load at once (what it shows depends on the visitor's storage). */
  eager?: () => boolean
}

type IslandState<P> = {
  readonly name: string
  readonly options: IslandOptions
  load: () => Promise<ComponentType<P>>
  component: ComponentType<P> | null
  started: boolean
  /** The page's state moved on before the island's code came (`.start()`): its server HTML is stale. */
  drifted: boolean
  readonly ready: Promise<ComponentType<P>>
  resolve: (component: ComponentType<P>) => void
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island checks its own props
const ISLANDS = new Map<string, IslandState<any>>()

/** Starts fetching an island's code (once); the island hydrates when it arrives. */
export function startIsland(name: string): void {
  const state = ISLANDS.get(name)
  if (!state || state.started) return
  state.started = true
  state.load().then(
    (component) => {
      state.component = component
      // Marked the way React reads a settled promise: use() returns it without suspending.
      Object.assign(state.ready, { status: 'fulfilled', value: component })
      state.resolve(component)
    },
    (error: unknown) => {
      // A failed fetch (a deploy replaced the files, a lost connection) may be tried again.
      state.started = false
      console.error(error)
    },
  )
}

/** Whether an island follows the page's scrolling (island-replay.ts starts those on the first scroll). */
export function islandsOnScroll(): string[] {
  return [...ISLANDS.values()].filter((s) => s.options.scroll).map((s) => s.name)
}

/** Loads these islands' code; resolves once every one of them is in. */
function loadIslands(states: IslandState<unknown>[]): Promise<unknown> {
  for (const state of states) startIsland(state.name)
  return Promise.all(states.map((s) => s.ready))
}

/**
 * Loads the islands that ask to load at once in this browser, so that they hydrate with the rest
 * of the page (call once the page's code is in: it declares them).
 */
export async function loadEagerIslands(): Promise<void> {
  await loadIslands([...ISLANDS.values()].filter((s) => s.options.eager?.()))
}

/** An island mounted in a client render in the commit being reported (cleared once it is over). */
let islandRenderedAnew = false

/**
 * Whether a recoverable hydration error comes from an island that hydrated after the page's state
 * moved on (a visitor's change, an answer that arrived): React renders that part anew with the
 * current state, which is what it should show.
 */
export function isIslandDrift(): boolean {
  if (islandRenderedAnew) return true
  // React may report the mismatch in a commit before the one that renders the part anew: a part
  // whose state moved on and that is not live yet is where it comes from.
  return [...ISLANDS.values()].some((s) => s.drifted && document.querySelector(`[data-island="${s.name}"]:not([data-hydrated])`) !== null)
}

/** Every island's code, loaded once per isolate (the islands register when their modules load). */
let preloaded: { count: number; done: Promise<unknown> } | null = null

/** Loads every island's code: the server renders them all in place. */
export async function preloadIslands(): Promise<void> {
  if (preloaded?.count !== ISLANDS.size) preloaded = { count: ISLANDS.size, done: loadIslands([...ISLANDS.values()]) }
  await preloaded.done
}

/**
 * An island named `name` (unique across the pages) whose component comes
 * from `load`. It re-renders only when its props change (shallowly): give it
 * stable props, or a re-render before it hydrated would make React drop the
 * server's HTML of the part and render it anew.
 */
export function island<P extends object>(name: string, load: () => Promise<ComponentType<P>>, options: IslandOptions = {}) {
  let resolve: (component: ComponentType<P>) => void = () => undefined
  const ready = new Promise<ComponentType<P>>((r) => {
    resolve = r
  })
  const state: IslandState<P> = { name, options, load, component: null, started: false, drifted: false, ready, resolve }
  ISLANDS.set(name, state)

  function Island(props: P) {
    const host = useRef<HTMLDivElement>(null)
    return (
      <div ref={host} className="island" data-island={name}>
        <Suspense fallback={null}>
          <IslandBody state={state} props={props} host={host} />
        </Suspense>
      </div>
    )
  }
  Island.displayName = `Island(${name})`
  // `.start()` loads the island ahead of the visitor (its page's state moved on).
  return Object.assign(memo(Island), {
    start: () => {
      state.drifted = true
      startIsland(name)
    },
  })
}

// React reads the server snapshot while it hydrates, the client one in a client render.
const subscribeNothing = () => () => undefined
const isHydrating = () => true
const isNotHydrating = () => false

function IslandBody<P extends object>({ state, props, host }: { state: IslandState<P>; props: P; host: RefObject<HTMLDivElement | null> }) {
  const hydrating = useSyncExternalStore(subscribeNothing, isNotHydrating, isHydrating)
  // On the server, and in a client render (a page shown without server HTML), the code is
  // needed now; while the server's HTML is being hydrated, it waits for the visitor.
  if (!state.component && (typeof document === 'undefined' || !hydrating)) startIsland(state.name)
  // Called on every render, loaded or not: React replays a suspended render and expects the same
  // use() calls when it resumes.
  const Component = use(state.ready)
  return (
    <>
      {createElement(Component, props)}
      <HydratedMark host={host} hydrated={hydrating} />
    </>
  )
}

/** Marks the island's host once its part is live, for the replay of what the visitor did meanwhile. */
function HydratedMark({ host, hydrated }: { host: RefObject<HTMLDivElement | null>; hydrated: boolean }) {
  // How the part first came to life (the snapshot flips once hydration is over).
  const [fromServer] = useState(hydrated)
  useLayoutEffect(() => {
    const el = host.current
    if (!el) return
    if (!fromServer) {
      // React reports a hydration error of this commit after its layout effects.
      islandRenderedAnew = true
      setTimeout(() => {
        islandRenderedAnew = false
      })
    }
    el.setAttribute('data-hydrated', 'true')
    el.dispatchEvent(new Event('island-hydrated'))
  }, [host, fromServer])
  return null
}
