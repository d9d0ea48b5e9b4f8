import { type AuthStore, type CreditStore, isLoggedIn, isMeteredTier, uiTexts as ui } from '@ccnl/core';
import { useId } from 'react';
import { useStore } from '../hooks/useStore.js';
import { COLOR_MODES, type ColorMode, type ColorModeStore } from '../theme/color-mode.js';
import { Link } from './Link.js';

function CreditBadge({
  auth,
  credit,
}: {
  auth: Pick<AuthStore, 'getState' | 'subscribe'>;
  credit: Pick<CreditStore, 'getState' | 'subscribe'>;
}) {
  const credito = useStore(auth, (state) => state.credito);
  const known = useStore(credit, (state) => state.status === 'success');
  return (
    <span className="credit" data-testid="credit" title={ui.credit.label}>
      {known ? ui.credit.value(credito) : ui.credit.unknown}
    </span>
  );
}

function ColorModeSelect({ colorMode }: { colorMode: ColorModeStore }) {
  const mode = useStore(colorMode, (state) => state);
  const id = useId();
  return (
    <span className="color-mode">
      <label htmlFor={id} className="visually-hidden">
        {ui.colorMode.label}
      </label>
      <select
        id={id}
        className="select"
        value={mode}
        data-testid="color-mode"
        onChange={(event) => colorMode.set(event.target.value as ColorMode)}
      >
        {COLOR_MODES.map((value) => (
          <option key={value} value={value}>
            {ui.colorMode[value]}
          </option>
        ))}
      </select>
    </span>
  );
}

export function TopBar({
  auth,
  credit,
  colorMode,
}: {
  auth: Pick<AuthStore, 'getState' | 'subscribe'>;
  credit: Pick<CreditStore, 'getState' | 'subscribe'>;
  colorMode: ColorModeStore;
}) {
  const user = useStore(auth, (state) => state.user);
  const profile = useStore(auth, (state) => state.profile);
  const iterazioni = useStore(auth, (state) => isMeteredTier(state.tier));
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
      <div className="topbar-end">
        {isLoggedIn(user) && iterazioni && <CreditBadge auth={auth} credit={credit} />}
        {isLoggedIn(user) && (
          <span className="user-name" data-testid="user-name">
            {profile?.name || user.userId}
          </span>
        )}
        <ColorModeSelect colorMode={colorMode} />
      </div>
    </header>
  );
}
