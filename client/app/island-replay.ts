import { islandsOnScroll, startIsland } from './island'

/**
 * What the visitor does on an island before its code arrived (island.tsx):
 * reaching for it starts the fetch; clicks, Enter, Escape and arrow keys are
 * held back (React would drop them on a part it has not hydrated) and, with
 * typing, choices in a select, the focus and the pointer over it, played
 * again on the same elements once the island is live.
 */

type Held = (
  | { kind: 'click'; target: Element; init: MouseEventInit }
  | { kind: 'key'; target: Element; init: KeyboardEventInit }
  | { kind: 'value'; target: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string; type: 'input' | 'change' }
  | { kind: 'focus'; target: Element }
  | { kind: 'hover'; target: Element }
) & {
  /** Child indices from the island's host to the target: the element of the same place once React rendered the part anew. */
  path?: number[]
}

function pathOf(host: Element, target: Element): number[] {
  const path: number[] = []
  for (let el: Element | null = target; el && el !== host; el = el.parentElement)
    path.unshift(el.parentElement ? [...el.parentElement.children].indexOf(el) : 0)
  return path
}

function atPath(host: Element, path: number[]): Element | null {
  let el: Element | null = host
  for (const index of path) el = el?.children[index] ?? null
  return el
}

const HELD_KEYS = new Set(['Enter', 'Escape', 'ArrowUp', 'ArrowDown'])

const queues = new WeakMap<Element, Held[]>()

function waitingHost(target: EventTarget | null): HTMLElement | null {
  if (!(target instanceof Element)) return null
  const host = target.closest<HTMLElement>('[data-island]')
  return host && host.dataset.hydrated !== 'true' ? host : null
}

function hold(host: HTMLElement, held: Held): void {
  let queue = queues.get(host)
  if (!queue) {
    const list: Held[] = []
    queue = list
    queues.set(host, list)
    host.addEventListener('island-hydrated', () => setTimeout(() => replay(host, list)), { once: true })
  }
  // Only the latest value of a field and the latest hover matter.
  if (held.kind === 'value' || held.kind === 'hover') {
    const index = queue.findIndex((h) => h.kind === held.kind && h.target === held.target)
    if (index >= 0) queue.splice(index, 1)
  }
  queue.push({ ...held, path: pathOf(host, held.target as Element) })
}

function mouseInit(e: MouseEvent): MouseEventInit {
  return {
    bubbles: true,
    cancelable: true,
    composed: true,
    view: window,
    detail: e.detail,
    clientX: e.clientX,
    clientY: e.clientY,
    screenX: e.screenX,
    screenY: e.screenY,
    button: e.button,
    buttons: e.buttons,
    ctrlKey: e.ctrlKey,
    shiftKey: e.shiftKey,
    altKey: e.altKey,
    metaKey: e.metaKey,
  }
}

/** Sets a field's value past React's value tracker, so React sees the change when the event comes. */
function setNativeValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  // React reads a select's value when its change event comes: nothing to get past.
  if (field instanceof HTMLSelectElement) {
    field.value = value
    return
  }
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set
  // Through the element's own property first (React's tracker records it), then the prototype's
  // setter (which the tracker does not see): the tracked and the actual value then differ.
  field.value = value === '' ? ' ' : ''
  setter?.call(field, value)
}

function replay(host: Element, queue: Held[]): void {
  for (const original of queue.splice(0)) {
    // React may have rendered the part anew (its state moved on before it hydrated): the element of
    // the same place stands for the one the visitor used.
    const target = original.target.isConnected ? original.target : original.path ? atPath(host, original.path) : null
    if (!target || target.tagName !== original.target.tagName) continue
    const held = { ...original, target } as Held
    switch (held.kind) {
      case 'hover':
        if (held.target.matches(':hover')) {
          held.target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, composed: true, pointerType: 'mouse' }))
          held.target.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, composed: true, view: window }))
        }
        break
      case 'focus':
        if (document.activeElement === held.target) held.target.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }))
        break
      case 'value':
        setNativeValue(held.target, held.value)
        held.target.dispatchEvent(new Event(held.type, { bubbles: true }))
        break
      case 'click':
        held.target.dispatchEvent(new MouseEvent('click', held.init))
        break
      case 'key': {
        const event = new KeyboardEvent('keydown', held.init)
        held.target.dispatchEvent(event)
        // Enter in a form's field submits it when nothing handled the key.
        const form = held.target instanceof HTMLInputElement ? held.target.form : null
        if (!event.defaultPrevented && held.init.key === 'Enter' && form) form.requestSubmit()
        break
      }
    }
  }
}

function onEvent(e: Event): void {
  const host = waitingHost(e.target)
  if (!host) return
  startIsland(host.dataset.island ?? '')
  const target = e.target as Element
  switch (e.type) {
    case 'click': {
      const click = e as MouseEvent
      // A link opened in another tab or window needs no script.
      if (target.closest('a[href]') && (click.ctrlKey || click.metaKey || click.shiftKey || click.button !== 0)) return
      e.preventDefault()
      e.stopImmediatePropagation()
      hold(host, { kind: 'click', target, init: mouseInit(click) })
      break
    }
    case 'keydown': {
      const key = e as KeyboardEvent
      if (!HELD_KEYS.has(key.key)) return
      // Enter on a button or a link turns into a click, which is held on its own.
      if (key.key === 'Enter' && !(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return
      e.preventDefault()
      e.stopImmediatePropagation()
      hold(host, {
        kind: 'key',
        target: e.target as Element,
        init: {
          key: key.key,
          code: key.code,
          bubbles: true,
          cancelable: true,
          composed: true,
          shiftKey: key.shiftKey,
          altKey: key.altKey,
          ctrlKey: key.ctrlKey,
          metaKey: key.metaKey,
        },
      })
      break
    }
    case 'input':
    case 'change':
      if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) return
      if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
        hold(host, { kind: 'value', target, value: target.value, type: target instanceof HTMLSelectElement ? 'change' : 'input' })
      break
    case 'focusin':
      hold(host, { kind: 'focus', target })
      break
    case 'pointerover':
      if ((e as PointerEvent).pointerType === 'mouse') hold(host, { kind: 'hover', target })
      break
  }
}

/** Listens before React does (capture on the document, registered before hydration). */
export function installIslandReplay(): void {
  for (const type of ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown', 'input', 'change', 'click'])
    document.addEventListener(type, onEvent, { capture: true, passive: type === 'touchstart' || type === 'pointerover' })
  const onScroll = () => {
    window.removeEventListener('scroll', onScroll)
    for (const name of islandsOnScroll()) startIsland(name)
  }
  window.addEventListener('scroll', onScroll, { passive: true })
}
