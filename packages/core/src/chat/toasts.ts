import { addNotification, removeNotification } from '../rules/notifications.js';

/** Toasts last 5 s (spec §9). */
export const TOAST_TIMEOUT_MS = 5000;

export type ToastColor = 'green' | 'red' | 'primary';

export interface Toast {
  id: string;
  title: string;
  description?: string;
  color: ToastColor;
  icon: 'success' | 'error' | 'info';
  timeout: number;
  [field: string]: unknown;
}

/**
 * Adds a toast. Its id is the current time in ms (the notification rule), moved past the newest id so that
 * two toasts raised in the same millisecond both show.
 */
export function pushToast(list: readonly Toast[], toast: Omit<Toast, 'id' | 'timeout'>, now: () => number) {
  const newest = list.reduce((max, item) => Math.max(max, Number(item.id) || 0), 0);
  const id = String(Math.max(now(), newest + 1));
  return addNotification(list, { ...toast, id, timeout: TOAST_TIMEOUT_MS }) as readonly Toast[];
}

export const dropToast = (list: readonly Toast[], id: string) =>
  removeNotification(list, id) as readonly Toast[];
