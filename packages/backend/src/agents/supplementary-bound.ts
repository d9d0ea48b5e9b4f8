import { employmentRule } from '../kb/employment-rules.js';
import { percent } from '../kb/format.js';
import { readable } from '../reader/text.js';
import { agreementAsRead } from './agreement-as-read.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { referenceCitations } from './law-beside-agreements.js';

/**
 * Where a part-timer's supplementary hours end and overtime begins ("part-time da 30 ore, mi ha fatto fare 38 ore e
 * in busta sono segnate come supplementari e non come straordinario: è corretto? fino a che ora si parla di
 * supplementare?"): a rule of the law, not a payslip to check. The hours beyond the agreed ones are supplementary
 * up to the full-time week (the agreement's normal hours, else the law's 40), overtime beyond it (D.Lgs. 81/2015,
 * art. 6 cc. 1 e 3). Before, the payslip named in the story made it a payslip check asking for the month's gross.
 */

// The question weighs supplementary work against overtime, or asks where it stops.
const SUPPLEMENTARY = /\bsupplementar\w*/;
const AGAINST_OVERTIME = /\bstraordinar\w*/;
const BOUND_ASKED =
  /\bfino a (?:che|quale|quant\w*|dove|quando)\b|\b(?:quando|da quando|da che ora|dopo quante ore|oltre quante ore) (?:si parla di |diventa\w* |e |sono |scatta\w* )?(?:lo )?straordinar|\b(?:e|sia) (?:corrett|giust|regolar)\w*/;
// The two kinds set apart ("supplementare e non straordinario", "supplementare o straordinario?"): the bound asked
// only when no hour's pay is, since "supplementare non straordinario: ogni ora quanto la pago?" names the kind.
const KINDS_SET_APART =
  /\bsupplementar\w* (?:e|o|oppure) (?:non )?(?:come )?straordinar|\bnon (?:come )?straordinar/;
const PAY_ASKED =
  /\bquanto (?:la |le |lo |gli |li |l')?(?:pag\w*|vale|valgono|devo|spetta\w*|costa\w*|prende\w*)\b|\bimporto\b/;
// The agreed part-time week: "part-time da 30 ore", "part-time a 24 ore", "contratto di 30 ore", "30 ore part-time".
const AGREED =
  /\bpart[ -]?time (?:(?:da|a|di) )?(\d{1,2}) ore\b|\b(?:contratto|orario) (?:part[ -]?time )?(?:da|a|di) (\d{1,2}) ore\b|\b(\d{1,2}) ore (?:settimanali )?(?:in |a |di )?part[ -]?time\b/;
// The week worked: "mi ha fatto fare 38 ore", "ho lavorato 36 ore a settimana".
const WORKED = /\b(?:fatto|fare|lavorat\w*|lavoro|faccio|fatte) (\d{1,2}) ore\b/;

export function supplementaryBoundAnswer(ctx: AgentContext): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  if (!SUPPLEMENTARY.test(text) || !AGAINST_OVERTIME.test(text)) return undefined;
  if (!BOUND_ASKED.test(text) && !(KINDS_SET_APART.test(text) && !PAY_ASKED.test(text))) return undefined;
  // (A figure of the payslip told, "pagate 8,50 l'ora", asks their value: supplementary.ts.)
  if (/\d+,\d{2}\b|€|\beuro\b/.test(text)) return undefined;
  const agreed = AGREED.exec(text);
  const hours = Number(agreed?.[1] ?? agreed?.[2] ?? agreed?.[3]);
  // The agreement said or told by the workplace ("lavoro in un supermercato": the Commercio), as the reader finds it.
  const ccnl = agreementAsRead(ctx);
  const rule = employmentRule('part_time_supplementary_bound');
  const full = ccnl?.weekly_hours.value ?? 40;
  if (!agreed || !(hours > 0 && hours < full)) return undefined;
  const of = ccnl ? `del ${ccnl.short_name}` : 'di legge';
  const worked = Number(WORKED.exec(text)?.[1]);
  const split =
    worked > hours
      ? worked <= full
        ? ` Le tue ${worked} ore sono quindi ${hours} ordinarie e ${worked - hours} supplementari: segnarle come supplementari è corretto.`
        : ` Delle tue ${worked} ore, ${hours} sono ordinarie, ${full - hours} supplementari e ${worked - full} di straordinario.`
      : '';
  const rates = ccnl?.part_time?.supplementary_rates ?? [];
  return compose({
    answer: `Con un part-time di ${hours} ore settimanali, le ore dalla ${hours + 1}ª alla ${full}ª (l'orario normale a tempo pieno ${of}) sono lavoro ${bold('supplementare')}; solo oltre le ${full} ore settimanali si parla di ${bold('straordinario')}.${split}`,
    steps: [
      `La regola di legge: ${rule.text}`,
      ...(rates.length
        ? [
            `Nel ${ccnl?.short_name} le ore supplementari si pagano con una maggiorazione del ${rates.map((r) => `${percent(r.percent)}${r.condition ? ` (${r.condition})` : ''}`).join(', ')}.`,
          ]
        : []),
    ],
    related: [
      `Quante ore supplementari si possono chiedere a un part-time${ccnl ? ` nel ${ccnl.short_name}` : ''}?`,
      `Quanto vale un'ora di straordinario${ccnl ? ` nel ${ccnl.short_name}` : ''}?`,
    ],
    assumptions: [
      ...(ccnl ? [`Orario normale a tempo pieno del ${ccnl.short_name}: ${full} ore settimanali.`] : []),
    ],
    citations: [
      ...referenceCitations(rule),
      ...(ccnl?.weekly_hours.text
        ? citeSources(
            ccnl,
            `Orario di lavoro: ${ccnl.weekly_hours.text}`,
            ccnl.weekly_hours.article ?? null,
            ccnl.weekly_hours.sources,
            1,
          )
        : []),
      ...(ccnl?.part_time && rates.length
        ? citeSources(ccnl, ccnl.part_time.text ?? '', ccnl.part_time.article ?? null, ccnl.part_time.sources)
        : []),
    ],
  });
}
