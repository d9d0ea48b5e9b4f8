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
