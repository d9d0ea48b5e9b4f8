import { texts } from '../strings/spec.js';
import type { ChatState, Timers } from './chat-state.js';
import { dropToast, pushToast, type Toast } from './toasts.js';

/** Toasts: at most three, each dismissed after its timeout (spec §9). */
export function createToastSlice(ctx: {
  get: () => ChatState;
  set: (patch: Partial<ChatState>) => void;
  timers: Timers;
  now: () => Date;
}) {
  const { get, set, timers, now } = ctx;
  function toast(title: string, color: Toast['color'], description?: string): void {
    const list = pushToast(
      get().toasts,
      {
        title,
        color,
        icon: color === 'red' ? 'error' : 'success',
        ...(description ? { description } : {}),
      },
      () => now().getTime(),
    );
    if (list === get().toasts) return;
    const id = list.at(-1)?.id ?? '';
    set({ toasts: list });
    timers.setTimeout(() => dismissToast(id), list.at(-1)?.timeout ?? 5000);
  }
  function dismissToast(id: string): void {
    set({ toasts: dropToast(get().toasts, id) });
  }
  /** Copy feedback: the UI copies, the store confirms. */
  function notifyCopied(): void {
    toast(texts.toast.copied, 'green');
  }
  return { toast, dismissToast, notifyCopied };
}
