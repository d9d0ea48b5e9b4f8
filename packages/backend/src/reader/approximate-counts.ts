import { wordsToNumber } from './numbers.js';

/**
 * A count said the approximate way ("una quarantina di dipendenti", "una ventina di addetti"): the round number
 * it names. Employers and employees tell the firm's size like this; the size picks a band (ROL, part-time
 * minimum), never an amount.
 */
const ROUND: Record<string, number> = {
  decina: 10,
  dozzina: 12,
  quindicina: 15,
  ventina: 20,
  trentina: 30,
  quarantina: 40,
  cinquantina: 50,
  sessantina: 60,
  settantina: 70,
  ottantina: 80,
  novantina: 90,
  centinaio: 100,
};

const ABOUT_STAFF = new RegExp(
  String.raw`\b(?:una|un|circa una|circa un)\s+(${Object.keys(ROUND).join('|')})\s+(?:di\s+)?(?:dipendenti|addetti|lavoratori|persone|colleghi)\b`,
);

/** The firm's size said as an approximate count, if the text says one. */
export function approximateStaff(text: string): number | undefined {
  const word = ABOUT_STAFF.exec(text)?.[1];
  return word ? ROUND[word] : undefined;
}

/** The firm's size a question states: "più di 15 dipendenti" is 16, "fino a 15" is 15, "una decina" is 10. */
export function employeesOf(text: string): number | undefined {
  const more = /(?:piu di|oltre|sopra(?: i)?|almeno)\s*(\d+)\s*(?:dipendent|addett)\w*/.exec(text);
  if (more) return Number(more[1]) + (/almeno/.test(more[0]) ? 0 : 1);
  const less = /(?:meno di|sotto(?: i)?)\s*(\d+)\s*(?:dipendent|addett)\w*/.exec(text);
  if (less) return Number(less[1]) - 1;
  const plain = /(\d+)\s*(?:dipendent|addett)\w*/.exec(text);
  // "una decina di dipendenti" tells the size as plainly as "10 dipendenti".
  return plain ? Number(plain[1]) : approximateStaff(text);
}

// "se l'organico superasse i 30 dipendenti", "oltre 30 dipendenti", "più di 15 addetti": a size beyond the count
// (31), "meno di 16 dipendenti" one below it; the plain count would put the firm in the band it leaves.
const BEYOND_STAFF =
  /\b(?:piu di|oltre(?: i| a)?|sopra(?: i)?|superior\w* a(?:i)?|super(?:a|i|asse|assero|ano|era|eranno|ato|ata|ano|asse) (?:(?:la soglia |il limite )?(?:de)?i )?)\s*(\d{1,5}|[a-z]{3,30})\s*(?:dipendent|addett|lavorator)\w*/;
const BELOW_STAFF =
  /\b(?:meno di|sotto(?: i)?|inferior\w* a(?:i)?)\s*(\d{1,5}|[a-z]{3,30})\s*(?:dipendent|addett|lavorator)\w*/;

/** The firm's size a bound states ("superasse i 30 dipendenti" is 31, "meno di 16" is 15), if the text has one. */
export function boundedStaff(text: string): number | undefined {
  // ("più di quindici dipendenti": the count in words too.)
  const beyond = countOf(BEYOND_STAFF.exec(text)?.[1]);
  if (beyond !== undefined) return beyond + 1;
  const below = countOf(BELOW_STAFF.exec(text)?.[1]);
  return below === undefined ? undefined : below - 1;
}

const countOf = (raw: string | undefined): number | undefined =>
  raw === undefined ? undefined : /^\d/.test(raw) ? Number(raw) : wordsToNumber(raw);

// "in tutto circa settanta dipendenti", "siamo quarantacinque addetti": the size written in words, any number
// (the digits' patterns read "70 dipendenti"; "un dipendente" is the worker, not the firm).
const WORDS_STAFF = /\b([a-z]{3,30})\s+(?:dipendenti|addetti)\b/g;

/** The firm's size a number in words states, if the text has one. */
export function staffInWords(text: string): number | undefined {
  for (const m of text.matchAll(WORDS_STAFF)) {
    const value = wordsToNumber(m[1] ?? '');
    if (value !== undefined && value >= 2) return value;
  }
  return undefined;
}
