import { uiTexts as ui } from '@ccnl/core';
import type { DeploymentWatcher } from '../deploy/build-manifest.js';
import { useStore } from '../hooks/useStore.js';
import { Icon } from './Icon.js';

/** Offers a reload once a new build is out; the running page keeps working until the user chooses. */
export function UpdateBanner({
  deployments,
}: {
  deployments: Pick<DeploymentWatcher, 'getState' | 'subscribe'>;
}) {
  const outdated = useStore(deployments, (state) => state);
  if (!outdated) return null;
  return (
    <div className="update-banner" role="status" data-testid="update-banner">
      <span>{ui.update.text}</span>
      <button
        type="button"
        className="button button-primary button-small"
        onClick={() => window.location.reload()}
      >
        <Icon name="refresh" />
        {ui.update.reload}
      </button>
    </div>
  );
}
