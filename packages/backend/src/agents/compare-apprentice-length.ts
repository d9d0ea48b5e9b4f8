import type { Ccnl } from '../kb/schema.js';
import type { Cell } from './compare-cells.js';
import { gap } from './compare-increase.js';

/**
 * The apprenticeship's longest length compared ("quale dei due consente la durata massima più lunga?"): the lengths
 * by level the knowledge base holds, else the clause of the rule that states them ("fino a 36 mesi, elevabili in
 * alcuni casi a 48"), ranked by the longest; the gap when no length is held.
 */

// "la durata massima", "quanto dura al massimo", "per quanti mesi/anni": the length asked.
export const APPRENTICE_LENGTH_ASKED =
  /\bdurat\w*|\bdur(?:a|ano|are) (?:al )?massim|\bquant\w* (?:anni|mesi)\b|\bper quanto tempo\b|\bpiu a lungo\b/;

const PAY_ASKED = /percentual|%|retribu|\bpagat|\bpaga\b|stipend|\bminim[oi]\b/;

const LENGTH_CLAUSE = /[^;.]*\b(?:fino a|massim\w*(?: di)?|durata(?: massima)? (?:di|pari a)) \d+ mesi[^;.]*/;

/** Whether a comparison of apprenticeships asks their length alone ("durata e percentuali" asks the shares too). */
export const apprenticeLengthAsked = (text: string): boolean =>
  APPRENTICE_LENGTH_ASKED.test(text) && !PAY_ASKED.test(text);

export function apprenticeLengthCell(ccnl: Ccnl): Cell {
  const fact = ccnl.apprenticeship;
  const held = fact.durations ?? [];
  const clause = LENGTH_CLAUSE.exec(fact.text ?? '')?.[0].trim();
  const months = held.length
    ? held.map((d) => d.months)
    : [...(clause ?? '').matchAll(/\b(\d+)(?= mesi\b)|\ba (\d+)\b/g)].map((m) => Number(m[1] ?? m[2]));
  if (!months.length) return gap(fact.gap ?? 'durata massima dell’apprendistato non disponibile');
  const figure = held.length
    ? held.map((d) => `${d.months} mesi (${d.levels.join(', ')})`).join('; ')
    : (clause as string)
        .replace(/^.*?\b(?:consente|prevede) (?:contratti )?/i, '')
        .replace(/, con una retribuzione.*$/, '');
  return {
    figure: `fino a ${Math.max(...months)} mesi: ${figure}`,
    value: Math.max(...months),
    note: '',
    statement: fact.text ?? '',
    article: fact.article ?? null,
    sources: fact.sources,
  };
}
