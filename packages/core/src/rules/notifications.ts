/** The notification list of spec §3/§4: ids are the current time in ms as a string; no duplicate ids. */
export interface Notification {
  id: string;
  [field: string]: unknown;
}

export function addNotification<N extends Notification>(
  list: readonly N[],
  fields: Omit<N, 'id'> & { id?: string },
  now: () => number = Date.now,
): readonly N[] {
  const item = { ...fields, id: fields.id ?? String(now()) } as N;
  if (list.some((existing) => existing.id === item.id)) return list;
  return [...list, item];
}

export function removeNotification<N extends Notification>(list: readonly N[], id: string): readonly N[] {
  return list.filter((item) => item.id !== id);
}

export function updateNotification<N extends Notification>(
  list: readonly N[],
  id: string,
  changes: Partial<Omit<N, 'id'>>,
): readonly N[] {
  return list.map((item) => (item.id === id ? { ...item, ...changes, id } : item));
}

export const clearNotifications = <N extends Notification>(_list: readonly N[]): readonly N[] => [];
