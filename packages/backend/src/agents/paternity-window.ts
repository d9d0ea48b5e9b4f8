import { MONTH_NAMES, MONTHS } from '../kb/format.js';

/**
 * "la bimba nasce a metà gennaio 2027, vorrebbe prendere la paternità a fine maggio: può farlo?": the days asked
 * against the law's window for the compulsory paternity leave (from 2 months before to 5 months after the birth,
 * D.Lgs. 151/2001 art. 27-bis). Months are weighed at their part said ("inizio", "metà", "fine"); a day near an
 * edge of the window, where that rough reading could be wrong, gets no verdict.
 */
const MENTION = new RegExp(
  String.raw`\b(?:(?:a |ai |agli |alla |verso |tra |entro )?(inizio|primi|meta|met\u00e0|fine|ultimi)(?: di| del mese di)? )?(${MONTH_NAMES})(?: (20\d\d))?\b`,
  'g',
);
const BIRTH = /\b(?:nasc\w*|nat[oaie]\b|parto|partorir\w*|termine|dovrebbe arrivare)\b/;
const DAY_OF_PART: Record<string, number> = { inizio: 5, primi: 5, meta: 15, metà: 15, fine: 27, ultimi: 27 };

const SAID_PART: Record<string, string> = {
  inizio: 'inizio',
  primi: 'inizio',
  meta: 'metà',
  metà: 'metà',
  fine: 'fine',
  ultimi: 'fine',
};

interface Mention {
  at: number;
  day: number;
  month: number;
  year?: number;
  text: string;
}

const dayNumber = (year: number, month: number, day: number) => Date.UTC(year, month, day) / 86_400_000;

/** The birth's day and the day the leave is wanted, in the question's own words, with the verdict. */
export function paternityWindow(
  question: string,
): { inside: boolean; birth: string; taken: string } | undefined {
  const mentions: Mention[] = [...question.matchAll(MENTION)].map((m) => ({
    at: m.index,
    day: DAY_OF_PART[m[1] ?? 'meta'] ?? 15,
    month: MONTHS.indexOf(m[2] ?? ''),
    year: m[3] ? Number(m[3]) : undefined,
    text: [SAID_PART[m[1] ?? ''], m[2], m[3]].filter(Boolean).join(' '),
  }));
  if (mentions.length !== 2) return undefined;
  const birthAt = mentions.findIndex((m) => BIRTH.test(question.slice(Math.max(0, m.at - 60), m.at)));
  if (birthAt < 0) return undefined;
  const birth = mentions[birthAt] as Mention;
  const taken = mentions[1 - birthAt] as Mention;
  const birthYear = birth.year ?? taken.year ?? 2000;
  // A month said without its year, before the birth's month, is the next year's ("nasce a dicembre … a marzo").
  const takenYear = taken.year ?? (taken.month < birth.month - 2 ? birthYear + 1 : birthYear);
  const to = dayNumber(takenYear, taken.month, taken.day);
  const earliest = dayNumber(birthYear, birth.month - 2, birth.day);
  const latest = dayNumber(birthYear, birth.month + 5, birth.day);
  // Within about ten days of an edge the part of the month said decides: no verdict.
  if (Math.abs(to - earliest) < 10 || Math.abs(to - latest) < 10) return undefined;
  return { inside: to >= earliest && to <= latest, birth: birth.text, taken: taken.text };
}
