import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { bold, compose } from './compose.js';
import { type AgentContext, targetAgreements } from './context.js';
import { onlySetAside } from './set-aside-items.js';

/**
 * The elemento perequativo asked by its amount in a year or by the month it is paid, with the agreement named
 * ("quanto vale l'elemento perequativo nel 2026 e in quale mese si paga?", "a giugno quanto mi danno di
 * perequativo quest'anno?"). The knowledge base holds the agreement's amount for one year only (its pay structure:
 * "485 euro l'anno nel 2024", or "dal 2021 al 2025"): for those years it is the answer; for any other year the amount is a gap, said first,
 * with the year held named (its amount left out, so it does not read as the year asked) and the month it is paid (the definition's own words). Before, the
 * level's minimum told in the story was answered instead.
 */

const ASKED = /\bperequativ/;
const AMOUNT_OR_MONTH =
  /\bquant\w*\b|\bimporto\b|\bammont\w*|\bin (?:quale|che) mese\b|\bquando (?:si |lo |me lo |ce lo )?(?:paga|pagano|prende|arriva|spetta|da(?:nno)?)\b|\bche mese\b/;
// "(485 euro l'anno nel 2024)" or "(485 euro l'anno dal 2021 al 2025)": the amount and the years it is held for.
const HELD = /elemento perequativo \((\d[\d.]*) euro l'anno (?:nel|dal (\d{4}) al) (\d{4})\)/i;

export interface PerequativoTerm {
  name: string;
  text: string;
  figure: string;
}

/** The answer, or undefined when the question asks no amount or month of it, or no agreement holding it is named. */
export function perequativoByYear(
  ctx: AgentContext,
  term: PerequativoTerm | undefined,
  citations: Citation[],
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  // ("lascia stare contributi, TFR ed elemento perequativo: quanto fa il minimo annuo?": set aside, not asked.)
  if (!term || !ASKED.test(text) || !AMOUNT_OR_MONTH.test(text) || onlySetAside(text, ASKED))
    return undefined;
  const shown = targetAgreements(ctx).agreements;
  const ccnl = shown.find((c) => HELD.test(c.pay_structure));
  const held = ccnl && HELD.exec(ccnl.pay_structure);
  if (!ccnl || !held) return undefined;
  const [, amount, fromYear, lastYear] = held;
  const yearAsked = /\b(20\d\d)\b/.exec(text)?.[1] ?? ctx.today.slice(0, 4);
  // The year asked when the amount is held for it, else the last year held (named, its amount left out).
  const inRange = yearAsked >= (fromYear ?? lastYear ?? '') && yearAsked <= (lastYear ?? '');
  const heldYear = inRange ? yearAsked : (lastYear as string);
  const month = /con la retribuzione di (\w+)/.exec(term.text)?.[1];
  const paid = month ? ` Si paga con la ${bold(`retribuzione di ${month}`)}, una volta l’anno.` : '';
  // (Outside the year held, its amount stays out of the answer: the year's own is the gap, and the held one is
  // named by its year only, so no figure reads as this year's.)
  const definition = `${term.name} ${term.text.replace('{figure}', yearAsked === heldYear ? term.figure : 'fissata dal CCNL')}`;
  const answer =
    yearAsked === heldYear
      ? `Nel ${ccnl.short_name} l’elemento perequativo del ${heldYear} vale ${bold(`${amount} € l’anno`)}.${paid}`
      : `${bold(`L’importo dell’elemento perequativo per il ${yearAsked} non è nella base di conoscenza`)} per il ${ccnl.short_name}: l’ultimo importo verificato è quello del ${heldYear}; dopo non è stato verificato, e un rinnovo può averlo cambiato.${paid}`;
  return compose({
    answer,
    steps:
      yearAsked === heldYear ? [definition, `Nel ${ccnl.short_name}: ${ccnl.pay_structure}`] : [definition],
    assumptions: [
      'Spetta solo a chi, senza contrattazione aziendale, ha ricevuto nell’anno precedente i soli importi del CCNL.',
    ],
    citations,
    related: [],
  });
}
