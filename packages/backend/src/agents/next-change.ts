import { euro, MONTHS } from '../kb/format.js';
import { askedClause } from '../reader/asking-clause.js';
import type { TypedRequest } from '../reader/request.js';
import { fold } from '../reader/text.js';
import type { AgentResult } from './agents.js';

// "e dal mese prossimo cambia qualcosa?", "a dicembre aumenta?", "ci sono aumenti in arrivo?": a change asked.
const ASKS_CHANGE =
  /\bcambi\w*\b|\bdivent(?:a|era|ano|eranno)\b|\b(?:aument|sal)(?:a|e|era|ira|ano|eranno|iranno)\b|\bci sono (?:aumenti|novita)\b|\bnovita\b/;
const NEXT_MONTH = /\b(?:mese prossimo|prossimo mese)\b/;
// "quanto prende?" asks another figure; "quanto diventa?", "quanto sale?" ask the new minimum itself.
const OTHER_AMOUNT = /\bquant[oaie]\b(?! (?:diventa|diventera|sale|salira|arriva|passa|aumenta|cresce)\b)/;

/** "e dal mese prossimo cambia qualcosa? quanto diventa?": next month's change asked after a minimum. */
export const asksNextMonthChange = (message: string): boolean => {
  const asked = fold(message);
  return NEXT_MONTH.test(asked) && ASKS_CHANGE.test(askedClause(asked)) && !OTHER_AMOUNT.test(asked);
};
// The opening's own sentence on the next table: "Dal 1° dicembre 2026 sale a 1.614,12 €".
const NEXT_TABLE = /Dal (\d{1,2})° (\p{L}+) (\d{4}) sale a (\d{1,3}(?:\.\d{3})*,\d{2}) €/u;
const CURRENT = /\*\*(\d{1,3}(?:\.\d{3})*,\d{2}) €\*\*/;

const amount = (text: string): number => Number(text.replace(/\./g, '').replace(',', '.'));

/**
 * "Segretaria, 4° livello, quanto è il minimo?" then "e dal mese prossimo cambia qualcosa?": the answer opens with
 * the change asked — Sì and the new minimum, in bold, from the date of its table — then the minimum today.
 */
export function withNextChange(answer: AgentResult, request: TypedRequest, message: string, today: string) {
  if (request.intent !== 'minimum_pay') return answer;
  const asked = fold(message);
  // ("una collega dice che non è cambiato niente. Qual è il minimo nel 2026?": the story's change is not asked.)
  if (!ASKS_CHANGE.test(askedClause(asked)) || OTHER_AMOUNT.test(asked)) return answer;
  // "il minimo oggi qual è? e quando aumenta?": today's figure and the day of the rise, asked; no yes or no.
  if (/\bquando\b/.test(asked) && /\b(?:oggi|adesso|attualmente|ad oggi)\b/.test(asked)) return answer;
  const lines = answer.text.split('\n');
  const at = lines.findIndex((l) => l.trim() !== '');
  const opening = lines[at] ?? '';
  const next = NEXT_TABLE.exec(opening);
  const current = CURRENT.exec(opening);
  if (!next || !current) return answer;
  const month = MONTHS.indexOf(next[2]?.toLowerCase() ?? '');
  const [year, todayMonth] = today.split('-').map(Number) as [number, number];
  const following = todayMonth === 12 ? { m: 1, y: year + 1 } : { m: todayMonth + 1, y: year };
  // "dal mese prossimo": only a table starting next month is a change then.
  if (NEXT_MONTH.test(asked) && (month + 1 !== following.m || Number(next[3]) !== following.y)) return answer;
  const raise = amount(next[4] ?? '') - amount(current[1] ?? '');
  const head = `**Sì**: dal ${next[1]}° ${next[2]} ${next[3]} il minimo mensile lordo sale a **${next[4]} €** (${raise > 0 ? '+' : ''}${euro(raise)} rispetto a oggi).`;
  lines[at] = opening.replace(CURRENT, '$1 €');
  lines.splice(at, 0, head, '');
  return { ...answer, text: lines.join('\n') };
}
