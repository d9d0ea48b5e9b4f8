import { euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { readAmounts } from '../reader/amounts.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { equalPeriodRow, statedLength } from './apprentice-period.js';
import { apprenticeRuleNotes, periodCitations, periodRow } from './apprentice-share.js';
import { apprenticeshipMonth } from './combined-pay.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/** "il qualificato del suo livello prende 1.600 €", "un lavoratore qualificato guadagna": the qualified worker's pay. */
const QUALIFIED_PAYS =
  /\b(?:il|un|lo|al|un collega|un lavoratore|un dipendente|un operaio|il collega|il lavoratore|il dipendente|l'operaio)\s+qualificat\w*\b[^.?;]{0,40}\b(?:prende|guadagna|percepisce|ha|e pagato|viene pagato)\b/;

/**
 * "il minimo del livello di destinazione è 1.700,00 €, apprendista al 15° mese: quanto lo pago?": the share of
 * the period holding the month, applied to the reference pay the user gives (the final level's minimum, the
 * qualified worker's pay), opens the answer. The amount must be named as that reference: a figure the apprentice
 * is paid is not one.
 */
const REFERENCE = new RegExp(
  `${/\b(?:livello|minimo|paga|retribuzione|stipendio)\b[^.?;]{0,40}\b(?:destinazione|arrivo|finale|qualificat\w*)\b|\bminimo tabellare\b[^.?;]{0,40}\blivello\b|\bdel qualificat\w*\b|\bminimo (?:tabellare )?(?:del|per il) (?:suo |mio |tuo |proprio )?livello\b/.source}|${QUALIFIED_PAYS.source}`,
);

export function apprenticeShareOfGiven(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const month = apprenticeshipMonth(text);
  if (month === undefined) return undefined;
  const figures = req.slots.amounts.filter((a) => a.kind !== 'hours' && a.value >= 300);
  // "e dal 25° mese in poi?": a follow-up naming only the month keeps the reference given the turn before.
  const reference =
    /apprendist/.test(text) && REFERENCE.test(text)
      ? figures.length === 1
        ? figures[0]?.value
        : undefined
      : readAmounts(text).length === 0
        ? earlierReference(ctx.history ?? [])
        : undefined;
  if (reference === undefined) return undefined;
  // Numbered periods of no fixed months (Metalmeccanici): the stated length split equally, said as an assumption.
  const length = statedLength(text) ?? statedLength(readable(ctx.history?.at(-1) ?? ''));
  const equal =
    length === undefined ? undefined : equalPeriodRow(ccnl.apprenticeship.pay ?? [], month, length);
  const row = periodRow(ccnl, month) ?? equal?.row;
  if (!row || row.percent === null) return undefined;
  const split =
    equal && equal.row === row && length !== undefined
      ? [
          `Periodi di pari durata: il ${ccnl.short_name} divide l'apprendistato in periodi senza mesi fissi nelle fonti lette; su ${length} mesi il ${row.period} va dal ${equal.from}° al ${equal.to}° mese. Verifica la durata dei periodi nel piano formativo individuale.`,
        ]
      : [];
  const pay = cents((reference * row.percent) / 100);
  // (The figure said as a qualified worker's pay is named so, not as the final level's minimum.)
  const asQualified = QUALIFIED_PAYS.test(text) || QUALIFIED_PAYS.test(readable(ctx.history?.at(-1) ?? ''));
  const named = asQualified
    ? 'la retribuzione del qualificato di pari livello'
    : 'il minimo del livello di destinazione';
  return compose({
    answer: `${split.length && equal ? `Nel ${row.period} (dal ${equal.from}° al ${equal.to}° mese su ${length})` : `Al ${month}° mese`} l'apprendista del ${ccnl.short_name} ha diritto a ${bold(`${euro(pay)} lordi al mese`)}, cioè ${percent(row.percent)} di ${euro(reference)}, ${named} (periodo «${row.period}»).`,
    steps: [
      '| Passaggio | Calcolo | Importo |',
      '| --- | --- | ---: |',
      `| Percentuale del periodo «${row.period}» | dal ${ccnl.short_name} | ${percent(row.percent)} |`,
      `| Retribuzione dell'apprendista | ${euro(reference)} × ${percent(row.percent)} | ${euro(pay)} |`,
    ],
    assumptions: [
      `${euro(reference)}: ${named}, come indicato nella domanda.`,
      ...split,
      ...apprenticeRuleNotes(ccnl),
    ],
    citations: periodCitations(ccnl, row),
    related: [`Quanto dura l'apprendistato nel ${ccnl.short_name}?`],
  });
}

/** The single reference pay named in the turn before, when that turn spoke of an apprentice's final level. */
function earlierReference(history: readonly string[]): number | undefined {
  const before = readable(history.at(-1) ?? '');
  if (!/apprendist/.test(before) || !REFERENCE.test(before)) return undefined;
  const figures = readAmounts(before).filter((a) => a.kind !== 'hours' && a.value >= 300);
  return figures.length === 1 ? figures[0]?.value : undefined;
}
