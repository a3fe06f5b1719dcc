import { useLingui } from '@lingui/react'
import { useRef, useState, type PointerEvent, type ReactNode } from 'react'
import type { Image } from '../../../shared/api/common'
import { SLIDE_MS, stepIndex, swipeTarget } from './carousel-swipe'

const CARD_SIZE = '640_360'

type Props = {
  images: readonly Image[]
  /** First image, already sized; loaded with the card. */
  firstUrl: string
  eager: boolean
  /** Opens the product (a tap or click on the image that was not a drag). */
  onOpen: () => void
  /** Badges and buttons drawn over the images. */
  children?: ReactNode
}

/**
 * Card images: only the first one loads with the page; the others are
 * requested on the first hover, focus or touch. Slides move in 300 ms; a drag
 * snaps to the next image past one sixth of the width.
 */
export function CardCarousel({ images, firstUrl, eager, onOpen, children }: Props) {
  const { i18n } = useLingui()
  const [loaded, setLoaded] = useState(false)
  const [index, setIndex] = useState(0)
  const [drag, setDrag] = useState<number | null>(null)
  const start = useRef<{ x: number; y: number; id: number } | null>(null)
  const moved = useRef(false)
  const viewport = useRef<HTMLDivElement>(null)
  const count = loaded ? images.length : 1
  const load = () => setLoaded(true)

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    load()
    if (event.pointerType === 'mouse' && event.button !== 0) return
    start.current = { x: event.clientX, y: event.clientY, id: event.pointerId }
    moved.current = false
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const origin = start.current
    if (!origin || origin.id !== event.pointerId || images.length < 2) return
    const dx = event.clientX - origin.x
    if (!moved.current && Math.abs(dx) > 6 && Math.abs(dx) > Math.abs(event.clientY - origin.y)) {
      moved.current = true
      event.currentTarget.setPointerCapture(event.pointerId)
    }
    if (moved.current) setDrag(dx)
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const origin = start.current
    start.current = null
    if (!origin || origin.id !== event.pointerId) return
    if (moved.current) {
      const width = viewport.current?.clientWidth ?? 0
      setIndex((i) => swipeTarget(i, images.length, event.clientX - origin.x, width))
      setDrag(null)
    }
  }
  const onClick = () => {
    if (moved.current) {
      moved.current = false
      return
    }
    onOpen()
  }
  const go = (step: 1 | -1) => {
    load()
    setIndex((i) => stepIndex(i, images.length, step))
  }

  const offset = drag !== null ? `calc(${-index * 100}% + ${drag}px)` : `${-index * 100}%`
  return (
    <div className="carousel" onPointerEnter={load} onFocus={load}>
      <div
        ref={viewport}
        className="carousel__viewport"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null
          setDrag(null)
        }}
        onClick={onClick}
      >
        <div
          className="carousel__track"
          style={{ transform: `translateX(${offset})`, transitionDuration: drag !== null ? '0ms' : `${SLIDE_MS}ms` }}
        >
          {images.slice(0, count).map((image, i) => (
            <img
              key={image.template}
              className="carousel__image"
              src={i === 0 ? firstUrl : image.template.replace('{size}', CARD_SIZE)}
              alt={i === index ? image.alt : ''}
              width={640}
              height={360}
              draggable={false}
              loading={i === 0 && eager ? 'eager' : 'lazy'}
              decoding="async"
              {...(i === 0 && eager ? { fetchPriority: 'high' as const } : {})}
            />
          ))}
        </div>
      </div>
      {images.length > 1 ? (
        <>
          <button
            type="button"
            className="carousel__nav carousel__nav--prev"
            aria-label={i18n._('card.photo.previous')}
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="carousel__nav carousel__nav--next" aria-label={i18n._('card.photo.next')} onClick={() => go(1)}>
            <span aria-hidden="true">›</span>
          </button>
          <span className="carousel__count" aria-hidden="true">
            {index + 1}/{images.length}
          </span>
        </>
      ) : null}
      {children}
    </div>
  )
}
