import type { Ccnl } from '../kb/schema.js';
import type { Citation } from './answer.js';
import { bold } from './compose.js';
import { BEREAVEMENT_LAW, lawCitations } from './law-facts.js';

/** One leave kind's lines (leave-kinds.ts). */
export interface KindLines {
  lines: string[];
  citations: Citation[];
  assumptions: string[];
}

/**
 * When the bereavement days are taken: the law's 7 days from the death (L. 53/2000, art. 4 c. 1), said after
 * the agreement's rule when that rule gives no window of its own ("da comunicare entro 15 giorni" is the notice).
 */
export function bereavementWindow(shown: Ccnl[]): { line: string; citations: Citation[] } | undefined {
  if (shown.some((c) => /\bentro (?:i )?(?:7|sette) giorni\b/.test(c.leave.bereavement.text ?? '')))
    return undefined;
  const fact = BEREAVEMENT_LAW;
  const line = `Per legge (${fact.reference}) i giorni di permesso per lutto si usano ${bold('entro 7 giorni dal decesso')} (festivi e non lavorativi esclusi), avvisando prima il datore di lavoro: spettano per il coniuge, il convivente o un parente entro il secondo grado.`;
  return { line, citations: lawCitations(fact, line) };
}

/** The law's bereavement leave, when no agreement is named: every employee has it, whatever the agreement. */
export function bereavementByLaw(): KindLines {
  const fact = BEREAVEMENT_LAW;
  const text = fact.text.replace('{figure}', fact.figure);
  return {
    lines: [
      `Per legge (${fact.reference}) spettano ${bold(fact.figure)} per la morte del coniuge, del convivente o di un parente entro il secondo grado (genitori, figli, fratelli, nonni, nipoti figli dei figli).`,
      `La regola: ${text.charAt(0).toUpperCase()}${text.slice(1)}`,
      'Il CCNL applicato può prevedere giorni in più: indicalo per la regola del contratto.',
    ],
    citations: lawCitations(fact, text),
    assumptions: ['Lavoratore dipendente; i contratti collettivi possono solo migliorare la legge.'],
  };
}
