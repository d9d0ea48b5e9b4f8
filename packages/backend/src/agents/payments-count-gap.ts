import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { citeSources } from './answer.js';
import { bold } from './compose.js';

/** The number of monthly payments asked: "quante mensilità", "il numero di mensilità", "13 o 14", "c'è la 14ª?". */
const COUNT_ASKED =
  /\bquant\w* mensilit|\bnumero (?:di |delle |complessivo di )?mensilit|\b1[34] o 1[34]\b|\b(?:tredici|quattordici) o (?:tredici|quattordici)\b|\b(?:c'e|ce|ha|hanno|prevede|spetta) (?:anche )?(?:la )?(?:quattordicesim|14(?:a|ª)\b)/;

/**
 * The count said as missing, then what is held, for an agreement whose payments fact holds no count and whose gap
 * says the count is missing (Tessile: only when the 13th is paid); undefined otherwise. The gap's asides (an
 * unconfirmed count read on a weaker page) stay out: a number there would read as the answer.
 */
export function paymentsCountMissing(ccnl: Ccnl) {
  const fact = ccnl.monthly_payments;
  // The gap's own first clause, without its asides and the hints that follow a colon.
  const gap =
    (fact.gap ?? '')
      .split(/[.:;]\s/)[0]
      ?.replace(/\s*\([^)]*\)/g, '')
      .replace(/\.$/, '') ?? '';
  // (A count that depends on the group, "14 pagamenti per gli impiegati", is held, not missing.)
  if (fact.value !== null || !/mensilit\w*[^.]*\bnon (?:lett|confermat|trovat)/i.test(gap)) return undefined;
  const held = fact.text ? ` Quello che la base di conoscenza ha: ${fact.text.replace(/\.$/, '')}.` : '';
  const text = `Nel ${ccnl.short_name} ${bold('il numero di mensilità non è nella base di conoscenza')} (${gap}).${held}`;
  return {
    text,
    citations: fact.text ? citeSources(ccnl, text, fact.article ?? null, fact.sources) : [],
  };
}

/** "quante mensilità ci sono?", "c'è la 14ª?": the count asked where it is missing, never the 13th's date for it. */
export function paymentsCountGap(ccnl: Ccnl, question: string | undefined) {
  if (!question || !COUNT_ASKED.test(readable(question))) return undefined;
  return paymentsCountMissing(ccnl);
}
