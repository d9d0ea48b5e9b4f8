import type { Toast } from '@ccnl/core';
import { paint } from '../../render/paint.js';
import type { Layout } from '../lines.js';
import { Lines, truncate } from './Lines.js';

export function Toasts({ toasts, layout }: { toasts: readonly Toast[]; layout: Layout }) {
  const lines = toasts.map((toast) => {
    const red = toast.color === 'red';
    const text = `${red ? '✖' : '✔'} ${toast.title}${toast.description ? ` — ${toast.description}` : ''}`;
    return paint(truncate(text, layout.width), { color: red ? 'red' : 'green' }, layout.color);
  });
  return <Lines lines={lines} />;
}
