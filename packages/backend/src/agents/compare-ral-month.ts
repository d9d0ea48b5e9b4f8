import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { type AgentAnswer, citeSources, finishAnswer } from './answer.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * One yearly gross (RAL) set against two agreements, the month asked ("stessa RAL di 30.000 €: quanto è il lordo
 * di ogni mese nei due casi?", "con 28 mila l'anno quanto prendo al mese col commercio e col metalmeccanico?"):
 * the same year split into each agreement's monthly payments, RAL / 13 or RAL / 14 (payroll rules §8). No level
 * is needed: the year is given, only the number of payments differs. Undefined when no RAL is stated, the month is
 * not asked, or an agreement's payments are not known.
 */

/** The month's gross asked: "al mese", "mensile", "ogni mese", "la mensilità". */
const MONTH_ASKED =
  /\bal mese\b|\bmensil[ei]\b|\bogni mese\b|\bdi ogni mese\b|\bmese ordinari\w*|\bsingola mensilita\b|\bciascuna mensilita\b|\bogni mensilita\b|\bbusta (?:paga )?(?:mensile|di ogni mese)\b/;
/** The year itself or another figure asked of it (net, cost, TFR): not the split of a gross. */
const OTHER_FIGURE = /\bnett\w*|\btfr\b|\bcost[oai]\b|\bcontribut\w*|\btass\w*|\birpef\b|\bminim[oi]\b/;
/** The amount said as a year's pay ("RAL", "lordo annuo", "30 mila l'anno"), not another sum of the story. */
const YEAR_PAY_SAID =
  /\bral\b|\bretribuzion\w* annu\w*|\blord\w* annu\w*|\bannu\w* lord\w*|\b(?:all|l)['’ ]?anno\b/;

export function ralMonthCompare(
  ctx: AgentContext,
  agreements: readonly Ccnl[],
  text: string,
): AgentAnswer | undefined {
  const rals = (ctx.request?.slots.amounts ?? []).filter((a) => a.kind === 'ral');
  const ral = rals[0]?.value;
  if (ral === undefined || rals.some((a) => a.value !== ral) || agreements.length < 2) return undefined;
  if (!MONTH_ASKED.test(text) || OTHER_FIGURE.test(text) || !YEAR_PAY_SAID.test(text)) return undefined;
  // (A yearly pay, not an investment or a turnover the reader took for one.)
  if (ral < 5_000 || ral > 500_000) return undefined;
  const rows = [];
  for (const ccnl of agreements) {
    const payments = ccnl.monthly_payments.value;
    if (typeof payments !== 'number' || payments < 12) return undefined;
    const value = Math.round((ral / payments) * 100) / 100;
    const citations = citeSources(
      ccnl,
      `${ccnl.short_name}: ${payments} mensilità`,
      null,
      ccnl.monthly_payments.sources,
      1,
    );
    rows.push({ ccnl, payments, value, citations });
  }
  const sorted = [...rows].sort((a, b) => b.value - a.value);
  const [top, low] = sorted;
  const verdict =
    top && low && top.value !== low.value
      ? ` Il mese ordinario più alto è nel ${top.ccnl.short_name} (${euro(top.value - low.value)} in più), che divide la stessa RAL in meno mensilità: nell'anno il lordo è uguale.`
      : '';
  const body = [
    `Lordo di ogni mese ordinario con una RAL di ${euro(ral)}: ${rows.map((r) => `${bold(euro(r.value))} nel ${r.ccnl.short_name} (${r.payments} mensilità)`).join('; ')}.${verdict}`,
    '',
    ...rows.map((r) => `- ${r.ccnl.short_name}: ${euro(ral)} / ${r.payments} = ${euro(r.value)}.`),
    '',
    '| CCNL | Mensilità | Lordo mensile |',
    '| --- | --- | --- |',
    ...rows.map((r) => `| ${r.ccnl.short_name} | ${r.payments} | ${euro(r.value)} |`),
    '',
    'Le mensilità aggiuntive (13ª e, dove c’è, 14ª) valgono ciascuna un mese ordinario; scatti, superminimi e altre voci sono già dentro la RAL concordata.',
  ];
  return finishAnswer(
    body,
    rows.flatMap((r) => r.citations),
    [],
  );
}
