import { safeHref, uiTexts as ui, WEB_PROTOCOLS } from '@ccnl/core';
import { useDocumentTitle } from '../hooks/useDocumentTitle.js';

/** A YouTube watch or share link, as its privacy-enhanced embed; anything else plays in a <video>. */
function youTubeEmbed(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  const id =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'm.youtube.com'
        ? (url.searchParams.get('v') ?? url.pathname.match(/^\/embed\/([\w-]+)/)?.[1] ?? '')
        : '';
  return /^[\w-]{6,}$/.test(id) ? `https://www.youtube-nocookie.com/embed/${id}` : null;
}

function resolve(url: string): string | null {
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return null;
  }
}

/** The tutorial page (`/video-tutorial`) with a real player for the configured URL (`videoTutorialUrl`). */
export function VideoTutorialPage({ url }: { url: string }) {
  useDocumentTitle(ui.videoTutorial.title);
  // The configured address may be relative to the app ("/video/tutorial.mp4"): resolved first, then checked.
  const href = url ? safeHref(resolve(url), WEB_PROTOCOLS) : null;
  const embed = href ? youTubeEmbed(new URL(href)) : null;
  return (
    <article className="content-page">
      <h1>{ui.videoTutorial.title}</h1>
      <p>{href ? ui.videoTutorial.intro : ui.videoTutorial.text}</p>
      {embed && (
        <div className="video-frame">
          <iframe
            src={embed}
            title={ui.videoTutorial.player}
            allow="encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            data-testid="video-player"
          />
        </div>
      )}
      {href && !embed && (
        <div className="video-frame">
          {/* biome-ignore lint/a11y/useMediaCaption: the tutorial's captions come with the configured video, when it has them */}
          <video
            controls
            preload="metadata"
            src={href}
            aria-label={ui.videoTutorial.player}
            data-testid="video-player"
          >
            {ui.videoTutorial.fallback}{' '}
            <a href={href} target="_blank" rel="noopener noreferrer">
              {ui.videoTutorial.open}
            </a>
          </video>
        </div>
      )}
    </article>
  );
}
