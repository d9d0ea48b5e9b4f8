import type { Ccnl, TextFact } from '../kb/schema.js';

/**
 * An agreement's paid days for a child's birth filed under another leave kind: the Studi professionali's "per
 * nascite e lutti di familiari … 3 giorni lavorativi" and the Multiservizi's "un giorno retribuito per la nascita
 * di un figlio" sit in the bereavement fact. Asked as a father's leave at a birth, that clause is the agreement's
 * own rule beside the law's paternity leave, not a gap.
 */

/** A birth named in an agreement's clause ("nascite", "nascita di un figlio", "natalità"). */
const BIRTH = /\bnascit[ae]\b|\bnatalit/i;

/** The clause of a fact's text that names the birth: the whole sentence, or its part between semicolons. */
function birthClause(text: string): string | undefined {
  if (!BIRTH.test(text)) return undefined;
  const parts = text.split(/;\s*/);
  const part = parts.length > 1 ? parts.find((p) => BIRTH.test(p)) : text;
  return part?.trim().replace(/\.$/, '');
}

/**
 * The agreement's paid leave for a birth held in another kind's fact (bereavement, marriage), as a fact of its
 * own with that fact's article and sources; undefined when no other fact names a birth.
 */
export function birthLeaveFact(ccnl: Ccnl): TextFact | undefined {
  for (const fact of [ccnl.leave.bereavement, ccnl.leave.marriage]) {
    const clause = fact.text ? birthClause(fact.text) : undefined;
    if (clause) return { ...fact, text: clause };
  }
  return undefined;
}

/** The line for that rule, said as the birth's leave in addition to the law's paternity leave. */
export function birthLeaveLine(ccnl: Ccnl, fact: TextFact): string {
  return `Nel ${ccnl.short_name}, permesso retribuito per la nascita di un figlio (in aggiunta al congedo di paternità di legge): ${fact.text?.replace(/\.$/, '')}.`;
}
