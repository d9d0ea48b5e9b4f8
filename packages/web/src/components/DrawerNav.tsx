import { uiTexts as ui } from '@ccnl/core';
import { Link } from './Link.js';

/** The app's pages, in the drawer: on a phone the top bar gives its room to the conversation. */
export function DrawerNav({ onDone }: { onDone: () => void }) {
  return (
    <nav className="drawer-nav" aria-label={ui.nav.label}>
      <ul>
        <li>
          <Link to="/video-tutorial" onClick={onDone}>
            {ui.nav.videoTutorial}
          </Link>
        </li>
        <li>
          <Link to="/cookie" onClick={onDone}>
            {ui.nav.cookie}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
