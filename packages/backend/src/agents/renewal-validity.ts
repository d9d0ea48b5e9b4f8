import { italianDate } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { bold } from './compose.js';

/** The agreement's validity: its span, whether it has expired by `today`, and the last renewal signed. */
export function validityLine(ccnl: Ccnl, today: string, lead: boolean): string {
  const { from, to } = ccnl.validity;
  const span =
    from && to ? `dal ${italianDate(from)} al ${italianDate(to)}` : to ? `fino al ${italianDate(to)}` : null;
  const status = to && to < today ? `; è scaduto il ${italianDate(to)}` : '';
  const renewal = `ultimo rinnovo: ${ccnl.validity.signed}`;
  if (!span) return `Il ${ccnl.short_name}: ${renewal}; ${ccnl.validity.text.replace(/\.$/, '')}.`;
  return `Il ${ccnl.short_name} vale ${lead ? bold(span) : span}${status}; ${renewal}.`;
}
