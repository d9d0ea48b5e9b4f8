import type { Ccnl } from '../kb/schema.js';
import { fold } from '../reader/text.js';

// A graduate ("laureato in ingegneria", "appena laureata", "con la laurea in fisica").
const GRADUATE = /laure\p{L}*/u;
// Design and engineering work: drawing with CAD, checking calculations, designing components.
const DESIGN = /\bprogett\p{L}*|\bcalcol\p{L}*|\bcad\b|\bingegner\p{L}*|\bricerca e sviluppo\b/u;
// Leading people is a manager's role, which the field's entry level does not decide.
const LEADS_PEOPLE =
  /\b(?<!non )(?<!senza )(?:coordin|dirig|gestisc)\p{L}* (?:un |una |il |la |i |le )?(?:squadr|grupp|team|person|reparto|ufficio)/u;

/**
 * A graduate hired to design or engineer ("progetterebbe con il CAD, farebbe i calcoli di verifica, con autonomia
 * tecnica") holds a specialist role: in an agreement whose levels are grouped in fields of responsibility, the first
 * level of the specialist field («ruoli specialistici e gestionali (campo B), primo livello del campo»), not a
 * maintenance or squad leader's level of the technical field that shares a word with the degree ("meccanica").
 */
export function specialistEntryLevel(ccnl: Ccnl, message: string): string | undefined {
  const text = fold(message);
  if (!GRADUATE.test(text) || !DESIGN.test(text) || LEADS_PEOPLE.test(text)) return undefined;
  const entry = ccnl.levels.filter((l) => {
    const definition = fold(l.declaratoria ?? '');
    return /\bruoli specialistic/.test(definition) && /\bprimo livello\b/.test(definition);
  });
  return entry.length === 1 ? entry[0]?.level : undefined;
}
