import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

// A level written as a letter and a digit ("D1", "livello c3"), not a driving licence's category ("patente C1").
const LEVEL_CODE =
  /(?<!\b(?:patente|patenti|categoria|cat\.?|cqc|lingua|inglese|tedesco|francese|spagnolo|formato|foglio|modello|autostrada|strada)\s?)\b([a-h][1-9])\b/g;

/**
 * "CCNL metalmeccanici PMI Confapi … un operaio inquadrato D1: qual è il minimo tabellare del D1?": the level code
 * said is none of this agreement's levels in the knowledge base (Confapi numbers its categories from 1ª to 9ª in
 * the pages read; the D1 is another agreement's code). The minimum of a level the knowledge base lacks is no figure
 * of it: the answer says so, without claiming the agreement has no such level, and names the levels it holds. Undefined when the agreement has the code.
 */
export function levelNotHeldSentence(ccnl: Ccnl, question: string | undefined): string | undefined {
  if (!question) return undefined;
  const held = new Set(ccnl.levels.map((l) => l.level.toLowerCase()));
  const codes = [...readable(question).matchAll(LEVEL_CODE)].map((m) => m[1] ?? '');
  const code = codes.find((c) => !held.has(c));
  if (!code || ccnl.levels.some((l) => /^[a-h]\d/i.test(l.level))) return undefined;
  const list = ccnl.levels.map((l) => l.level).join(', ');
  const upper = code.toUpperCase();
  return `Nel ${ccnl.short_name} ${bold(`il livello ${upper} non è nella base di conoscenza`)}: le fonti lette danno a questo contratto livelli propri (${list}), con minimi propri, e la sigla ${upper} è di un altro inquadramento. Se il contratto applicato usa davvero la sigla ${upper} (un inquadramento che le fonti lette non riportano), il suo minimo manca; altrimenti serve la categoria in cui il lavoratore è inquadrato qui.`;
}
