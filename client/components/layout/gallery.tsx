import type { Image } from '../../../shared/api/common'

type Props = {
  images: readonly Image[]
  /** The gallery's accessible name, when it is a named group. */
  label?: string
  /** Extra class (gallery--few: a grid for two or three photos). */
  className?: string
}

/** A product page's photos: the first large and loaded first, up to four more beside it, loaded lazily. */
export function Gallery({ images, label, className }: Props) {
  return (
    <div className={className ? `gallery ${className}` : 'gallery'} {...(label ? { role: 'group', 'aria-label': label } : {})}>
      {images.slice(0, 5).map((image, i) => (
        <img
          key={image.template}
          className={i === 0 ? 'gallery__hero' : 'gallery__thumb'}
          src={image.template.replace('{size}', i === 0 ? '960_540' : '640_360')}
          alt={image.alt}
          width={i === 0 ? 960 : 640}
          height={i === 0 ? 540 : 360}
          {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
        />
      ))}
    </div>
  )
}
