import { AGAINST_OTHER_EXTRA } from '../reader/realconv14-asks.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { THIRTEENTH_TAX } from './expected-withholding.js';
import { related } from './figure-answers.js';
import { leaveAccrualAsked } from './leave-accrual-agreement.js';

/**
 * "perché la tredicesima netta è più bassa di uno stipendio?", "come mai sulla quattordicesima mi tolgono più
 * tasse?": why a 13th or 14th month paid on its own payslip nets less than an ordinary month. Asked as a reason,
 * it is answered with the reason (no employment deductions on that payslip), not with the month's amount.
 */
const WHY = /\bperch[eé]\b|\bcome mai\b|\bper quale motivo\b|\bcome (?:e|è) possibile\b/;
const EXTRA_MONTH = /\btredicesim\w*|\bquattordicesim\w*|\b1[34]\s*(?:a|ª|esim\w*)\b/;
/**
 * The reason asked as a noun, in a question that points back to the story told before it ("Un dipendente ci
 * contesta che la tredicesima netta è inferiore… Qual è la ragione tecnica da spiegargli?").
 */
// ("… il netto della tredicesima è più basso di uno stipendio normale. Mi spiega perché succede?": the why points
// back to the lower month told before it.)
// ("… non capisco se è un errore o se funziona così. Mi spiega il motivo?": the reason asked to be explained.)
const REASON_ASKED =
  /\b(?:perche|come mai) (?:(?:questo|cio) )?(?:succede|capita|accade|avviene|e cosi|sia cosi)\b[^?]*\?|\b(?:mi |ci |me |ce )?(?:spieg\w*|chiari\w*|dic(?:e|a|i|ete|ono)) (?:\w+ )?(?:il |la )?(?:motiv\w*|ragion\w*|perche)\b[^?]*\?|\bqual (?:e |sarebbe |puo essere )?(?:la |il )?(?:ragion\w*|motiv\w*|spiegazion\w*|causa)\b[^?]*\?|\b(?:da cosa|a cosa) (?:dipende|e dovut\w*)\b[^?]*\?|\bcome si spiega\b[^?]*\?/;
const LOWER =
  /\binferior\w*|\bnett\w*|\bpiu bass\w*|\bpiu alt\w*|\bmeno\b|\bpiu tass\w*|\btratten\w*|\birpef\b|\btass\w*|\bbassa\b|\balta\b/;

// "i 316,14 euro di contributi sono giusti?" after a "perché" told in the story ("mi ha detto che non si pagano
// perché è un regalo"): the questions check a figure, no reason is asked in them.
const CHECKED = /\b(?:giust[oaie]|corrett[oaie]|sbagliat\w*|errat[oaie]|regolar\w*|in regola)\b/;
function figureDoubted(sentences: readonly string[]): boolean {
  const asked = sentences.filter((s) => s.includes('?'));
  return asked.some((s) => CHECKED.test(s)) && !asked.some((s) => WHY.test(s) || REASON_ASKED.test(s));
}

/**
 * "Perché le arriva meno netto rispetto a uno stipendio normale?" after the net of a 13th: the extra month is the
 * one the turn before named, the ordinary month is what this one weighs it against.
 */
function extraMonthBefore(ctx: AgentContext, text: string): boolean {
  return (
    EXTRA_MONTH.test(readable(ctx.history?.at(-1) ?? '')) &&
    WHY.test(text) &&
    /\bstipendi\w*|\bmes[ei]\b|\bbust[ae]\b|\bcedolin\w*|\bnormal\w*|\bordinari\w*/.test(text)
  );
}

// "perché è più bassa della tredicesima?" after the 14th: one extra month weighed against the other differs in what
// each includes (the agreement's rule), not in the tax on a payslip of its own.
export function whyExtraMonthNet(ctx: AgentContext): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (AGAINST_OTHER_EXTRA.test(text)) return undefined; // (reader/realconv14-asks.ts)
  // A leave named beside the lower month asks whether the month accrues in it (leave-accrual-agreement.ts).
  if (leaveAccrualAsked(ctx.message, text)) return undefined;
  // A figure asked beside the reason ("quanto dovrebbe essere l'INPS, e perché l'IRPEF è alta?") is answered by
  // the figure's own answer, which gives the reason too (expected-withholding.ts).
  // The reason asked of the extra month or of a lower pay, in its own sentence: "perché ho paura che la paghino
  // poco" after "a dicembre arriva la tredicesima" is a worry told, not the 13th's tax asked.
  const sentences = text.split(/(?<=[.?!])\s+/);
  if (
    !sentences.some((s) => (WHY.test(s) && (EXTRA_MONTH.test(s) || LOWER.test(s))) || REASON_ASKED.test(s)) ||
    !(EXTRA_MONTH.test(text) || extraMonthBefore(ctx, text)) ||
    !LOWER.test(text) ||
    /\bquant[oaie]\b/.test(text) ||
    figureDoubted(sentences)
  )
    return undefined;
  // ("i 316,14 euro": a figure's cents are no 14th month.)
  const named = EXTRA_MONTH.test(text) ? text : readable(ctx.history?.at(-1) ?? '');
  const which = /quattordicesim|\b14\s*(?:a|ª|esim\w*)\b/.test(named) ? 'quattordicesima' : 'tredicesima';
  return compose({
    answer: `La ${which} netta è più bassa di uno stipendio normale perché sulla sua busta non si applicano le ${bold('detrazioni per lavoro dipendente')}: sono già ripartite sugli stipendi dei mesi ordinari, quindi l'IRPEF della ${which} è calcolata sull'intero lordo (al netto dei contributi) senza sconti.`,
    steps: [
      `Non si pagano più tasse nell'anno: con il conguaglio di fine anno (a dicembre o a febbraio) il datore di lavoro ricalcola l'IRPEF sul reddito di tutto l'anno, ${which} compresa, con le detrazioni annue.`,
      `Per questo il netto annuo è lo stesso sia che la ${which} sia pagata a parte sia che venga divisa nei mesi: dividendo il netto annuo per le mensilità si ottiene una media, con i mesi ordinari un po' più alti e la ${which} più bassa.`,
    ],
    citations: [THIRTEENTH_TAX],
    related: related(ctx.message),
  });
}
