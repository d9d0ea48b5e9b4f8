import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { lawCitations } from './law-facts.js';
import { withSubjects } from './multi-part.js';
import { partShare } from './part-share.js';
import { PART_TIME_RULES } from './part-time-law.js';

/** "cosa cambia se passo a part-time?", "cosa perdo col part-time?": what the change does to the worker's rights. */
const CHANGES = /\b(?:che )?cosa (?:mi )?(?:cambia|succede|perdo)\b|\bcambia qualcosa\b|\bcosa comporta\b/;
const HOLIDAYS = /\bferie\b/;
const EXTRA_MONTHS = /tredicesim|quattordicesim|\b1[34](?:a|ª|esim\w*)(?=[\s?.,;!]|$)|mensilit/;
const TFR = /\btfr\b|liquidazion/;

/**
 * Moving from full to part time asked as what changes ("cosa cambia se passo da full time a part time al 50% nel
 * commercio? ferie, tredicesima, tfr?"): the law's rule first (the same rights, the pay and every item computed
 * on it in proportion to the hours), then each item asked, or all of them when none is named. Undefined when
 * the question asks no change or names no part-time.
 */
export function partTimeChangesAnswer(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
  items: {
    holidays: (req: TypedRequest) => AgentAnswer | undefined;
    extraMonth: (req: TypedRequest) => AgentAnswer | undefined;
  },
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  // ("part time 24 ore cambia qualcosa x le 8 ore di domenica?": the hours' surcharge asked, overtime_value.)
  if (!CHANGES.test(text) || req.intent === 'overtime_value') return undefined;
  const named = [HOLIDAYS, EXTRA_MONTHS, TFR].some((p) => p.test(text));
  const part = partShare(ccnl, req.slots.partTimePercent, req.slots.weeklyHours);
  const label = part ? part.label : 'part-time';
  const tfr = !named || TFR.test(text);
  const opening = compose({
    answer: `Con il passaggio a un ${label} nel ${ccnl.short_name} ${bold('i diritti restano quelli del tempo pieno, ma la paga e ogni voce calcolata su di essa si riducono in proporzione alle ore')} (${PART_TIME_RULES.proportion.reference}).${tfr ? ` Il TFR matura sulla retribuzione dell'anno (art. 2120 c.c.): ${part ? `con il ${label} circa ${bold(`il ${Math.round(part.share * 100)}% di quello del tempo pieno`)}` : 'in proporzione alla paga ridotta'}.` : ''}`,
    citations: lawCitations(
      PART_TIME_RULES.proportion,
      'Part-time: stessi diritti, retribuzione riproporzionata',
    ),
    related: [`Quante ore minime prevede il part-time nel ${ccnl.short_name}?`],
  });
  const subjects = [
    ...(!named || HOLIDAYS.test(text) ? [items.holidays({ ...req, intent: 'holidays' })] : []),
    ...(!named || EXTRA_MONTHS.test(text) ? [items.extraMonth({ ...req, intent: 'monthly_payments' })] : []),
  ].filter((a): a is AgentAnswer => a !== undefined);
  return withSubjects(opening, subjects);
}
