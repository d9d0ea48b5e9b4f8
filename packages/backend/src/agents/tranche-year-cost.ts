import { euro, italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

// "quanto mi costa in più nel 2027 la tranche di giugno", "il delta di costo dell'aumento di aprile nel budget".
const EXTRA_COST =
  /\b(?:cost\w*|spend\w*|pag\w*) (?:\w+ ){0,3}in piu\b|\bdelta\b|\bmaggior\w* cost\w*|\bcost\w* aggiuntiv\w*|\bcosto in piu\b/;
const TRANCHE_MONTH = new RegExp(
  String.raw`\b(?:tranche|aument\w*|rinnov\w*|adeguament\w*)\s+(?:\w+\s+){0,2}(?:di|da|del|dal|a)\s+(${MONTH_NAMES})(?:\s+(?:del\s+)?(20\d\d))?`,
);
/** The months the 13th and the 14th are paid in (payroll rules §8). */
const EXTRA_MONTH: Record<number, number> = { 13: 12, 14: 7 };

/**
 * The extra gross a tranche costs in its own year ("quanto mi costa in più nel 2027 la tranche di giugno 2027
 * per un C3?"): the rise times the months from the tranche to December, plus the 13th (December) and the 14th
 * (July) paid after it, for the level's table; contributions and TFR are not in it. No tax rule is needed, so a
 * year past the tax years still answers. Undefined when no tranche month of a tabled level is named.
 */
export function trancheYearCost(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
  payments = ccnl?.monthly_payments.value ?? 12,
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const level = req.slots.level;
  if (!ccnl || !level || !EXTRA_COST.test(text)) return undefined;
  const said = TRANCHE_MONTH.exec(text);
  const year = said?.[2] ?? String(req.slots.taxYear ?? '');
  if (!said || !/^20\d\d$/.test(year)) return undefined;
  // The tranche's own year asked ("nel 2027", "fino a dicembre"), not a full year at the new table ("in un anno").
  const ownYear = new RegExp(
    String.raw`\b(?:nel|per il|durante il|in tutto il|entro il|sul) ${year}\b|\ba dicembre\b`,
  );
  if (!ownYear.test(text) || /\bin un anno\b|\ball'anno\b|\ba regime\b/.test(text)) return undefined;
  const month = MONTHS.indexOf(said[1] ?? '') + 1;
  const table = ccnl.pay_tables.find((t) =>
    t.effective_from.startsWith(`${year}-${String(month).padStart(2, '0')}`),
  );
  if (!table) return undefined;
  const then = levelPayAt(ccnl, level, table.effective_from, table.section ?? undefined);
  const day = new Date(`${table.effective_from}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  const before = levelPayAt(ccnl, level, day.toISOString().slice(0, 10), table.section ?? undefined);
  if (!then || !before || then.table !== table) return undefined;
  const rise = cents(then.row.amount - before.row.amount);
  if (rise <= 0) return undefined;
  const share = (req.slots.partTimePercent ?? 100) / 100;
  const months = 13 - month;
  const extras = Array.from({ length: payments - 12 }, (_, i) => 13 + i).filter(
    (n) => (EXTRA_MONTH[n] ?? 12) >= month,
  );
  const count = months + extras.length;
  const total = cents(rise * share * count);
  const span = `${MONTHS[month - 1]}${months > 1 ? `–dicembre` : ''}`;
  const extraText = extras.map((n) => (n === 13 ? 'tredicesima' : 'quattordicesima')).join(' e ');
  const monthName = MONTHS[month - 1];
  const answer = `Nel ${year} la tranche di ${monthName} ${year} del ${ccnl.short_name} (+${euro(rise)} al mese sul minimo del livello ${level}) costa in più ${bold(euro(total))} lordi per un lavoratore in forza tutto l'anno: ${euro(rise)}${share !== 1 ? ` × ${Math.round(share * 100)}%` : ''} × ${count} mensilità (${span}: ${months}${extraText ? `, più ${extraText}` : ''}).`;
  return compose({
    answer,
    steps: [
      `Minimo del livello ${level} dal ${italianDate(before.table.effective_from)}: ${euro(before.row.amount)}; dal ${italianDate(table.effective_from)}: ${euro(then.row.amount)} (+${euro(rise)}).`,
      `Mensilità del ${year} pagate dopo la tranche: ${months} mesi (${span})${extraText ? ` + ${extraText}` : ''} = ${count}.`,
      `${euro(rise)}${share !== 1 ? ` × ${Math.round(share * 100)}%` : ''} × ${count} = ${euro(total)}.`,
    ],
    assumptions: [
      'Solo retribuzione lorda: contributi a carico del datore e TFR esclusi.',
      'Scatti, superminimi assorbibili e altri elementi non considerati.',
    ],
    citations: citeSources(
      ccnl,
      answer,
      `tabella minimi dal ${italianDate(table.effective_from)}`,
      table.sources,
      1,
    ),
    related: [`Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`],
  });
}
