import { useDocumentTitle } from '../hooks/useDocumentTitle.js';
import { ui } from '../strings.js';

/** `url` comes from the configuration (`videoTutorialUrl`); empty until a tutorial is published. */
export function VideoTutorialPage({ url }: { url: string }) {
  useDocumentTitle(ui.videoTutorial.title);
  return (
    <article className="content-page">
      <h1>{ui.videoTutorial.title}</h1>
      {url ? (
        <p>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {ui.videoTutorial.watch}
          </a>
        </p>
      ) : (
        <p>{ui.videoTutorial.text}</p>
      )}
    </article>
  );
}
