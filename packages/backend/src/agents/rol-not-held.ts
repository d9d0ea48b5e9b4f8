import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

/**
 * "quante ore di ROL?" of an agreement whose permits fact holds only the ex festività and whose gap says the ROL
 * hours were not read (Tessile): the ROL named as missing, then what is held, in one sentence — never the ex
 * festività's hours given as the ROL asked.
 */
const ROL_NAMED = /\brol\b|\briduzion\w* (?:d\w* |dell'?)?orario\b/;

/** Hours or days of permits asked as a count ("quante ore annue di permessi", "quanti giorni di ROL"). */
const COUNT_ASKED = /\bquant[ei] (?:ore|giorni)\b|\bore (?:annue|all'anno|l'anno)\b|\bmonte ore\b/;
/** A count of hours or days in the fact's text ("72 ore", "32 ore di ex festività", "4 giornate di permesso"). */
// ("matura anche nei 10 giorni di congedo alla nascita" counts the leave, not the permits.)
const COUNT_HELD =
  /\b\d+(?:[.,]\d+)? ore\b|\b\d+ (?:giorni|giornate) (?:annu\w* )?(?:di )?(?:permess|rol|ex fest|riduzion)/;

export function rolNotHeld(ccnl: Ccnl, question: string): string | undefined {
  const fact = ccnl.rol_ex_festivita;
  const asked = readable(question);
  // "quante ore annue di permessi (riduzione orario più ex festività)?" where the fact names the ROL without
  // counting it and its gap says the hours were not read (Gomma plastica): the count missing, first.
  if (
    ROL_NAMED.test(asked) &&
    COUNT_ASKED.test(asked) &&
    !fact.rol_hours?.length &&
    fact.text &&
    ROL_NAMED.test(readable(fact.text)) &&
    !COUNT_HELD.test(readable(fact.text)) &&
    fact.gap &&
    /\bore\b/.test(readable(fact.gap))
  )
    return `Nel ${ccnl.short_name} ${bold('le ore annue di permessi (ROL ed ex festività) non sono nella base di conoscenza')} (${fact.gap.replace(/\.$/, '')}); ha solo questo: ${fact.text.replace(/\.$/, '')}.`;
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
