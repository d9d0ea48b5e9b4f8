import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

const AT_LEAST_25 = 'almeno 25 ore settimanali';
const UNDER_25 = 'meno di 25 ore settimanali';

/**
 * The notice band of an agreement whose notice rows go by weekly hours (domestic work), for a comparison that
 * names no level: a live-in worker ("badante convivente") or 25 hours and more read the first band, fewer hours
 * the second. So a resignation reads its own row ("metà del termine") instead of the whole range.
 */
export function noticeHoursBand(ccnl: Ccnl, ctx: AgentContext): string | undefined {
  const rows = ccnl.notice.by_level ?? [];
  if (!rows.some((r) => r.levels.includes(AT_LEAST_25))) return undefined;
  const slots = ctx.request?.slots;
  const told = [ctx.message, ...(ctx.history ?? [])].map(readable).join(' ');
  if (slots?.weeklyHours !== undefined) return slots.weeklyHours >= 25 ? AT_LEAST_25 : UNDER_25;
  if (slots?.cohabiting || /\bconvivent\w*|\bvive (?:con|da) (?:noi|lei|lui|loro)\b/.test(told))
    return AT_LEAST_25;
  return undefined;
}
