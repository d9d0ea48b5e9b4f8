import { euro, italianDate } from '../kb/format.js';
import { levelPayAt, type tableAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { sectionAsked } from '../kb/section-asked.js';
import type { TypedRequest } from '../reader/request.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { hourlyRow } from './domestic-pay.js';
import { levelsIn } from './level-gap-asked.js';
import { isDomestic } from './pay-base.js';
import { levelName } from './shared/levels.js';

/**
 * Two levels' minimums asked in one breath, each for itself: "il minimo al mese del livello A e quello del DS",
 * "quanto prendono il 3° e il 5° livello?", "minimo del C2 e del D1". The answer opens on both figures, not on
 * the first level read. A gap, a move, a rise or a comparison between them is another question (level-gap-asked.ts,
 * levels-pair-figures.ts, section-comparison.ts); a worker's own figures (a pay told, weekly hours) are calcolo's.
 */

// "e quello del DS", "e del 5°", "e il D1", "e per il livello B": the second level asked for itself, read on the
// message with its accents ("è al 5° livello" tells a level, it does not add one).
const EACH =
  /(?:^|[^\p{L}])e (?:(?:quell[oa]|quelli) (?:del|dell'|di|per il|per l')|del|dell'|il|al|l'|per il|per l')\s?(?:livello\s+)?(?:\d{1,2}(?!\d)|\p{L}{1,2}\d?(?!\p{L}))/u;
// A level denied ("non al 4°", "(non il 6° super)"): a correction, not a second level asked.
const DENIED =
  /\bnon (?:(?:e|è) )?(?:il |al |del |l'|un |a )?(?:\d{1,2}\s*[°º]?\s*(?:livello\s*)?(?:super\b)?|livello \S+|[A-Z]{1,2}\d?\b)/gi;
// Words that weigh the two levels or move between them: the gap, not each figure, is asked.
const WEIGHED =
  /\bdifferenz|\brispetto\b|\bconfront|\bscarto\b|\bpassa(?:re|ggio|ndo|sse)?\b|\bpromoss|\bpromozion|\bdal? \S+ (?:livello )?al?\b|\bpiu (?:alt|bass)|\bdi quanto\b|\baument|\bscatt|\bnett[oaie]\b|\bcosta\b|\bcontribut|\bconviene\b|\binvece\b|\bvs\b|\bcontro\b/;
const MINIMUM =
  /\bminim[oaie]\b|\bpaga (?:base|minima|oraria)\b|\bretribuzion\w* minim|\bquanto (?:prend|guadagn|spett)/;

type Row = { level: string; amount: number; table: NonNullable<ReturnType<typeof tableAt>['current']> };

export function levelsMinimumEach(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!ccnl || req.slots.agreements.length > 1) return undefined;
  const domestic = isDomestic(ccnl);
  // An hour's minimum is a table's only in domestic work (elsewhere it is the month over a divisor).
  const hourly = domestic && (req.slots.cohabiting === false || req.intent === 'hourly_rate');
  if (req.intent !== 'minimum_pay' && !(hourly && req.intent === 'hourly_rate')) return undefined;
  if (
    req.slots.amounts.length ||
    req.slots.weeklyHours !== undefined ||
    req.slots.partTimePercent !== undefined
  )
    return undefined;
  const text = fold(readable(ctx.message));
  const own = ctx.message.toLowerCase();
  if (!MINIMUM.test(text) || !EACH.test(own) || WEIGHED.test(text)) return undefined;
  const levels = levelsIn(ccnl, ctx.message.replace(DENIED, ' '));
  if (levels.length !== 2) return undefined;
  const date = req.slots.date ?? ctx.today;
  // A domestic worker said not to live in is paid by the hour (table C); otherwise the table the words name.
  const section = hourly ? undefined : sectionAsked(ccnl, [ctx.message]);
  const rows = levels.map((level): Row | undefined => {
    if (hourly) {
      const pay = hourlyRow(ccnl, level, date);
      return pay && { level, amount: pay.row.amount, table: pay.table };
    }
    const pay = levelPayAt(ccnl, level, date, section);
    if (!pay) return undefined;
    // Domestic D and DS: the table's minimum, with the function allowance said beside it.
    const own = domestic ? pay.row.components[0]?.amount : undefined;
    return { level, amount: own ?? pay.row.amount, table: pay.table };
  });
  const [a, b] = rows;
  if (!a || !b) return undefined;
  // Both rows must come from one kind of table, or the two figures would not be comparable in one sentence.
  if ((a.table.section ?? '') !== (b.table.section ?? '')) return undefined;
  const unit = hourly ? "all'ora" : 'al mese';
  const kind = a.table.section ? `, ${a.table.section},` : '';
  const name = (level: string) => levelName(ccnl, level);
  const extras = levels
    .map((level) => {
      const row = levelPayAt(ccnl, level, date, section)?.row;
      const others = hourly || !domestic || !row ? [] : row.components.slice(1);
      return others.length
        ? `Al ${name(level)} si aggiunge ${others.map((c) => `l'${c.label} di ${euro(c.amount)}`).join(' e ')} (totale ${euro(row?.amount ?? 0)}).`
        : undefined;
    })
    .filter((x): x is string => x !== undefined);
  return compose({
    answer: `Nel ${ccnl.short_name}${kind} al ${italianDate(date)} il minimo del ${name(a.level)} è di ${bold(`${euro(a.amount)} ${unit}`)} e quello del ${name(b.level)} è di ${bold(`${euro(b.amount)} ${unit}`)} lordi.`,
    steps: [
      ...table(
        [a, b].map((r): [string, string] => [
          `${name(r.level)} (tabella dal ${italianDate(r.table.effective_from)})`,
          euro(r.amount),
        ]),
        ['Livello', hourly ? 'Minimo orario' : 'Minimo mensile'],
      ),
      ...extras,
    ],
    citations: citeSources(
      ccnl,
      `${name(a.level)} ${euro(a.amount)}, ${name(b.level)} ${euro(b.amount)}`,
      `tabella minimi dal ${italianDate(a.table.effective_from)}`,
      a.table.sources,
    ),
    related: [`Quali sono i minimi di tutti i livelli del ${ccnl.short_name}?`],
  });
}
