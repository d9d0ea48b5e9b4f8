import { euro, italianDate, MONTH_NAMES, MONTHS } from '../kb/format.js';
import { type LevelStep, stepInMonth } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { onlyDerived } from '../kb/unread-table.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelShort } from './shared/levels.js';

/**
 * "quindi quanto fanno in tutto le due tranche insieme?" after "di quanto aumenta il D2 con le tranche di giugno
 * 2026 e di giugno 2027?": the tranches the conversation named, summed at the level asked. The renewal's whole
 * increase (every tranche) is another figure: "tutte le tranche" asks that one (renewal.ts).
 */

// "le due tranche", "queste tranche", "entrambe", "sommandole", "insieme"; never "tutte le tranche", "il rinnovo".
const POINTED =
  /(?<!\btutte )\b(?:le|queste|quelle|entrambe le) (?:due |tre |quattro )?(?:tranche|trance|rate)\b|\bsommandol[ei]\b|\bentramb[ei]\b|\binsieme\b/;
const SUMMED = /\binsieme\b|\bin tut?to\b|\bsomm\w*|\btotale\b/;
const WHOLE = /\btutte\b|\brinnovo\b|a regime|complessiv/;
const MONTH_YEAR = new RegExp(String.raw`\b(${MONTH_NAMES})(?: (?:del |di )?(20\d\d))?\b`, 'g');

/** The months a turn names, each with its year (a month said without one takes the next year said after it). */
export function monthsNamed(text: string): string[] {
  const said = [...readable(text).matchAll(MONTH_YEAR)].map((m) => ({
    month: MONTHS.indexOf(m[1] ?? '') + 1,
    year: m[2],
  }));
  const dates = said.map((s, i) => {
    const year = s.year ?? said.slice(i + 1).find((n) => n.year)?.year;
    return year && s.month > 0 ? `${year}-${String(s.month).padStart(2, '0')}-01` : undefined;
  });
  return [...new Set(dates.filter((d): d is string => d !== undefined))];
}

/** Whether the question sums tranches an earlier turn named, naming no month of its own. */
export const asksNamedSum = (question: string): boolean => {
  const text = readable(question);
  return POINTED.test(text) && SUMMED.test(text) && !WHOLE.test(text) && monthsNamed(text).length === 0;
};

/** The latest earlier turn naming two or more months with a tranche at the level: those tranches. */
function namedSteps(ccnl: Ccnl, level: string, history: readonly string[]): LevelStep[] | undefined {
  for (const turn of [...history].reverse()) {
    const months = monthsNamed(turn);
    if (months.length < 2) continue;
    const steps = months.map((d) => stepInMonth(ccnl, level, d));
    return steps.every((s): s is LevelStep => s !== undefined) ? steps : undefined;
  }
  return undefined;
}

const COUNTS = ['', '', 'due', 'tre', 'quattro'];

export function namedTranchesSum(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const level = req.slots.level;
  if (!level || !ctx.history?.length || !asksNamedSum(ctx.message)) return undefined;
  const steps = namedSteps(ccnl, level, ctx.history);
  if (!steps) return undefined;
  const amount = (s: LevelStep) => s.published ?? s.amount;
  const total = Math.round(steps.reduce((sum, s) => sum + amount(s), 0) * 100) / 100;
  const each = steps.map((s) => `+${euro(amount(s))} dal ${italianDate(s.from)}`);
  const list = `${each.slice(0, -1).join(', ')} e ${each.at(-1)}`;
  const [first, last] = [steps[0] as LevelStep, steps.at(-1) as LevelStep];
  // Without a published table the minimums are the sources' reconstruction: the sum alone is said.
  const span = steps.some((s) => onlyDerived(s.table))
    ? ''
    : `; il minimo passa da ${euro(first.before)} (prima del ${italianDate(first.from)}) a ${euro(last.after)} (dal ${italianDate(last.from)})`;
  const count = COUNTS[steps.length] ?? String(steps.length);
  return compose({
    answer: `Nel ${ccnl.short_name} le ${count} tranche del minimo mensile del ${levelShort(level)} fanno insieme ${bold(euro(total))} al mese: ${list}${span}.`,
    steps: [
      `Tranche del minimo mensile del ${levelShort(level)} nel ${ccnl.short_name}, dalle tabelle della base di conoscenza:`,
      '| Dal | Aumento |',
      '| --- | ---: |',
      ...steps.map((s) => `| ${italianDate(s.from)} | +${euro(amount(s))} |`),
      `| Totale | ${euro(total)} |`,
    ],
    citations: steps.flatMap((s) =>
      citeSources(
        ccnl,
        `${ccnl.short_name}, tabella minimi dal ${italianDate(s.table.effective_from)}`,
        null,
        s.table.sources,
        1,
      ),
    ),
    related: [`Qual è l'aumento complessivo del rinnovo del ${ccnl.short_name}?`],
  });
}
