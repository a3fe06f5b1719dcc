/**
 * Counts the open layers on the body (they nest, and close in any order):
 * while one is open, `body[data-layers]` keeps the page behind from scrolling.
 */
export function lockScroll(delta: 1 | -1): void {
  const count = Number(document.body.dataset.layers ?? '0') + delta
  if (count > 0) document.body.dataset.layers = String(count)
  else delete document.body.dataset.layers
}
