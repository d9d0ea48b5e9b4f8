import { countValue } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * The first three days of an illness (the "carenza") asked for an illness of a told length ("è stato assente 4
 * giorni: i tre giorni di carenza sono a nostro carico?", "e se stavo male 5 giorni? i primi 3 me li pagano
 * tutti?"): the agreement's condition on its length decides. FIPE pays the three days only when the illness
 * lasts more than 5 days (its sickness text); Turismo pays all three when it lasts more than 3 (its first band's
 * note). A short illness under Turismo's rule keeps the day-by-day answer (sick-day.ts).
 */

const ASKS_WAITING = /\bcarenz\w*|\b(?:primi|i) (?:3|tre) (?:giorni|gg|giornate)\b/;
// The three days named, not the illness's length: "i primi 3 giorni", "i tre giorni di carenza".
const THREE_NAMED =
  /\b(?:(?:i|primi) )+(?:3|tre) (?:giorni|gg|giornate)(?: di carenza)?|\b(?:3|tre) (?:giorni|gg) di carenza/g;
const LENGTH =
  /\b(\d{1,3}|un|uno|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|quindici|venti) (?:giorni|gg|giornate)\b/;
const SICK =
  /\bmalatti\w*|\bmalat[oa]\b|\bmale\b|\bammalat\w*|\bfebbre\b|\bassent\w*|\bcertificat\w*|\ba casa\b/;
// The agreement's condition: in its text ("i primi 3 giorni … solo se la malattia supera i 5 giorni") or in its
// first band's note ("se la malattia dura più di 3 giorni").
const TEXT_RULE = /primi 3 giorni[^.;]*?se la malattia supera i (\d+) giorni/;
const NOTE_RULE = /se la malattia dura più di (\d+) giorni/;

export function sickWaitingDays(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (req.slots.agreements.length !== 1) return undefined;
  const ccnl = ctx.kb.byCategory(req.slots.agreements[0] as number);
  if (!ccnl) return undefined;
  const text = readable(ctx.message);
  // (The days after the third asked too, "e dal 4 al 10 quanto?", keep the day-by-day answer: sick-length.ts.)
  if (
    !ASKS_WAITING.test(text) ||
    /\bcomporto\b|\binfortun\w*|\bevent[oi]\b|\bdal (?:4|quarto)\b|\bpercentual\w*|\bsuccessiv\w*|\bresto\b/.test(
      text,
    )
  )
    return undefined;
  const told = LENGTH.exec(text.replace(THREE_NAMED, ' '));
  const length = told?.[1] ? countValue(told[1]) : undefined;
  if (length === undefined || length < 1 || !SICK.test(text)) return undefined;
  const sickness = ccnl.sick_pay.sickness;
  const first = sickness.bands?.[0];
  const fromText = TEXT_RULE.exec(sickness.text ?? '');
  const fromNote = first?.from_day === 1 && first.to_day === 3 ? NOTE_RULE.exec(first.note ?? '') : null;
  const threshold = Number(fromText?.[1] ?? fromNote?.[1] ?? Number.NaN);
  if (!Number.isFinite(threshold)) return undefined;
  const longer = length > threshold;
  // Turismo's short illness: the 2nd and 3rd day are still paid, the day-by-day answer says it (sick-day.ts).
  if (!longer && !fromText) return undefined;
  const employer = /\b(?:nostro|nostra|noi|dobbiamo|pagarl\w*|azienda|datore)\b/.test(text);
  const illness = `una malattia di ${length === 1 ? '1 giorno' : `${length} giorni`}`;
  const answer = longer
    ? `${bold('Sì')}: nel ${ccnl.short_name} con ${illness}, più di ${threshold}, i primi tre giorni (la carenza) sono pagati ${bold('tutti e tre al 100%')} dal datore di lavoro: la condizione è che la malattia superi i ${bold(`${threshold} giorni`)}.`
    : `${bold('No')}: nel ${ccnl.short_name} i primi tre giorni di malattia (la carenza) sono a carico del datore di lavoro solo se la malattia supera i ${bold(`${threshold} giorni`)}; con ${illness} non ${employer ? 'li dovete pagare' : 'sono pagati'}.`;
  const clause = fromText?.[0] ?? `${first?.note ?? ''}`;
  const statement = `${sickness.text ?? ''}`;
  return compose({
    answer,
    steps: [
      `La regola del contratto: ${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`,
      'I giorni di carenza non sono coperti dall’indennità INPS, che parte dal 4° giorno: li paga, quando il contratto lo prevede, il datore di lavoro.',
    ],
    citations: citeSources(ccnl, statement, sickness.article ?? null, sickness.sources),
    related: [`Quanto dura il periodo di comporto nel ${ccnl.short_name}?`],
  });
}
