import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeRates } from './answer.js';
import { bold, compose } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';

/**
 * The night-shift allowance asked by its name ("a quanto arriverà l'indennità di turno notturno e da che mese?",
 * then "e nel settore fibre?"): the agreement's own sentence on it, with its amount and the day it applies from,
 * opens the answer, not an hourly night surcharge the knowledge base may lack. Undefined unless the agreement's
 * rates state such an allowance, or when the question tells nights or hours to value (night-allowance.ts).
 */
const ALLOWANCE_ASKED =
  /\bindennit\w* (?:\w+ ){0,2}?turn\w* (?:di |della )?nott\w*|\bindennit\w* (?:\w+ ){0,2}?turn\w* notturn\w*/;
const COUNTS_TOLD = /\b\d{1,3} (?:notti|ore|turni)\b/;
// A follow-up naming a subject of its own ("e se lavoro il 2 giugno, la maggiorazione festiva?") asks that instead.
const OTHER_SUBJECT =
  /\bfestiv\w*|\bstraordinar\w*|\bdomenic\w*|\bmaggiorazion\w*|\bferie\b|\bpermess\w*|\bmalatti\w*|\btredicesim\w*|\bquattordicesim\w*|\bpreavvis\w*/;
const SENTENCE = /(?<=\.)\s+(?=\p{Lu})/u;
const AMOUNT = /\d{1,3}(?:\.\d{3})*(?:,\d+)?\s*(?:€|euro)/;

function allowanceSentence(ccnl: Ccnl): string | undefined {
  return (ccnl.rates.text ?? '')
    .split(SENTENCE)
    .find((s) => ALLOWANCE_ASKED.test(readable(s)) && AMOUNT.test(s));
}

export function shiftAllowanceRule(ctx: AgentContext): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const before = readable(ctx.history?.at(-1) ?? '');
  if (COUNTS_TOLD.test(text)) return undefined;
  // ("e x chi lavora nel settore fibre?": the allowance of the turn before, asked again.)
  const followUp = ALLOWANCE_ASKED.test(before) && /^(?:e|ma)\b/.test(text) && !OTHER_SUBJECT.test(text);
  if (!ALLOWANCE_ASKED.test(text) && !followUp) return undefined;
  const ccnl = targetAgreements(ctx).agreements[0];
  const sentence = ccnl && allowanceSentence(ccnl);
  if (!ccnl || !sentence) return undefined;
  // ("cresce di 2 € e arriva a 15,50 €": the amount it comes to is the one asked.)
  const amount = /\ba (\d{1,3}(?:,\d+)?\s*€)/.exec(sentence)?.[1] ?? AMOUNT.exec(sentence)?.[0] ?? '';
  const said = sentence.replace(/^\p{Lu}/u, (c) => c.toLowerCase()).replace(amount, bold(amount));
  return compose({
    answer: `Nel ${ccnl.short_name} ${said}`,
    steps: [],
    citations: citeRates(ccnl),
    related: [`Quali sono le maggiorazioni del ${ccnl.short_name}?`],
  });
}
