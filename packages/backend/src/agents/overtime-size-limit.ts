/**
 * A yearly overtime ceiling that depends on the firm's size ("200 ore l'anno (250 nelle aziende fino a 200
 * dipendenti …)"): the variant the firm the question describes falls in. Undefined when the clause has no size
 * variant or the question gives no headcount.
 */

// "250 nelle aziende fino a 200 dipendenti", "250 ore nelle imprese oltre 200 dipendenti".
const SIZE_VARIANT =
  /(\d+)(?: ore)? nelle (?:aziende|imprese|unita produttive) (fino a|sino a|oltre|con piu di|sopra i?|con meno di|sotto i?) (\d+) dipendenti/g;

// "la nostra azienda occupa esattamente 200 dipendenti", "un'officina con 58 dipendenti", "siamo in 150".
const HEADCOUNT =
  /\b(?:occupa|occupiamo|conta|contiamo|ha|abbiamo|con|di|siamo in)\s+(?:(?:esattamente|circa|quasi|solo|appena)\s+)?(\d{1,5})\s+(?:dipendenti|addetti|lavoratori|persone|occupati)\b|\b(\d{1,5})\s+dipendenti\b/;

/**
 * The firm's headcount: the one the reader took from the question ("una sessantina di dipendenti" → 60), else
 * the one written as a number in it.
 */
function headcount(folded: string, employees: number | undefined): number | undefined {
  if (employees !== undefined && Number.isFinite(employees)) return employees;
  const m = HEADCOUNT.exec(folded);
  const size = Number(m?.[1] ?? m?.[2]);
  return m && Number.isFinite(size) ? size : undefined;
}

export function sizeVariantHours(
  clause: string,
  folded: string,
  employees?: number,
): { hours: string; condition: string } | undefined {
  const size = headcount(folded, employees);
  if (size === undefined) return undefined;
  const plain = clause
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
  for (const v of plain.matchAll(SIZE_VARIANT)) {
    const [whole, hours, bound, limitRaw] = v;
    const limit = Number(limitRaw);
    const upTo = /^(?:fino|sino)/.test(bound ?? '');
    const below = /meno|sotto/.test(bound ?? '');
    const holds = upTo ? size <= limit : below ? size < limit : size > limit;
    if (holds && hours) return { hours, condition: whole.replace(/^\d+(?: ore)? /, '') };
  }
  return undefined;
}

// "260 per manutenzione, installazione e montaggi": a ceiling of the activity named, up to the clause's end.
const ACTIVITY_VARIANT = /(\d+)(?: ore)? per (?:l'attivita di |le attivita di )?([a-z' ,]+?)(?=[);]|$)/g;
const ACTIVITY_STOP = new Set(['e', 'di', 'la', 'le', 'il', 'i', 'per', 'attivita', 'lavori', 'ed']);

/**
 * A yearly ceiling the agreement sets for an activity ("260 per manutenzione, installazione e montaggi"), when the
 * question says the work is that activity ("la ditta che ci fa la manutenzione degli impianti"): a word of the
 * activity found in the question by its stem. Undefined when the clause has no such variant or the question
 * names none of its activities.
 */
export function activityVariantHours(
  clause: string,
  folded: string,
): { hours: string; condition: string } | undefined {
  const plain = clause
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');
  for (const v of plain.matchAll(ACTIVITY_VARIANT)) {
    const [, hours, activities] = v;
    const words = (activities ?? '').split(/[\s,]+/).filter((w) => w.length >= 6 && !ACTIVITY_STOP.has(w));
    // ("niente manutenzione o montaggi esterni", "non facciamo installazioni", "nessuna attività di manutenzione": the
    // activity denied is not the work.)
    const named = words.some((w) =>
      new RegExp(
        `(?<!\\b(?:niente|nessun[oa]?|non|senza|ne|né)(?: \\p{L}+){0,2} (?:(?:la |le |i |gli |di |o )?\\p{L}+ (?:o|e|ne|né) )?)\\b${w.slice(0, Math.min(w.length - 1, 7))}`,
        'u',
      ).test(folded),
    );
    if (hours && named) return { hours, condition: `per ${(activities ?? '').trim()}` };
  }
  return undefined;
}
