/** 'How it works' as numbered steps side by side, one under the other on phones (page-sections.css `.product-steps`). */
export function NumberedSteps({ steps }: { steps: readonly string[] }) {
  return (
    <ol className="product-steps">
      {steps.map((step, i) => (
        <li key={step} className="product-steps__item">
          <span className="product-steps__number" aria-hidden="true">
            {i + 1}
          </span>
          <span>{step}</span>
        </li>
      ))}
    </ol>
  )
}
