import { useDocumentTitle } from '../hooks/useDocumentTitle.js';
import { ui } from '../strings.js';

export function CookiePage() {
  useDocumentTitle(ui.cookie.title);
  return (
    <article className="content-page">
      <h1>{ui.cookie.title}</h1>
      <p>{ui.cookie.text}</p>
    </article>
  );
}
