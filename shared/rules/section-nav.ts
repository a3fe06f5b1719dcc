// The sticky section navigation of the stay and hotel pages (product-pages.md §2 "Stay / offer page", §9).

/** Share of a section that must be visible for its tab to be the active one (product-pages.md §9: tab threshold). */
export const SECTION_TAB_THRESHOLD = 0.88

/** Widest viewport that counts as a phone (the jumbotron breakpoint of product-pages.md §9: 599/600 px). */
export const MOBILE_MAX_WIDTH = 599

/** Pixels left above a section a tab scrolls to: 30 on phones, 70 otherwise. */
export const SECTION_JUMP_OFFSET = { mobile: 30, desktop: 70 } as const

/** The offset of a tab's jump for a viewport that wide. */
export function sectionJumpOffset(viewportWidth: number): number {
  return viewportWidth <= MOBILE_MAX_WIDTH ? SECTION_JUMP_OFFSET.mobile : SECTION_JUMP_OFFSET.desktop
}

/**
 * Where the window scrolls to show a section: its top less the offset, below what stays stuck at
 * the top of the window (header and nav), never above the page.
 */
export function sectionScrollTop(input: { sectionTop: number; scrollY: number; stuckHeight: number; viewportWidth: number }): number {
  return Math.max(0, Math.round(input.sectionTop + input.scrollY - input.stuckHeight - sectionJumpOffset(input.viewportWidth)))
}

/**
 * How visible a section is: the share of it in view, or for a section taller than the window the
 * share of the window (under the sticky bars) it fills, so a long section can be the active one too.
 */
export function visibleShare(input: { ratio: number; visibleHeight: number; rootHeight: number }): number {
  const filled = input.rootHeight > 0 ? input.visibleHeight / input.rootHeight : 0
  return Math.min(1, Math.max(input.ratio, filled))
}

/** Thresholds at which a section's visibility is read again: every 5% and the tab threshold. */
export const SECTION_VISIBILITY_STEPS: readonly number[] = [...Array.from({ length: 21 }, (_, i) => i / 20), SECTION_TAB_THRESHOLD].sort(
  (a, b) => a - b,
)

/**
 * The active tab: among the sections at least 88% visible, the first in the page's order; null
 * when none is (the last active tab then stays).
 */
export function activeSection(ratios: ReadonlyMap<string, number>, order: readonly string[]): string | null {
  return order.find((id) => (ratios.get(id) ?? 0) >= SECTION_TAB_THRESHOLD) ?? null
}
