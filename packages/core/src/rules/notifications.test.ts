import { describe, expect, it } from 'vitest';
import {
  addNotification,
  clearNotifications,
  removeNotification,
  updateNotification,
} from './notifications.js';

describe('notification list', () => {
  const clock = () => 1_700_000_000_123;
  it('adds with the current time in ms as a string id, never twice', () => {
    const one = addNotification([], { title: 'A' }, clock);
    expect(one).toEqual([{ id: '1700000000123', title: 'A' }]);
    expect(addNotification(one, { title: 'B' }, clock)).toBe(one);
  });
  it('removes by id, merges changes into one item, clears all', () => {
    let list = addNotification([], { id: 'x', title: 'A' });
    list = addNotification(list, { id: 'y', title: 'B' });
    expect(updateNotification(list, 'y', { title: 'C' })).toEqual([
      { id: 'x', title: 'A' },
      { id: 'y', title: 'C' },
    ]);
    expect(removeNotification(list, 'x')).toEqual([{ id: 'y', title: 'B' }]);
    expect(clearNotifications()).toEqual([]);
  });
});
