import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { TABBABLE, oneStopPerRadioGroup, trapTab } from './focus-trap'
import { lockScroll } from './scroll-lock'
import { useDismiss } from './use-dismiss'

type ModalLayer = { readonly root: RefObject<HTMLElement | null>; readonly depth: number }

// Open modal layers: only the one on top keeps Tab. Module state is fine:
// layers open in the browser only, on a visitor's action.
const layers: ModalLayer[] = []

/** The deepest open layer (nesting, from LayerDepth); among equals the last opened. */
function topLayer(): ModalLayer | undefined {
  return layers.reduce<ModalLayer | undefined>((top, layer) => (!top || layer.depth >= top.depth ? layer : top), undefined)
}

function visible(element: HTMLElement): boolean {
  if (element.getClientRects().length === 0) return false
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : true
}

/** The layer's Tab stops in document order (one per radio group). */
function tabbables(root: HTMLElement): HTMLElement[] {
  const candidates = [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && !element.closest('[inert]') && visible(element),
  )
  const items = candidates.map((element) => ({
    element,
    radio: element instanceof HTMLInputElement && element.type === 'radio',
    name: element instanceof HTMLInputElement ? element.name : '',
    checked: element instanceof HTMLInputElement && element.checked,
  }))
  return oneStopPerRadioGroup(items).map((item) => item.element)
}

/** The element standing for the focused one in the Tab order (a radio stands for its group's stop). */
function stopOf(active: Element, items: readonly HTMLElement[]): Element {
  if (!(active instanceof HTMLInputElement) || active.type !== 'radio' || active.name === '') return active
  return items.find((item) => item instanceof HTMLInputElement && item.type === 'radio' && item.name === active.name) ?? active
}

function onKeyDown(event: KeyboardEvent): void {
  const root = topLayer()?.root.current
  if (!root || event.defaultPrevented) return
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return
  const items = tabbables(root)
  const active = document.activeElement
  const inside = active !== null && root.contains(active)
  const stop = inside ? stopOf(active, items) : null
  let before = 0
  let after = 0
  for (const item of items) {
    if (!stop || item === stop) continue
    const position = stop.compareDocumentPosition(item)
    if (position & Node.DOCUMENT_POSITION_FOLLOWING) after++
    else if (position & Node.DOCUMENT_POSITION_PRECEDING) before++
  }
  const target = trapTab({ count: items.length, before, after, inside }, event.shiftKey)
  if (target === null) return
  event.preventDefault()
  if (target === 'root') root.focus()
  else items[target]?.focus()
}

/** The element that has the focus now (the opener of a layer opening), read once on the first render. */
function useFocusedOnOpen(): HTMLElement | null {
  const [focused] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  )
  return focused
}

/**
 * Gives the focus back to the element that opened a layer when the layer
 * closes, unless the visitor has put it elsewhere meanwhile (a click on
 * another control). `opener` defaults to the element focused when the layer
 * first rendered.
 */
export function useReturnFocus(root: RefObject<HTMLElement | null>, opener?: RefObject<HTMLElement | null>): void {
  const focused = useFocusedOnOpen()
  // A layout effect: its cleanup runs before the layer leaves the document, while the focus is still in it.
  useLayoutEffect(() => {
    const element = root.current
    const target = opener?.current ?? focused
    return () => {
      const active = document.activeElement
      const lost = active === null || active === document.body || (element !== null && element.contains(active))
      if (!lost || !target?.isConnected) return
      target.focus()
      // An opener hidden while the layer was open (the mobile search strip) shows again later in
      // this commit: it takes the focus once the commit is done.
      if (document.activeElement !== target) {
        queueMicrotask(() => {
          const now = document.activeElement
          if (target.isConnected && (now === null || now === document.body)) target.focus()
        })
      }
    }
  }, [root, opener, focused])
}

type Options = {
  /** Called on Escape while this layer is on top (a new function each render is fine). */
  onEscape: () => void
  /** The element that opened the layer, focused again on close (default: the one focused on opening). */
  opener?: RefObject<HTMLElement | null>
  /** What gets the focus on opening (default: the layer itself, which needs tabIndex={-1}). */
  initialFocus?: () => HTMLElement | null | undefined
}

/**
 * A modal layer (aria-modal dialog, drawer, sheet, full-screen layer): the
 * focus moves in on opening, Tab and Shift+Tab cycle inside, Escape calls
 * onEscape (through the page's one stack of open layers, use-dismiss), the
 * page behind does not scroll, and on closing the focus goes back to the
 * opener. Everything is set up once, on opening: a parent re-rendering does
 * not move the focus. Layers nest: the deepest open one keeps Tab, and one
 * opening inside another in the same render keeps the focus it took. Returns
 * the depth to give the layer's content through <LayerDepth value={depth}>.
 */
export function useModalLayer(root: RefObject<HTMLElement | null>, { onEscape, opener, initialFocus }: Options): number {
  const initial = useRef(initialFocus)
  useEffect(() => {
    initial.current = initialFocus
  })
  // The backdrop answers presses outside; Escape only here.
  const depth = useDismiss(true, root, onEscape, false)
  useReturnFocus(root, opener)
  useEffect(() => {
    const layer: ModalLayer = { root, depth }
    // Effects run children first: a layer opened inside this one is already open and focused, and
    // a control of this one may have taken the focus while mounting (autoFocus): both keep it.
    const focusedAlready = layers.some((other) => other.depth > depth) || root.current?.contains(document.activeElement) === true
    if (layers.length === 0) document.addEventListener('keydown', onKeyDown)
    layers.push(layer)
    lockScroll(1)
    if (!focusedAlready) (initial.current?.() ?? root.current)?.focus()
    return () => {
      layers.splice(layers.indexOf(layer), 1)
      if (layers.length === 0) document.removeEventListener('keydown', onKeyDown)
      lockScroll(-1)
    }
  }, [root, depth])
  return depth
}
