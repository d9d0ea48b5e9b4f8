import type { Ccnl } from '../kb/schema.js';
import { bold } from './compose.js';
import { levelNotHeldSentence, type OtherAgreementsKnown } from './level-not-held.js';

/**
 * One worker's minimum asked without their level ("quanto dovrebbe essere il mio stipendio minimo?", "la paga
 * minima per il suo livello"): the level is what is missing, so the
 * answer asks it rather than dumping every level's figure, which reads as the worker's own pay (issue 12). A table
 * asked ("la tabella dei minimi", "i minimi per livello") is still the table.
 */
// The worker's own pay or level said with a possessive ("il mio stipendio minimo", "per il suo livello"). ("Quanto
// deve prendere come minimo una badante convivente?" describes the job, whose level the story may settle.)
const ONE_WORKER =
  /\b(?:il mio|la mia|il suo|la sua|mio|mia|suo|sua) (?:stipendio|paga|minimo|retribuzione|livello|busta)\b/;
// The table or every level asked: the whole table answers.
const TABLE_ASKED =
  /\btabell[ae]\b|\bi minimi\b|\bminimi (?:retributivi|tabellari|contrattuali|per livello)\b|\b(?:per|di) (?:ogni|ciascun|tutti i) livell\w*|\bper livello\b|\bi livelli\b|\bquali (?:sono|livelli)\b/;

/** The asking clause: the last sentence that asks, after its last colon ("non trovo le tabelle: qual è …?"). */
function askingClause(text: string): string {
  const asked = text.split(/(?<=[.?!])\s+/).filter((s) => s.includes('?'));
  const last = asked.at(-1) ?? text;
  return last.split(/[:;]/).at(-1) ?? last;
}

/** Whether the question asks one worker's minimum without naming the level (folded text). */
export function asksOwnMinimumUnleveled(question: string): boolean {
  const ask = askingClause(question);
  return ONE_WORKER.test(ask) && !TABLE_ASKED.test(ask);
}

/**
 * The minimums' opening when no level was read: a code of another agreement mapped or said missing
 * (level-not-held.ts), else one worker's minimum asked without the level; undefined for the table.
 */
export function minimumWithoutLevel(
  ccnl: Ccnl,
  known: OtherAgreementsKnown,
  date: string,
  table: string,
): string | undefined {
  const name = ccnl.short_name;
  const notHeld = levelNotHeldSentence(ccnl, known, date);
  // A code mapped to the categories this agreement keeps already gives their minimums: no table beside them.
  if (notHeld) return /€/.test(notHeld) ? notHeld : `${notHeld} I minimi del ${name}: ${table}`;
  const question = known.texts?.[0];
  if (!question || !asksOwnMinimumUnleveled(question)) return undefined;
  const levels = ccnl.levels.map((l) => l.level).join(', ');
  return `Nel ${name} ${bold('il minimo mensile dipende dal livello di inquadramento, che nella domanda non c’è')}: indica il livello (è scritto in busta paga o nella lettera di assunzione) e ti do il minimo in vigore, con la data da cui vale. Livelli del ${name}: ${levels}.`;
}
