import { createContext, useContext, useEffect, useRef, type RefObject } from 'react'

/** Why a layer is asked to close. */
export type DismissReason = 'escape' | 'outside'

/**
 * How deep in open layers a component sits (0 on the page). A layer gives
 * its content depth + 1 through this context, so nesting is known even for
 * full-screen layers portalled to the body.
 */
export const LayerDepth = createContext(0)

type Layer = {
  readonly depth: number
  readonly root: RefObject<HTMLElement | null>
  readonly dismiss: RefObject<(reason: DismissReason) => void>
  readonly outside: boolean
}

// Open layers of the page (dropdowns, dialogs), so Escape or a click outside
// closes only the one on top: the participants panel inside the mobile search
// modal closes before the modal. Module state is fine here: layers open only
// in the browser, on a visitor's action, one document each.
const layers: Layer[] = []

/** The deepest open layer; among equals the last opened. */
function topLayer(): Layer | undefined {
  return layers.reduce<Layer | undefined>((top, layer) => (!top || layer.depth >= top.depth ? layer : top), undefined)
}

function onKeyDown(event: KeyboardEvent): void {
  if (event.key !== 'Escape' || event.defaultPrevented) return
  const top = topLayer()
  if (!top) return
  event.preventDefault()
  top.dismiss.current('escape')
}

function onPointerDown(event: PointerEvent): void {
  const top = topLayer()
  if (!top?.outside) return
  if (event.target instanceof Node && top.root.current?.contains(event.target)) return
  top.dismiss.current('outside')
}

/**
 * Closes an open layer on Escape, and on a pointer press outside `root`
 * unless `outside` is false (full-screen layers have no outside). Returns the
 * depth to give the layer's content through <LayerDepth value={depth}>.
 */
export function useDismiss(
  open: boolean,
  root: RefObject<HTMLElement | null>,
  onDismiss: (reason: DismissReason) => void,
  outside = true,
): number {
  const depth = useContext(LayerDepth) + 1
  const dismiss = useRef(onDismiss)
  useEffect(() => {
    dismiss.current = onDismiss
  })
  useEffect(() => {
    if (!open) return
    const layer: Layer = { depth, root, dismiss, outside }
    if (layers.length === 0) {
      document.addEventListener('keydown', onKeyDown)
      document.addEventListener('pointerdown', onPointerDown, true)
    }
    layers.push(layer)
    return () => {
      layers.splice(layers.indexOf(layer), 1)
      if (layers.length === 0) {
        document.removeEventListener('keydown', onKeyDown)
        document.removeEventListener('pointerdown', onPointerDown, true)
      }
    }
  }, [open, root, outside, depth])
  return depth
}

/**
 * Closes a non-modal dropdown when the focus leaves `root` for something outside it (Tab past its
 * last control, Shift+Tab before its first): a dropdown left open would cover the controls the
 * focus went to. Only a focus that was inside leaves it: a dropdown open at once in a layer that
 * takes the focus elsewhere (the travellers in the phone's search modal) stays open. Runs once
 * the focus has landed, so the layer's focus return leaves it there.
 */
export function useCloseOnFocusOut(open: boolean, root: RefObject<HTMLElement | null>, onLeave: () => void): void {
  const leave = useRef(onLeave)
  useEffect(() => {
    leave.current = onLeave
  })
  useEffect(() => {
    if (!open) return
    let inside = root.current?.contains(document.activeElement) ?? false
    const onFocusIn = (event: FocusEvent) => {
      if (!(event.target instanceof Node) || !root.current) return
      if (root.current.contains(event.target)) inside = true
      else if (inside) leave.current()
    }
    document.addEventListener('focusin', onFocusIn)
    return () => document.removeEventListener('focusin', onFocusIn)
  }, [open, root])
}
