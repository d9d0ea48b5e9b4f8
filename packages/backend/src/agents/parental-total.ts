import { readable } from '../reader/text.js';
import { bold } from './compose.js';

/**
 * Session 59: "quanti mesi in totale possiamo prendere noi due insieme? se il papà ne prende un po' aumentano?":
 * the couple's total of parental leave asked (D.Lgs. 151/2001, art. 32): 10 months, 11 months when the father
 * takes at least 3. The law's rule (law-facts.ts) follows with its sources; before, it opened alone and the
 * answer to the total, with the father's extra month, was inside it.
 */

/** The two parents' total asked ("in totale", "noi due insieme", "tra tutti e due", "complessivamente"). */
const TOTAL_ASKED =
  /\bin (?:tutto|totale)\b|\binsieme\b|\bcomplessiv\w*|\b(?:tutti e due|entrambi|noi due|la coppia)\b|\b(?:tra|fra) (?:tutti e )?due\b|\bsommat\w*/;
/** A length asked in months ("quanti mesi", "quanto dura", "fino a quanti"). */
const LENGTH_ASKED = /\bquant\w* (?:mesi|tempo)\b|\bquanto dura\b|\bdurata\b|\bfino a quant\w*/;
/** The allowance asked ("quanti mesi me ne pagano all'80%?"): the law's rule opens with its pay. */
const PAY_ASKED = /\bpag\w*|\bretribuit\w*|\bindennit\w*|\d+ ?%/;
/** The father's extra month asked ("se il papà ne prende un po' aumentano?", "il padre ha un mese in più?"). */
const FATHER_EXTRA =
  /\b(?:papa|padre|marito|compagno)\b[^?]*\b(?:aument\w*|in piu|allung\w*|di piu|undici|11)\b|\b(?:aument\w*|allung\w*|in piu)\b[^?]*\b(?:papa|padre)\b/;

/** The opening on the couple's total of parental leave, or undefined when the total is not what is asked. */
export function parentalTotalVerdict(message: string): string | undefined {
  const text = readable(message);
  // The asking sentences, not the story ("stiamo cercando di organizzarci tra noi due"); the pay asked is the rule's.
  const sentences = text.split(/(?<=[.?!])\s+/).filter((x) => x.includes('?'));
  const asking = sentences.length ? sentences.join(' ') : text;
  if (!TOTAL_ASKED.test(asking) || !LENGTH_ASKED.test(asking) || PAY_ASKED.test(asking)) return undefined;
  const father = FATHER_EXTRA.test(text);
  return `In tutto i due genitori possono prendere fino a ${bold('10 mesi')} di congedo parentale; ${father ? `${bold('sì')}, ` : ''}il limite sale a ${bold('11 mesi')} se il padre ne prende almeno 3 (D.Lgs. 151/2001, art. 32).`;
}
