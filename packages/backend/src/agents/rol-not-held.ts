import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

/**
 * "quante ore di ROL?" of an agreement whose permits fact holds only the ex festività and whose gap says the ROL
 * hours were not read (Tessile): the ROL named as missing, then what is held, in one sentence — never the ex
 * festività's hours given as the ROL asked.
 */
const ROL_NAMED = /\brol\b|\briduzion\w* (?:d\w* |dell'?)?orario\b/;

export function rolNotHeld(ccnl: Ccnl, question: string): string | undefined {
  const fact = ccnl.rol_ex_festivita;
  if (
    !ROL_NAMED.test(readable(question)) ||
    fact.rol_hours?.length ||
    !fact.text ||
    ROL_NAMED.test(readable(fact.text)) ||
    !fact.gap ||
    !ROL_NAMED.test(readable(fact.gap))
  )
    return undefined;
  return `Nel ${ccnl.short_name} ${bold("le ore di ROL (riduzione dell'orario) non sono nella base di conoscenza")} (${fact.gap.replace(/\.$/, '')}); ha invece i permessi per le ex festività: ${fact.text.replace(/\.$/, '')}.`;
}
