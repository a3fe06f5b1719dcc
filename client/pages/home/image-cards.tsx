import type { HomeImageCard } from '../../../shared/cms/home-content'

type Props = {
  id: string
  title: string
  items: readonly HomeImageCard[]
  /** Themes: the label over the image; destinations: title and text under it. */
  variant: 'theme' | 'destination'
  /** A link to more of the same (the themes: the ideas page). */
  more?: { label: string; url: string }
}

/** A block of CMS image cards (themes, destinations): a heading and the list of links that follows it. */
export function ImageCardsBlock({ id, title, items, variant, more }: Props) {
  return (
    <section className={`home-block home-block--${variant}`} aria-labelledby={id}>
      <div className="container">
        <div className="home-block__head">
          <h2 id={id} className="home-block__title">
            {title}
          </h2>
          {more ? (
            <a className="button home-block__more" href={more.url}>
              {more.label}
            </a>
          ) : null}
        </div>
        <ul className={`image-cards image-cards--${variant}`}>
          {items.map((item) => (
            <li key={item.key}>
              <a className="image-card" href={item.url}>
                <span className="image-card__media">
                  {item.image ? <img src={item.image} alt="" width={640} height={360} loading="lazy" decoding="async" /> : null}
                </span>
                <span className="image-card__body">
                  <span className="image-card__title">{item.title}</span>
                  {item.text ? <span className="image-card__text">{item.text}</span> : null}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
