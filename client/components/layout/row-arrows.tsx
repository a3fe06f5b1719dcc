import { ArrowIcon } from '../icons/line-icon'

type Props = {
  previousLabel: string
  nextLabel: string
  /** Whether the row is at its start and at its end (lib/use-scroll-row). */
  edges: { start: boolean; end: boolean }
  scroll: (direction: 1 | -1) => void
  /** The id of the row the arrows scroll. */
  controls?: string
}

/** The previous and next arrows of a row of cards, each disabled at its end (hidden on phones by the page's sheet). */
export function RowArrows({ previousLabel, nextLabel, edges, scroll, controls }: Props) {
  return (
    <div className="row-arrows">
      <button
        type="button"
        className="row-arrows__button"
        aria-label={previousLabel}
        aria-controls={controls}
        disabled={edges.start}
        onClick={() => scroll(-1)}
      >
        <ArrowIcon direction="left" />
      </button>
      <button
        type="button"
        className="row-arrows__button"
        aria-label={nextLabel}
        aria-controls={controls}
        disabled={edges.end}
        onClick={() => scroll(1)}
      >
        <ArrowIcon />
      </button>
    </div>
  )
}
