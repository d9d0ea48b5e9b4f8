import { euro, italianDate, MONTH_NAMES } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { onlyDerived } from '../kb/unread-table.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf } from './pay-base.js';
import { levelName } from './shared/levels.js';

// "quando scatta il prossimo aumento?", "quanto diventa il minimo?": the next tranche and the figure it brings.
const NEXT_INCREASE =
  /\bprossim[oae] (?:aument\w*|tranche|adeguament\w*|rialz\w*)|\b(?:aument\w*|tranche) (?:successiv\w*|seguent\w*)|\bquanto divent(?:a|ano)\b/;

/**
 * A level's minimum asked for a whole year ("nel 2025", "per il 2025", "nel 2027 quanto prende e da quando
 * cambia?"), not a day: every table in force during that year, in order, so a tranche within it is not hidden
 * behind the one at its end (a past year) or at its start (a year to come, read from its first day). Undefined
 * when the question names a day or month, or one table covered the whole year (the general answer says it).
 */
export function yearMinimum(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const { taxYear: year, level, date } = req.slots;
  const ccnl = agreementOf(ctx, req);
  if (!year || !level || !ccnl || (date !== `${year}-12-31` && date !== `${year}-01-01`)) return undefined;
  const text = readable(ctx.message);
  const dayOrMonth = new RegExp(String.raw`\b\d{1,2}[/.]\d|${MONTH_NAMES}`);
  // (A month tied to another year is a story's date, not the day asked: "firmato a giugno 2025 … nel 2027".)
  const otherYearMonth = new RegExp(
    String.raw`(?:${MONTH_NAMES})\s+(?:del\s+)?(?!${year}\b)(?:19|20)\d\d\b`,
    'g',
  );
  if (dayOrMonth.test(text.replace(otherYearMonth, ' '))) return undefined;
  // ("e x il 3 livello stesso periodo?" after "a gennaio 2025": a year the follow-up does not say is the earlier
  // turn's, and that turn's month with it.)
  const earlier = ctx.history?.at(-1);
  if (!text.includes(String(year)) && earlier && dayOrMonth.test(readable(earlier))) return undefined;
  if (NEXT_INCREASE.test(text)) return undefined;
  const atEnd = levelPayAt(ccnl, level, `${year}-12-31`);
  if (!atEnd) return undefined;
  const section = atEnd.table.section;
  const starts = [
    `${year}-01-01`,
    ...ccnl.pay_tables
      .filter((t) => (t.section ?? undefined) === section && t.effective_from.startsWith(String(year)))
      .map((t) => t.effective_from),
  ];
  const rows = [...new Set(starts)]
    .sort()
    .map((day) => levelPayAt(ccnl, level, day))
    .filter((p): p is NonNullable<typeof p> => p !== undefined && p.table.section === section)
    .filter((p, i, all) => all.findIndex((o) => o.table === p.table) === i);
  // (A table only derived is never stated: the general answer gives its gap.)
  if (rows.length < 2 || rows.some((p) => onlyDerived(p.table))) return undefined;
  const parts = rows.map((p) => `${euro(p.row.amount)} dal ${italianDate(p.table.effective_from)}`);
  // (Each later table's rise over the one before it: the tranche a budget adds, said beside its figure.)
  const rises = rows.map((p, i) => {
    const rise = i > 0 ? p.row.amount - (rows[i - 1]?.row.amount ?? p.row.amount) : 0;
    return rise > 0.005 ? ` (+${euro(rise)})` : '';
  });
  const label = levelName(ccnl, level);
  const thisYear = Number(ctx.today.slice(0, 4));
  const verb = year < thisYear ? 'è stato' : year > thisYear ? 'sarà' : 'è';
  const opening = `Nel ${year} il minimo mensile lordo del ${label} nel ${ccnl.short_name} ${verb} ${bold(parts[0] ?? '')}, poi ${parts
    .slice(1)
    .map((part, i) => `${bold(part)}${rises[i + 1]}`)
    .join(', poi ')}.`;
  return compose({
    answer: opening,
    steps: rows.map(
      (p) =>
        `Tabella dal ${italianDate(p.table.effective_from)}: ${p.row.components.map((c) => `${c.label} ${euro(c.amount)}`).join(', ')}.`,
    ),
    citations: rows.flatMap((p) =>
      citeSources(
        ccnl,
        opening,
        `tabella minimi dal ${italianDate(p.table.effective_from)}`,
        p.table.sources,
        1,
      ),
    ),
    related: [
      `Qual è il minimo del ${label} oggi nel ${ccnl.short_name}?`,
      `Quanto vale uno scatto di anzianità nel ${ccnl.short_name}?`,
      `Quando scade il ${ccnl.short_name}?`,
    ],
  });
}
