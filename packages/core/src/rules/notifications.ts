/** The notification list of spec §3/§4: ids are the current time in ms as a string; no duplicate ids. */
export interface Notification {
  id: string;
  [field: string]: unknown;
}

export function addNotification(
  list: readonly Notification[],
  fields: { id?: string; [field: string]: unknown },
  now: () => number = Date.now,
): readonly Notification[] {
  const item: Notification = { ...fields, id: fields.id ?? String(now()) };
  if (list.some((existing) => existing.id === item.id)) return list;
  return [...list, item];
}

export function removeNotification(list: readonly Notification[], id: string): readonly Notification[] {
  return list.filter((item) => item.id !== id);
}
