import { useLingui } from '@lingui/react'
import type { ResultsInfo as Info } from '../../../shared/search/results-info'

/**
 * The line above the results: a loader while fallbacks load, the fallback
 * notices, the no-results message with 'Remove all filters', or the error.
 */
export function ResultsInfo({ info, onRemoveFilters }: { info: Info; onRemoveFilters: () => void }) {
  const { _, i18n } = useLingui()
  if (info.kind === 'none') return null
  if (info.kind === 'loading') {
    return (
      <p className="results-info results-info--loading" role="status">
        <span className="spinner" aria-hidden="true" />
        {_('search.fallback.loading')}
      </p>
    )
  }
  const error = info.message.id === 'search.error'
  return (
    <div className={`results-info${error ? ' message--error' : ''}`} role={error ? 'alert' : 'status'}>
      <p className="results-info__text">{i18n._(info.message.id, info.message.values)}</p>
      {info.action ? (
        <button type="button" className="button" onClick={onRemoveFilters}>
          {i18n._(info.action.id, info.action.values)}
        </button>
      ) : null}
    </div>
  )
}
