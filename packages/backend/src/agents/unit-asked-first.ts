import { splitSentences } from '../kb/sentences.js';
import { askedSentence } from '../reader/asking-clause.js';
import { readable } from '../reader/text.js';

/**
 * "Quanti minuti di vestizione sono riconosciuti dentro l'orario?": the statement's sentence that counts in the
 * unit asked opens, with its quantity in bold, when the statement opens with another unit ("38 ore settimanali
 * …; … Il rinnovo 2024 riconosce 15 minuti di vestizione …"). Only one sentence may count in that unit, and the
 * first must not: otherwise the line stays as it is.
 */
const UNIT_ASKED = /\bquant[ie] (minuti|ore|giorni|settimane|mesi)\b/;
const countIn = (unit: string) => new RegExp(String.raw`\b\d+(?:,\d+)? ${unit}\b`, 'u');
// Calendar units one converts into another ("di quanti giorni sono le ferie?": "4 settimane" is the answer): a
// first sentence counting in one of them already answers.
const SAME_CALENDAR: Record<string, string> = {
  giorni: '(?:settimane|mesi)',
  settimane: '(?:giorni|mesi)',
  mesi: '(?:giorni|settimane|anni)',
};

export function unitAskedFirst(line: string, question: string): string {
  const unit = UNIT_ASKED.exec(readable(askedSentence(question)))?.[1];
  const head = /^Nel [^,]+, [^:]*: /u.exec(line)?.[0];
  if (!unit || !head) return line;
  const counted = countIn(unit);
  const sentences = splitSentences(line.slice(head.length).replaceAll('**', ''));
  const first = sentences[0] ?? '';
  const which = sentences.map((s, i) => (counted.test(s) ? i : -1)).filter((i) => i >= 0);
  const convertible = SAME_CALENDAR[unit];
  if (which.length !== 1 || which[0] === 0 || counted.test(first)) return line;
  if (convertible && countIn(convertible).test(first)) return line;
  const at = which[0] ?? 0;
  const lead = (sentences[at] ?? '').trim().replace(counted, (figure) => `**${figure}**`);
  const others = sentences.filter((_, i) => i !== at).map((s) => s.trim());
  // The citation marks that closed the statement close it still.
  const marks = /\s*((?:\[\d+\])+)\.?$/u.exec(lead);
  const opening = marks ? `${lead.slice(0, marks.index)}.` : lead;
  const rest = others.join(' ').replace(/\.?$/u, marks ? ` ${marks[1]}.` : '.');
  return `${head}${opening.replace(/\.?$/u, '.')} ${rest}`;
}
