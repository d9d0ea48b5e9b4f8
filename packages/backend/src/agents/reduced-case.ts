import { readable } from '../reader/text.js';

/**
 * "qual è l'orario settimanale per chi lavora a giornata, non a turni?": a statement that reduces its general
 * figure for a group of workers ("40 ore settimanali, ridotte a 39 ore settimanali per i lavoratori giornalieri non
 * turnisti")
 * opens with the group's own figure when the question names that group; the general figure follows as the rule.
 */
const REDUCED =
  /(\d+(?:,\d+)?) (ore|giorni|settimane|mesi)\b(\*\*)?( settimanali| annue| annui| mensili)?, ridott[eiao] a (\d+(?:,\d+)?)(?: ore)?(?: settimanali)? ((?:per|nei|negli|nelle|ai|agli|alle) [^()\d;:,]{3,80})/u;
// Words too common to name a group ("lavoratori", "addetti").
const COMMON = new Set(['lavora', 'addett', 'dipend', 'inseri', 'person']);

/** The six-letter stems of the words a text says, leaving out those it denies ("non turnisti", "non a turni"). */
function affirmedStems(text: string): Set<string> {
  const plain = readable(text).replace(/\bnon (?:(?:in|a|di|su|al|ai|con) )?(?:\p{L}+ )?\p{L}+/gu, ' ');
  return new Set((plain.match(/\p{L}{6,}/gu) ?? []).map((w) => w.slice(0, 6)).filter((s) => !COMMON.has(s)));
}

/** The line with the reduced figure of the group the question names said first, in bold; unchanged otherwise. */
export function reducedCaseFirst(line: string, question: string): string {
  const head = /^(Nel [^,]+), /.exec(line)?.[1];
  const statement = head ? line.slice(head.length + 2) : '';
  const m = REDUCED.exec(statement);
  // (A reduction of the hours asked opens with its own sentence already: own-hours.ts, ownReduction.)
  if (!head || !m || statement.startsWith("riduzione dell'orario")) return line;
  const [, general, unit, , qualifier = '', figure, who = ''] = m;
  // "orario di lavoro: 40 ore …": the name before the colon says what the figure is.
  const colon = statement.indexOf(': ');
  const topic = colon > 0 && colon < m.index ? statement.slice(0, colon).trim() : '';
  const group = who.trim();
  const asked = affirmedStems(question);
  if (![...affirmedStems(group)].some((s) => asked.has(s))) return line;
  const rule = `${general} ${unit}${qualifier} in generale`;
  const opening = `${head}, ${topic ? `${topic} ` : ''}${group}: **${figure} ${unit}${qualifier}** (${rule}).`;
  return `${opening} ${line.replaceAll('**', '')}`;
}
