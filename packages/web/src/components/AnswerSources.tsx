import { type Category, uiTexts as ui } from '@ccnl/core';
import { type AnswerSource, shortAgreementName } from '@ccnl/core/answer';

/**
 * An answer's sources as one numbered list of compact chips: the agreement's short name (and article), the
 * publisher's domain as the link, the date the source applies from, and how sure the knowledge base is.
 * The full name stays one hover (title) away.
 */
export function AnswerSources({
  sources,
  categories,
  idPrefix,
}: {
  sources: readonly AnswerSource[];
  categories: readonly Category[];
  /** Makes each chip an anchor the answer's "[n]" markers can point at. */
  idPrefix: string;
}) {
  return (
    <section className="answer-section" aria-label={ui.sources.title}>
      <h3 className="answer-section-title">{ui.sources.title}</h3>
      <ol className="sources" data-testid="references">
        {sources.map((source) => {
          const name = shortAgreementName(source.ccnl, categories);
          const label = source.article ? `${name}, ${source.article}` : name;
          return (
            <li
              key={source.number}
              id={`${idPrefix}-${source.number}`}
              className="source-chip"
              // Focusable by the answer's "[n]" markers only, not a stop of its own in the Tab order.
              tabIndex={-1}
              data-testid="source-chip"
              title={source.ccnl + (source.text ? ` — ${source.text}` : '')}
            >
              <span className="source-number" aria-hidden="true">
                {source.number}
              </span>
              <span className="source-name">{label}</span>
              {source.url && source.domain && (
                <a
                  className="source-domain"
                  href={source.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={ui.sources.open(source.domain)}
                >
                  {source.domain}
                </a>
              )}
              {source.date && <span className="source-meta">{source.date}</span>}
              {source.confidence && (
                <span className={`source-meta source-confidence-${source.confidence}`}>
                  {ui.sources.confidence(source.confidence)}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
