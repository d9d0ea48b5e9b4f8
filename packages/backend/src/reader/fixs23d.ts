import { wordsToNumber } from './numbers.js';

const YEARS_WORD = String.raw`(\d{1,2}|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|tredici|quattordici|quindici|venti)`;

/**
 * The years of service a follow-up gives by naming them as the subject ("e se gli anni di servizio sono 7?",
 * "e se l'anzianità fosse di 7 anni?", "e se di anni ne avesse 12?", "e con un'anzianità di sette anni?"): the
 * count that replaces the conversation's years. Undefined when the turn names no years of service.
 */
const SUBJECT_YEARS = new RegExp(
  [
    String.raw`\b(?:gli )?anni(?: di (?:servizio|anzianita|lavoro|contratto))? (?:invece )?(?:sono|fossero|fosse|diventano|diventassero|salgono a|salissero a|passano a|passassero a|arrivano a|arrivassero a|erano) (?:gia |invece )?${YEARS_WORD}\b`,
    String.raw`\b(?:l')?anzianita(?: di servizio)? (?:invece )?(?:e|fosse|diventa|diventasse|sale a|salisse a|passa a|arriva a) (?:di )?${YEARS_WORD} anni\b`,
    String.raw`\b(?:con|per) (?:un'|una )?anzianita (?:di servizio )?(?:di )?${YEARS_WORD} anni\b`,
    String.raw`\bdi anni ne (?:ha|ho|avesse|avessi|abbia|avra) ${YEARS_WORD}\b`,
    // "e il mio collega che ha 12 anni?", "e chi ne ha 12 anni?", "e una collega con 12 anni?": another worker's
    // years, read only where the conversation gave years of service (read.ts), so not an age.
    String.raw`\b(?:che|chi) (?:ne )?(?:ha|ha gia|avesse|abbia|ha fatto|ha maturato) ${YEARS_WORD} anni\b(?! di (?:eta|vita|esperienza))`,
    String.raw`\b(?:collega|lui|lei|uno|una|quello|quella|altro|altra) (?:che ha |con )${YEARS_WORD} anni\b(?! di (?:eta|vita|esperienza))`,
  ].join('|'),
);

export function followUpServiceYears(text: string): number | undefined {
  const found = SUBJECT_YEARS.exec(text);
  const raw = found?.slice(1).find((g) => g !== undefined);
  if (raw === undefined) return undefined;
  const value = /^\d+$/.test(raw) ? Number(raw) : wordsToNumber(raw);
  return value !== undefined && value > 0 && value < 60 ? value : undefined;
}
