import { euro, italianDate } from '../kb/format.js';
import { sections, tableAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { askedClause } from '../reader/asking-clause.js';
import type { TypedRequest } from '../reader/request.js';
import { fold } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { childAllowanceLine } from './domestic-allowances.js';
import { domesticSectionsCompared } from './domestic-sections.js';
import { indexedMinimumAhead } from './indexed-minimum-ahead.js';
import { levelsMinimumEach } from './levels-minimum-each.js';
import { asksNextTranche, nextTrancheQuestion, nextTrancheSentence } from './next-tranche-asked.js';

// "a quanto ammonta la retribuzione settimanale?", "quanto le spetta a settimana?": not the "25 ore settimanali" told.
// ("e a settimana quanto fa?", "settimanalmente quanto prende?": the week asked first, at the head of its clause;
// "15 ore a settimana, quanto all'ora?" tells the hours, the week is not asked.)
const WEEK_ASKED =
  /\b(?:retribuzione|paga|stipendio|compenso|importo|lordo|minimo) settimanal\w*|\bquant\w*\b[^?.]{0,50}\b(?:a|alla|per|in una|ogni) settimana\b|(?:^|[?.!;]\s*|\be\s+)(?:(?:a|alla|per|in una|ogni) settimana|settimanalmente)\s+(?:quant\w*|che cifra|cosa)\b/;

/** The week's minimum pay when asked beside the hourly one: the hourly minimum × the weekly hours told. */
function weeklyPay(message: string, hourly: number, hours: number | undefined): string {
  if (hours === undefined || !WEEK_ASKED.test(fold(message))) return '';
  return ` Per ${String(hours).replace('.', ',')} ore settimanali la retribuzione settimanale minima è di ${bold(euro(cents(hourly * hours)))} (${euro(hourly)} × ${String(hours).replace('.', ',')}).`;
}

/**
 * An agreement that publishes hourly minimums (domestic work's non-live-in table) answers "quanto all'ora?" of
 * a level from that table: no divisor is involved. A live-in worker is paid by the month, so only a worker
 * not said to live in is answered here.
 */
const BACK_PAY = /\bdifferenz\w*|\barretrat\w*|\bconguagli\w*/;

export function hourlyTableAnswer(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  related: string[],
): AgentAnswer | undefined {
  // The hourly minimum of a year whose ISTAT-indexed tables are not out: not yet known (indexed-minimum-ahead.ts).
  const ahead = indexedMinimumAhead(ctx, req, ccnl, req.slots.date);
  if (ahead) return ahead;
  // Both ways of working named ("la convivente al mese e la non convivente all'ora"): both tables.
  // ("paga oraria minima del livello B e di quello BS": both levels' hourly minimums, levels-minimum-each.ts.)
  const both = domesticSectionsCompared(ctx, req, ccnl, related) ?? levelsMinimumEach(ctx, req, ccnl);
  if (both) return both;
  const level = req.slots.level;
  // ("il patronato ci aveva detto 9,50 l'ora … qual è la paga oraria minima 2026?": the minimum asked outright
  // is the table's, whatever figure the story told.)
  const minimumAsked = /\bminim[oaie]\b/.test(askedClause(fold(ctx.message)));
  // ("e se mi avessero messo livello BS quanto sarebbe l'ora?": the hour asked of another level; the pay the turn
  // before told is that turn's, not a figure given of this case.)
  const told = req.slots.amounts.some((a) => toldHere(ctx.message, a.value));
  if (!level || req.slots.cohabiting === true || (told && !minimumAsked)) return undefined;
  const date = req.slots.date ?? ctx.today;
  for (const section of sections(ccnl)) {
    const { current, next } = tableAt(ccnl, date, section);
    if (current?.unit !== 'ora') continue;
    const row = current.levels.find((r) => r.level === level);
    if (!row) continue;
    const nextRow = next?.levels.find((r) => r.level === level);
    // The next tranche: its amount when the question looks ahead, its day alone otherwise.
    const ahead = next
      ? asksNextTranche(ctx.message, next.effective_from, date, ctx.today, {
          inForceFrom: current.effective_from,
          previous: ctx.history?.at(-1),
        })
      : false;
    const later =
      next && nextRow
        ? nextTrancheSentence({ from: next.effective_from, amount: nextRow.amount }, ahead, " l'ora")
        : '';
    // The next tranche's figure not said is offered as a follow-up.
    const offer =
      next && nextRow && !ahead
        ? [
            nextTrancheQuestion(
              `la paga oraria minima del livello ${level}`,
              ccnl.short_name,
              next.effective_from,
            ),
          ]
        : [];
    // A BS baby-sitter of a child under six: the hourly allowance beside the minimum (domestic-allowances.ts).
    const child = childAllowanceLine(ccnl, level, date, ctx.message);
    const week = weeklyPay(ctx.message, row.amount, req.slots.weeklyHours);
    // "l'ho pagata con la tariffa vecchia: devo darle la differenza?": the table holds from its own day.
    const backPay = BACK_PAY.test(fold(ctx.message))
      ? ` La tabella vale dal ${italianDate(current.effective_from)} anche se è stata pubblicata dopo: le ore pagate meno da quel giorno vanno integrate con la differenza.`
      : '';
    const text = `Nel ${ccnl.short_name} la paga oraria minima del livello ${level}${section ? ` (${section})` : ''} al ${italianDate(date)} è ${bold(`${euro(row.amount)} l'ora`)}, in vigore dal ${italianDate(current.effective_from)}: per chi è pagato a ore il contratto fissa direttamente il minimo orario, senza divisore.${backPay}${week}${later}${child ? ` ${child.text}` : ''}`;
    // A level the question did not name was decided from the work it describes (care-ladder.ts): say which.
    const named = new RegExp(`\\b${level}\\b`, 'i').test(ctx.message);
    const declaratoria = ccnl.levels.find((l) => l.level === level)?.declaratoria;
    return compose({
      answer: text,
      ...(named || !declaratoria
        ? {}
        : {
            steps: [
              `Livello ${level}, ${declaratoria}: quello che il contratto prevede per il lavoro descritto.`,
            ],
          }),
      citations: [
        ...citeSources(
          ccnl,
          text,
          `tabella minimi orari dal ${italianDate(current.effective_from)}`,
          current.sources,
        ),
        ...(child?.citations ?? []),
      ],
      related: [...offer, ...related].slice(0, Math.max(related.length, 1)),
    });
  }
  return undefined;
}

/** A figure written in the message itself ("6,80", "6.8", "7 euro"), not only carried from the conversation. */
function toldHere(message: string, value: number): boolean {
  const [whole, decimals = ''] = value.toFixed(2).split('.');
  const cents = decimals.replace(/0+$/, '');
  const written = cents ? `${whole}[.,]${cents}` : `${whole}(?![.,]?\\d)`;
  return new RegExp(String.raw`(?<![\d.,])${written}`).test(message);
}
