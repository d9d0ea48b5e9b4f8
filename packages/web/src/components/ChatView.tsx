import {
  type ApiClient,
  type AuthStore,
  type ChatStore,
  type Config,
  type CreditStore,
  hasAccess,
  isMeteredTier,
  isTrialEnded,
  uiTexts as ui,
} from '@ccnl/core';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useStore } from '../hooks/useStore.js';
import { loadPickerDialog, loadUploadPane } from '../lazy-chunks.js';
import { AgentSwitcher } from './AgentSwitcher.js';
import { Composer } from './Composer.js';
import { Dialog } from './Dialog.js';
import { DrawerNav } from './DrawerNav.js';
import { Icon } from './Icon.js';
import { MessageList } from './MessageList.js';
import { createTooltipCache, SelectionBar } from './SelectionBar.js';
import { Sidebar } from './Sidebar.js';
import { TrialEndedModal } from './TrialEndedModal.js';

const PickerDialog = lazy(() => loadPickerDialog().then((module) => ({ default: module.PickerDialog })));
const UploadPane = lazy(loadUploadPane);

export interface ChatViewProps {
  auth: Pick<AuthStore, 'getState' | 'subscribe'>;
  chat: ChatStore;
  credit: Pick<CreditStore, 'getState' | 'subscribe'>;
  api: Pick<ApiClient, 'tooltip'>;
  config: Pick<Config, 'upload' | 'salesFormUrl'>;
  /** How the conversations list last loaded (absent: the sidebar cannot tell a failure). */
}

/** Signed in: is the trial over (no access, or the Iterazioni credit known to be spent)? */
function useTrialEnded(auth: ChatViewProps['auth'], credit: ChatViewProps['credit']): boolean {
  const tier = useStore(auth, (state) => state.tier);
  const credito = useStore(auth, (state) => state.credito);
  const creditKnown = useStore(credit, (state) => state.status === 'success');
  return isTrialEnded(tier, credito, creditKnown);
}

/** Iterazioni: one answer left is worth saying before it is spent. */
function CreditWarning({ auth, credit }: Pick<ChatViewProps, 'auth' | 'credit'>) {
  const tier = useStore(auth, (state) => state.tier);
  const credito = useStore(auth, (state) => state.credito);
  const known = useStore(credit, (state) => state.status === 'success');
  if (!isMeteredTier(tier) || !known || credito !== 1) return null;
  return (
    <p className="notice-banner" role="status" data-testid="credit-warning">
      {ui.credit.lastOne}
    </p>
  );
}

/**
 * The signed-in chat (lazy: the signed-out screen does not need it): sidebar, chat view, upload pane,
 * pickers, and the trial-ended modal.
 */
export default function ChatView({ auth, chat, credit, api, config }: ChatViewProps) {
  const tier = useStore(auth, (state) => state.tier);
  const trialEnded = useTrialEnded(auth, credit);
  const pickerOpen = useStore(chat, (state) => state.picker !== null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const uploadId = useId();
  const loadTooltip = useMemo(() => createTooltipCache((id) => api.tooltip(id)), [api]);
  const toggleUpload = useCallback(() => setUploadOpen((open) => !open), []);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  if (!hasAccess(tier)) {
    // Behind the spec's modal, a page that says what the account lacks and what the product offers.
    return (
      <section className="notice" data-testid="no-subscription">
        <h1>{ui.appName}</h1>
        <p>{ui.noSubscription.text}</p>
        <ul className="notice-list">
          {ui.noSubscription.offers.map((offer) => (
            <li key={offer}>{offer}</li>
          ))}
        </ul>
        <TrialEndedModal salesFormUrl={config.salesFormUrl} lead={ui.noSubscription.lead} />
      </section>
    );
  }
  return (
    <div className="chat">
      <div className="sidebar-column">
        <Sidebar chat={chat} />
      </div>
      <div className="chat-main">
        <h1 className="visually-hidden">{ui.appName}</h1>
        <div className="chat-toolbar">
          <button
            type="button"
            className="icon-button drawer-button"
            aria-label={ui.nav.openConversations}
            aria-expanded={drawerOpen}
            data-testid="drawer-button"
            onClick={() => setDrawerOpen(true)}
          >
            <Icon name="menu" />
          </button>
          <AgentSwitcher chat={chat} />
          <SelectionBar chat={chat} loadTooltip={loadTooltip} />
        </div>
        <CreditWarning auth={auth} credit={credit} />
        <MessageList chat={chat} />
        <div id={uploadId} hidden={!uploadOpen}>
          {uploadOpen && (
            <Suspense fallback={<p className="upload-pane">{ui.loading}</p>}>
              <UploadPane chat={chat} rules={config.upload} />
            </Suspense>
          )}
        </div>
        <Composer chat={chat} upload={{ open: uploadOpen, controls: uploadId, toggle: toggleUpload }} />
      </div>
      {drawerOpen && (
        <Dialog title={ui.sidebar.label} onClose={closeDrawer} closeButton className="drawer" testId="drawer">
          <Sidebar chat={chat} onDone={closeDrawer} />
          <DrawerNav onDone={closeDrawer} />
        </Dialog>
      )}
      {pickerOpen && (
        <Suspense fallback={null}>
          <PickerDialog chat={chat} />
        </Suspense>
      )}
      {trialEnded && <TrialEndedModal salesFormUrl={config.salesFormUrl} />}
    </div>
  );
}
