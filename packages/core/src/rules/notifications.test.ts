import { describe, expect, it } from 'vitest';
import { addNotification, removeNotification } from './notifications.js';

describe('notification list', () => {
  const clock = () => 1_700_000_000_123;
  it('adds with the current time in ms as a string id, never twice', () => {
    const one = addNotification([], { title: 'A' }, clock);
    expect(one).toEqual([{ id: '1700000000123', title: 'A' }]);
    expect(addNotification(one, { title: 'B' }, clock)).toBe(one);
  });
  it('removes by id', () => {
    let list = addNotification([], { id: 'x', title: 'A' });
    list = addNotification(list, { id: 'y', title: 'B' });
    expect(removeNotification(list, 'x')).toEqual([{ id: 'y', title: 'B' }]);
  });
});
