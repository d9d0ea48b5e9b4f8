import type { AuthStore } from '@ccnl/core';
import { useStore } from '../hooks/useStore.js';
import { ui } from '../strings.js';
import { Link } from './Link.js';

export function TopBar({ auth }: { auth: Pick<AuthStore, 'getState' | 'subscribe'> }) {
  const user = useStore(auth, (state) => state.user);
  const profile = useStore(auth, (state) => state.profile);
  return (
    <header className="topbar">
      <Link to="/" className="brand">
        {ui.appName}
      </Link>
      <nav className="topbar-nav" aria-label={ui.nav.label}>
        <Link to="/">{ui.nav.chat}</Link>
        <Link to="/video-tutorial">{ui.nav.videoTutorial}</Link>
        <Link to="/cookie">{ui.nav.cookie}</Link>
      </nav>
      {user && (
        <span className="user-name" data-testid="user-name">
          {profile?.name || user.userId}
        </span>
      )}
    </header>
  );
}
