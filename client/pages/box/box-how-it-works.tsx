import { useLingui } from '@lingui/react'

/** The four steps of a box, from choosing it to the stay (product-pages.md "Gift box detail page"). */
const STEPS = [1, 2, 3, 4] as const

/** How a gift box works, in four numbered steps. */
export function BoxHowItWorks() {
  const { _ } = useLingui()
  return (
    <section className="box-section box-how" aria-labelledby="box-how-title">
      <h2 id="box-how-title">{_('boxPage.how.title')}</h2>
      <ol className="box-how__steps">
        {STEPS.map((step) => (
          <li key={step} className="box-how__step">
            <span className="box-how__number" aria-hidden="true">
              {step}
            </span>
            <h3 className="box-how__title">{_(`boxPage.how.${step}.title`)}</h3>
            <p className="box-how__text">{_(`boxPage.how.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
