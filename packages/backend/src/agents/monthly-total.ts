import { euro, italianDate } from '../kb/format.js';
import { tableAt } from '../kb/pay.js';
import type { Ccnl, PayTable } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { levelName } from './shared/levels.js';

/**
 * "Quanto prende al mese un operaio edile di 2° livello tra paga base, contingenza ed EDR?": where the published
 * table prints items beside the minimum and outside it (`beside`, Edilizia operai), the month's total is their
 * sum with the minimum, each item labelled; two levels named ("operaio comune e operaio qualificato: quanto cambia
 * il totale?") get both totals and the gap. Undefined when no total is asked, without a document-free question, or
 * when the table in force holds no such items for the levels.
 */

/** The month's total asked, or an item beside the minimum named with the pay ("tra paga base, contingenza ed EDR"). */
const TOTAL_ASKED =
  /\btotal[ei]\b|\bin (?:tutto|totale)\b|\bcomplessiv\w*|\bquanto (?:prende|prendo|guadagna|guadagno|porta a casa)\b/;
const ITEM_NAMED = /\bcontingenza\b|\bedr\b|\belemento distinto\b|\bterzo elemento\b/;
const NOT_PAY =
  /\bnett\w*|\birpef\b|\btrattenut\w*|\bcontribut\w*|\bcassa edile\b|\bstraordinar\w*|\bora(?:ri[ao])?\b/;

const ORDINALS: Record<string, string> = { primo: '1', secondo: '2', terzo: '3', quarto: '4' };

/** The levels the text names, in order: "2° livello", "terzo livello", or a declaratoria's category ("operai qualificati"). */
export function namedLevels(text: string, ccnl: Ccnl, held: readonly string[]): string[] {
  const found: { at: number; level: string }[] = [];
  for (const m of text.matchAll(/\b([1-9])\s*(?:°|o|º)?\s*liv\w*|\bliv\w*\s*([1-9])\b/g))
    found.push({ at: m.index, level: m[1] ?? m[2] ?? '' });
  for (const m of text.matchAll(/\b(primo|secondo|terzo|quarto)\s+liv\w*/g))
    found.push({ at: m.index, level: ORDINALS[m[1] ?? ''] ?? '' });
  for (const level of held) {
    const declaratoria = readable(ccnl.levels.find((l) => l.level === level)?.declaratoria ?? '');
    for (const cat of declaratoria.matchAll(/\boperai[oe]? (\w{5})\w*/g)) {
      const m = new RegExp(`\\boperai[oe]? ${cat[1]}\\w*`).exec(text);
      if (m) found.push({ at: m.index, level });
    }
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.level))].filter((l) => held.includes(l));
}

function line(ccnl: Ccnl, table: PayTable, level: string): { total: number; parts: string } | undefined {
  const row = table.levels.find((r) => r.level === level);
  const items = table.beside?.levels[level];
  if (!row || !items) return undefined;
  const total = cents(row.amount + items.reduce((s, i) => s + i.amount, 0));
  const base = ccnl.pay_structure.includes('paga base') ? 'paga base' : 'minimo';
  const parts = [`${base} ${euro(row.amount)}`, ...items.map((i) => `${i.label} ${euro(i.amount)}`)].join(
    ' + ',
  );
  return { total, parts };
}

export function monthlyTotal(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl | undefined,
): AgentAnswer | undefined {
  if (!ccnl || ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  if (!(TOTAL_ASKED.test(text) || ITEM_NAMED.test(text)) || NOT_PAY.test(text)) return undefined;
  const date = req.slots.date ?? ctx.today;
  const { current } = tableAt(ccnl, date);
  if (!current?.beside) return undefined;
  const held = Object.keys(current.beside.levels);
  const named = namedLevels(text, ccnl, held);
  const levels = named.length
    ? named
    : req.slots.level && held.includes(req.slots.level)
      ? [req.slots.level]
      : [];
  const lines = levels.map((level) => ({ level, ...line(ccnl, current, level) })).filter((l) => l.total);
  if (!lines.length) return undefined;
  const from = italianDate(current.effective_from);
  const citations = [
    ...citeSources(ccnl, 'totale mensile', null, current.beside.sources, 1),
    ...citeSources(ccnl, 'minimo', null, current.sources, 1),
  ];
  const steps = lines.map((l) => `- ${levelName(ccnl, l.level)}: ${l.parts} = ${euro(l.total ?? 0)}.`);
  const assumptions = [
    'Esclusi gli elementi fissati a livello provinciale (indennità territoriale di settore, EET) e gli accantonamenti in Cassa Edile.',
  ];
  const [first, second] = lines;
  if (first && second && lines.length === 2) {
    const gap = cents(Math.abs((second.total ?? 0) - (first.total ?? 0)));
    return compose({
      answer: `Nel ${ccnl.short_name}, dal ${from}, il totale mensile (paga base + contingenza + EDR) è ${bold(euro(first.total ?? 0))} al ${levelName(ccnl, first.level)} e ${bold(euro(second.total ?? 0))} al ${levelName(ccnl, second.level)}: la differenza è di ${euro(gap)} al mese.`,
      steps,
      assumptions,
      citations,
      related: [],
    });
  }
  const one = lines[0];
  if (!one) return undefined;
  return compose({
    answer: `Nel ${ccnl.short_name}, dal ${from}, il ${levelName(ccnl, one.level)} ha un totale mensile di ${bold(euro(one.total ?? 0))}: ${one.parts}.`,
    steps: lines.length > 1 ? steps : [],
    assumptions,
    citations,
    related: [],
  });
}
