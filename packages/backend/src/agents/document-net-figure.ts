import { figureValue } from '../kb/format.js';
import type { Amount } from '../reader/request.js';

/**
 * Session 42: a figure the question repeats from the uploaded payslip's net ("anche il netto è praticamente uguale
 * (a ottobre avevo 1.538 e qualcosa)" beside "NETTO IN BUSTA 1.538,64") is that net, however far the word "netto"
 * sits from it: it is no gross pay to weigh against the minimum, so the payslip's own items are weighed instead
 * (document-facts.ts). A figure said without its cents matches the net's euros.
 */
const NET_LABEL = /\bnett[oi]\b/i;

export function withoutDocumentNet(
  amounts: readonly Amount[],
  values: readonly { label: string; value: string }[],
): readonly Amount[] {
  const nets = values.filter((v) => NET_LABEL.test(v.label)).map((v) => figureValue(v.value));
  if (!nets.length) return amounts;
  return amounts.filter(
    (a) =>
      !nets.some(
        (net) =>
          Math.abs(net - a.value) < 0.005 || (Number.isInteger(a.value) && Math.floor(net) === a.value),
      ),
  );
}

/** The question's asking sentences ("…?"), the whole question when none ends so. */
export const askingPart = (question: string): string => {
  const asked = question.match(/[^.?!]*\?/g);
  return asked ? asked.join(' ') : question;
};

// A net told as seen or unchanged, not asked: "il netto lo vedo sempre uguale", "il netto è rimasto lo stesso".
const NET_SEEN =
  /\b(?:il |lo stesso |un )?nett[oi]\b(?: (?:lo|li|l'))? ?(?:(?:vedo|vediamo|vedevo|trovo|prendo|resta|rimane|(?:e|è) rimast[oi]|sembra)(?=[\s,.!])|(?:e|è|era) (?:(?:sempre|ancora|quasi|praticamente) )?(?:uguale|lo stesso|identico|fermo|invariato|simile)\b)[^.?!]*[.!]/gi;

/**
 * A net asked: "netto" in the question, unless the question only told the payslip's net (a figure dropped by
 * withoutDocumentNet), where only its asking sentences say whether a net is asked.
 */
export function netAsked(question: string, told: boolean): boolean {
  if (told) return /\bnett/.test(askingPart(question));
  // "il netto lo vedo sempre uguale … il minimo è giusto?": a net told as seen in a sentence that asks nothing.
  return /\bnett/.test(question.replace(NET_SEEN, ' '));
}
