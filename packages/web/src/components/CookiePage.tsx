import { uiTexts as ui } from '@ccnl/core';
import { useDocumentTitle } from '../hooks/useDocumentTitle.js';

/** The cookie notice (`/cookie`). */
export function CookiePage() {
  useDocumentTitle(ui.cookie.title);
  return (
    <article className="content-page">
      <h1>{ui.cookie.title}</h1>
      <p>{ui.cookie.intro}</p>
      <h2>{ui.cookie.technicalTitle}</h2>
      <p>{ui.cookie.technical}</p>
      <h2>{ui.cookie.signInTitle}</h2>
      <p>{ui.cookie.signIn}</p>
    </article>
  );
}
