import { texts, uiTexts as ui } from '@ccnl/core';
import { useDocumentTitle } from '../hooks/useDocumentTitle.js';
import { Link } from './Link.js';

interface ErrorPageProps {
  statusCode: number;
  /** The unmatched path, for a 404. */
  path?: string;
}

/** The spec's error page: 404 is 'Page Not Found', every other status 'Internal Server Error'. */
export function ErrorPage({ statusCode, path }: ErrorPageProps) {
  const notFound = statusCode === 404;
  const title = notFound ? texts.errorPage.notFoundTitle : texts.errorPage.internalTitle;
  useDocumentTitle(title);
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code">{statusCode}</p>
      <h1 id="error-title">{title}</h1>
      {notFound && path !== undefined && <p className="error-message">{texts.errorPage.notFound(path)}</p>}
      <Link to="/" className="button button-primary">
        {ui.errorPage.home}
      </Link>
    </section>
  );
}
