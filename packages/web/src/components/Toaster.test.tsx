import { createChatStore, type Timers, uiTexts as ui } from '@ccnl/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toaster } from './Toaster.js';

/** Timers the test advances by hand, given to core's store. */
function manualTimers() {
  let clock = 0;
  const queue: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  const timers: Timers = {
    setTimeout(fn, ms) {
      queue.push({ at: clock + ms, fn, id: ++ids });
      return ids;
    },
    clearTimeout(handle) {
      const index = queue.findIndex((timer) => timer.id === handle);
      if (index >= 0) queue.splice(index, 1);
    },
  };
  const advance = (ms: number) => {
    clock += ms;
    for (const timer of queue.filter((t) => t.at <= clock)) {
      queue.splice(queue.indexOf(timer), 1);
      timer.fn();
    }
  };
  return { timers, advance };
}

describe('toasts', () => {
  it('show at the top centre, each for 5 s, and can be dismissed', () => {
    const { timers, advance } = manualTimers();
    const chat = createChatStore({ api: {} as never, getUserId: () => 'u1', timers });
    render(<Toaster chat={chat} />);
    const region = screen.getByRole('region', { name: ui.toasts.label });
    // Outside the app root: a modal dialog never makes the toasts inert.
    expect(region.parentElement).toBe(document.body);

    act(() => chat.notifyCopied());
    act(() => advance(2000));
    act(() => chat.removeCategory(1)); // not selected: no toast
    act(() => chat.notifyCopied());
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toEqual([
      'Copiato negli appunti',
      'Copiato negli appunti',
    ]);
    act(() => advance(3000));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    act(() => advance(2000));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);

    act(() => chat.notifyCopied());
    fireEvent.click(screen.getByRole('button', { name: ui.toasts.dismiss }));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});
