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
