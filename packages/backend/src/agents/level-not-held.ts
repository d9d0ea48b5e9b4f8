import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

// A level written as a letter and a digit ("D1", "livello c3"), not a driving licence's category ("patente C1").
const LEVEL_CODE =
  /(?<!\b(?:patente|patenti|categoria|cat\.?|cqc|lingua|inglese|tedesco|francese|spagnolo|formato|foglio|modello|autostrada|strada)\s?)\b([a-h][1-9])\b/g;

/**
 * "CCNL metalmeccanici PMI Confapi … un operaio inquadrato D1: qual è il minimo tabellare del D1?": the level code
 * said is none of this agreement's levels (Confapi numbers its categories from 1ª to 9ª; the D1 is another
 * agreement's). The minimum of a level the agreement lacks is no figure of it: the answer says the level is not
 * there and names the levels it has, before the agreement's table. Undefined when the agreement has the code.
 */
export function levelNotHeldSentence(ccnl: Ccnl, question: string | undefined): string | undefined {
  if (!question) return undefined;
  const held = new Set(ccnl.levels.map((l) => l.level.toLowerCase()));
  const codes = [...readable(question).matchAll(LEVEL_CODE)].map((m) => m[1] ?? '');
  const code = codes.find((c) => !held.has(c));
  if (!code || ccnl.levels.some((l) => /^[a-h]\d/i.test(l.level))) return undefined;
  const list = ccnl.levels.map((l) => l.level).join(', ');
  const upper = code.toUpperCase();
  return `Nel ${ccnl.short_name} ${bold(`il livello ${upper} non c'è`)}: è la sigla di un altro inquadramento, e questo contratto ha livelli propri (${list}), con minimi propri. Il minimo del ${upper} non si ricava da questo contratto: serve la categoria in cui il lavoratore è inquadrato qui.`;
}
