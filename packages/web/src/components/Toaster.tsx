import type { ChatStore, Toast } from '@ccnl/core';
import { uiTexts as ui } from '@ccnl/core';
import { createPortal } from 'react-dom';
import { useStore } from '../hooks/useStore.js';
import { Icon } from './Icon.js';

type ToasterStore = Pick<ChatStore, 'getState' | 'subscribe' | 'dismissToast'>;

const iconOf = { success: 'check', error: 'alert', info: 'info' } as const;

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  return (
    <li className={`toast toast-${toast.color}`} data-testid="toast">
      <span className="toast-icon">
        <Icon name={iconOf[toast.icon]} />
      </span>
      {/* Errors interrupt the screen reader; the rest wait their turn in the polite region. */}
      <div className="toast-body" role={toast.color === 'red' ? 'alert' : undefined}>
        <p className="toast-title">{toast.title}</p>
        {toast.description && <p className="toast-description">{toast.description}</p>}
      </div>
      <button type="button" className="icon-button" aria-label={ui.toasts.dismiss} onClick={onDismiss}>
        <Icon name="close" />
      </button>
    </li>
  );
}

const MAX_SHOWN = 3;

/**
 * The store's toasts at the top centre (spec §9); the store removes each after its 5 s. Outside the app
 * root, so that a modal dialog (which makes the app inert) does not silence them.
 */
export function Toaster({ chat }: { chat: ToasterStore }) {
  const toasts = useStore(chat, (state) => state.toasts);
  // At most three at a time, the newest: a burst of confirmations never piles down over the page.
  const shown = toasts.slice(-MAX_SHOWN);
  return createPortal(
    <section className="toaster" aria-label={ui.toasts.label}>
      <div role="status" aria-live="polite">
        <ol className="toast-list">
          {shown.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={() => chat.dismissToast(toast.id)} />
          ))}
        </ol>
      </div>
    </section>,
    document.body,
  );
}
