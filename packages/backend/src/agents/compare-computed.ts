import { euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import type { Ccnl } from '../kb/schema.js';
import { grossToNet, PayrollInputError } from '../payroll/index.js';
import { isTaxYear } from '../payroll/rules.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources, finishAnswer } from './answer.js';
import { ralMonthCompare } from './compare-ral-month.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { levelShort } from './shared/levels.js';
import { sourceCitations } from './worked.js';

/**
 * A comparison that asks a figure computed from each agreement's minimum, not the minimum itself: the yearly net
 * of two offers ("al netto annuo, tolte tasse e addizionali, quale mi lascia di più?"), the TFR of a year
 * ("il TFR maturato in un anno intero"), the pay of a part-time share ("per un part time al 50% quanto vengono i
 * due minimi?"). Each figure comes from the engine (payroll gross-to-net, art. 2120 c.c.), on the level's minimum
 * and the agreement's monthly payments. Undefined when the question asks none of these, or a level or minimum
 * is missing (the ordinary comparison then names the gap).
 */

type Kind = 'netto' | 'tfr' | 'part_time';

const TFR = /\btfr\b|\btrattamento di fine rapporto\b/;
const YEARLY = /\bannu\w*|\ball'anno\b|\bin un anno\b|\bun anno intero\b/;
const NET = /\bnett\w*/;
// "quanto vengono i due minimi", "quanto prendono", "che stipendio": the pay of the part-time share.
const PAY_ASKED =
  /\bminim\w*|\bstipend\w*|\bpaga\b|\bretribuzion\w*|\bquanto (?:vien\w*|veng\w*|prend\w*|guadagn\w*)/;

// What a part-time turn asks when it is a rule of the part-time, not its pay ("l'orario minimo", "le clausole").
const PART_TIME_RULE =
  /\b(?:orario minimo|ore minime|minim[oe] di ore|clausol\w*|elastic\w*|flessibil\w*|supplementar\w*|straordinar\w*|trasformazion\w*|precedenz\w*|regol\w*|prevede|consentit\w*|ammess\w*|ferie|permess\w*|malattia|preavviso|prova)\b/;

/**
 * The figure a comparison asks. "e se fosse part-time al 60%?" after the two minimums changes the schedule of
 * the same ask: the minimums at that share, not the part-time rules (`earlier` is the turn before, folded).
 */
export function computedKind(
  text: string,
  partTimePercent: number | undefined,
  earlier = '',
): Kind | undefined {
  if (TFR.test(text) && YEARLY.test(text)) return 'tfr';
  // (The employer's cost "al netto di" something is no worker's net.)
  if (NET.test(text) && YEARLY.test(text) && !/\bcost[oai]\b/.test(text)) return 'netto';
  if (partTimePercent === undefined || partTimePercent >= 100) return undefined;
  if (PAY_ASKED.test(text)) return 'part_time';
  return PAY_ASKED.test(earlier) && !PART_TIME_RULE.test(text) ? 'part_time' : undefined;
}

const LABEL: Record<Kind, string> = {
  netto: 'Netto annuo',
  tfr: 'TFR maturato in un anno',
  part_time: 'Minimo mensile part-time',
};

interface Row {
  ccnl: Ccnl;
  level: string;
  value: number;
  how: string;
  citations: Citation[];
}

/** The figure of each agreement at its level, or undefined when one cannot be computed. */
function rowsOf(
  ctx: AgentContext,
  kind: Kind,
  agreements: readonly Ccnl[],
  levels: readonly (string | undefined)[],
  date: string,
): Row[] | undefined {
  const rows: Row[] = [];
  const year = ctx.request?.slots.taxYear ?? Number(date.slice(0, 4));
  const municipality = ctx.request?.slots.municipality;
  const region = ctx.request?.slots.region;
  const location = municipality ? { municipality } : region ? { region } : undefined;
  for (const [i, ccnl] of agreements.entries()) {
    const level = levels[i];
    const pay = level ? levelPayAt(ccnl, level, date) : undefined;
    if (!level || !pay) return undefined;
    const monthly = pay.row.amount;
    const payments = ccnl.monthly_payments.value;
    const cited = citeSources(
      ccnl,
      `${ccnl.short_name}, minimo del ${levelShort(level)}: ${euro(monthly)}`,
      `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
      pay.table.sources,
      1,
    );
    if (kind === 'part_time') {
      const percent = ctx.request?.slots.partTimePercent ?? 100;
      // In cents, so half a cent rounds up as on a payslip.
      const value = Math.round((Math.round(monthly * 100) * percent) / 100) / 100;
      rows.push({ ccnl, level, value, how: `${euro(monthly)} × ${percent}%`, citations: cited });
      continue;
    }
    if (typeof payments !== 'number' || (payments !== 13 && payments !== 14)) return undefined;
    const ral = Math.round(monthly * payments * 100) / 100;
    const paid = citeSources(
      ccnl,
      `${ccnl.short_name}: ${payments} mensilità`,
      null,
      ccnl.monthly_payments.sources,
      1,
    );
    if (kind === 'tfr') {
      const gross = ral / 13.5;
      const fund = ral * 0.005;
      const value = Math.round((gross - fund) * 100) / 100;
      const how = `RAL ${euro(monthly)} × ${payments} = ${euro(ral)}; ${euro(ral)} / 13,5 = ${euro(gross)}, meno lo 0,50% al Fondo di garanzia INPS (${euro(fund)})`;
      rows.push({ ccnl, level, value, how, citations: [...cited, ...paid] });
      continue;
    }
    if (!isTaxYear(year)) return undefined;
    try {
      const net = grossToNet(ctx.kb.surcharges, {
        year,
        payments,
        monthlyGross: monthly,
        ...(location ? { location } : {}),
      });
      const r = net.result;
      const local =
        (r.local.regional ? 'addizionale regionale' : '') + (r.local.municipal ? ' e comunale' : '');
      const how = `RAL ${euro(monthly)} × ${payments} = ${euro(ral)}; tolti contributi INPS, IRPEF ${year}${local ? ` e ${local}` : ''}`;
      rows.push({
        ccnl,
        level,
        value: r.netAnnual,
        how,
        citations: [...cited, ...paid, ...sourceCitations(net.sources)],
      });
    } catch (error) {
      if (error instanceof PayrollInputError) return undefined;
      throw error;
    }
  }
  return rows;
}

const name = (r: Row) => `${r.ccnl.short_name} (${levelShort(r.level)})`;

/** The comparison answered with the computed figure asked, or undefined (see above). */
export function computedCompare(
  ctx: AgentContext,
  agreements: readonly Ccnl[],
  levels: readonly (string | undefined)[],
  date: string,
  text: string,
): AgentAnswer | undefined {
  // One RAL stated, each agreement's month asked: the same year over its payments (compare-ral-month.ts).
  const split = ralMonthCompare(ctx, agreements, text);
  if (split) return split;
  const earlier = ctx.history?.length ? readable(ctx.history.at(-1) as string) : '';
  const kind = computedKind(text, ctx.request?.slots.partTimePercent, earlier);
  if (!kind || agreements.length < 2) return undefined;
  const rows = rowsOf(ctx, kind, agreements, levels, date);
  if (!rows) return undefined;
  const year = ctx.request?.slots.taxYear ?? Number(date.slice(0, 4));
  const place = ctx.request?.slots.municipality ? ` a ${ctx.request.slots.municipality}` : '';
  const what =
    kind === 'netto'
      ? `Netto annuo ${year}${place}, tolte tasse e addizionali`
      : kind === 'tfr'
        ? `TFR maturato in un anno (retribuzione annua / 13,5, al netto dello 0,50% al Fondo di garanzia, senza rivalutazione)`
        : `Minimo mensile per un part-time al ${ctx.request?.slots.partTimePercent}% (minimo a tempo pieno riproporzionato)`;
  const sorted = [...rows].sort((a, b) => b.value - a.value);
  const [top, low] = sorted;
  const verdict =
    top && low && top.value !== low.value
      ? ` Il più alto è nel ${name(top)}: ${euro(top.value - low.value)} in più${kind === 'part_time' ? ' al mese' : " all'anno"}.`
      : '';
  const opening = `${what}: ${rows.map((r) => `${bold(euro(r.value))} nel ${name(r)}`).join('; ')}.${verdict}`;
  const body = [
    opening,
    '',
    ...rows.map((r) => `- ${name(r)}: ${r.how} → ${euro(r.value)}.`),
    '',
    `| CCNL | Livello | ${LABEL[kind]} |`,
    '| --- | --- | --- |',
    ...rows.map((r) => `| ${r.ccnl.short_name} | ${levelShort(r.level)} | ${euro(r.value)} |`),
  ];
  if (kind === 'netto')
    body.push(
      '',
      'Il netto annuo è calcolato sui minimi tabellari, senza superminimi né altre voci, per chi non ha familiari a carico né altri redditi.',
    );
  return finishAnswer(
    body,
    rows.flatMap((r) => r.citations),
    [],
  );
}
