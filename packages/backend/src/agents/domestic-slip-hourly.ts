import { decimal, euro, italianDate } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import type { TypedRequest } from '../reader/request.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { domesticPayAsked, slipMonthRow } from './domestic-slip-pay.js';

/**
 * An hourly domestic worker's payslip uploaded with its hourly pay doubted ("è giusta la paga oraria della mia
 * colf?", "la paga è in regola col contratto?"): the payslip's "Paga oraria" against the non-live-in hourly
 * minimum of its level in the payslip's month, the verdict and the shortfall an hour and over the month's hours
 * first. Undefined unless the payslip states a domestic level, that the worker does not live in, its hourly pay
 * and its month, and the question asks the pay checked (not a withholding).
 */

const LEVEL = /\blivello\s+(as|bs|cs|ds|[a-d])\b/i;
const NOT_LIVE_IN = /\bnon convivent/;
const DOMESTIC_SLIP = /\b(?:lavoro domestico|colf|badante|baby ?sitter|collaborat\w* familiare)\b/;
const SLIP = /\bcedolino\b|\bbusta paga\b|\bprospetto (?:paga|retributiv\w*)\b/;
const HOURLY_PAY =
  /\bpaga (?:oraria|orari[ao] base|base oraria)(?: lorda)?\s*[:=]?\s*(?:€|euro)?\s*(\d{1,2},\d{2})\b/i;
const HOURS = /\bore (?:lavorate|retribuite)(?:\s+[a-z]+){0,3}?\s*:?\s*(\d+(?:,\d+)?)/i;
/** The pay checked against the agreement, whichever word comes first. */
const PAY_CHECKED =
  /\b(?:paga|retribuzione|stipendio)\b[^?]{0,40}\b(?:corrett|giust|regolar|in regola|rispett|bass)\w*|\b(?:corrett|giust|regolar|esatt)\w*\s+(?:la |l'|questa )?(?:paga|retribuzione|stipendio)\b|\b(?:sotto|inferiore a)(?:l)? (?:minim|ccnl)|\brispetto al (?:ccnl|contratto|minimo)\b|\bpaga[^?]{0,30}\bminim[oi]\b/;

const hoursLabel = (hours: number) => (Number.isInteger(hours) ? String(hours) : decimal(hours));

export function domesticSlipHourly(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const read = domesticPayAsked(ctx, req, PAY_CHECKED);
  if (!read) return undefined;
  const { ccnl, asked, text, plain } = read;
  if (!DOMESTIC_SLIP.test(plain) || !(SLIP.test(plain) || SLIP.test(asked)) || !NOT_LIVE_IN.test(plain))
    return undefined;
  const level = LEVEL.exec(text)?.[1]?.toUpperCase();
  const pay = HOURLY_PAY.exec(text)?.[1];
  if (!level || !pay) return undefined;
  const found = slipMonthRow(ccnl, text, level, 'non conviventi', 'ora');
  if (!found) return undefined;
  const { current, row, period } = found;
  const paid = Number(pay.replace(',', '.'));
  const gap = cents(row.amount - paid);
  const hoursText = HOURS.exec(text)?.[1];
  const hours = hoursText ? Number(hoursText.replace(',', '.')) : undefined;
  const monthGap = hours !== undefined && gap > 0.005 ? cents(gap * hours) : undefined;
  const since = italianDate(current.effective_from);
  const minimum = `del livello ${level} non conviventi del ${ccnl.short_name} (${euro(row.amount)} l'ora, tabella dal ${since})`;
  const answer =
    gap > 0.005
      ? `${bold('No')}: la paga oraria del prospetto di ${period} (${euro(paid)}) è ${bold('sotto il minimo')} ${minimum}: mancano ${bold(`${euro(gap)} l'ora`)}${monthGap !== undefined ? `, ${bold(euro(monthGap))} sulle ${hoursLabel(hours ?? 0)} ore del mese` : ''}.`
      : `${bold('Sì')}: la paga oraria del prospetto di ${period} (${euro(paid)}) non è sotto il minimo ${minimum}.`;
  const rows: [string, string][] = [
    [`Minimo orario non conviventi ${level} (tabella dal ${since})`, euro(row.amount)],
    ['Paga oraria nel prospetto', euro(paid)],
    [
      gap > 0.005 ? "**Differenza mancante all'ora**" : 'Differenza',
      gap > 0.005 ? `**${euro(gap)}**` : euro(0),
    ],
  ];
  if (monthGap !== undefined && hours !== undefined)
    rows.push([`Differenza nel mese (${euro(gap)} × ${hoursLabel(hours)} ore)`, euro(monthGap)]);
  return compose({
    answer,
    steps: table(rows),
    assumptions: [
      'Il confronto è sulla paga minima oraria del livello; scatti di anzianità e superminimi sono voci a parte.',
      ...(gap > 0.005
        ? [
            'La differenza è dovuta per ogni ora pagata sotto il minimo (arretrati compresi) ed entra anche in tredicesima, ferie e TFR.',
          ]
        : []),
    ],
    citations: citeSources(
      ccnl,
      answer,
      `tabella minimi orari non conviventi dal ${since}`,
      current.sources,
      1,
    ),
    related: [`Qual è il minimo orario del livello ${level} non convivente nel ${ccnl.short_name}?`],
  });
}
