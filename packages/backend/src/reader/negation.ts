/**
 * Pay items a question says are absent ("niente straordinari", "senza scatti", "non fa notturni", "nessun
 * superminimo") describe the case; they are not what it asks. They are blanked before the intent rules and
 * the overtime slot read the text, so "ho 28.000 di RAL, niente straordinari: quanto TFR matura?" asks the TFR.
 */

// ("non ho fatto né straordinari né assenze": the "né" before the first item, too.)
// (Set aside too: "lasciando stare superminimo e scatti", "a parte gli scatti", "senza contare", "escluso".)
const NEGATOR =
  /\b(?:niente|senza(?: contare| considerare)?|nessun[oa]?|zero|mai|neanche|nemmeno|neppure|(?:lasciando|lascia|lasciate|lasciamo) (?:stare|perdere|da parte)|tralasciando|a parte|escludendo|esclus[oaie]|tolt[oaie]|non (?:contando|considerando)|non (?:(?:ha|ho|hanno|abbiamo|fa|faccio|fanno|facciamo|prende|prendo|percepisce|percepisco|ci sono|c'e|ce|sono previst\w*|mi pagano|gli pagano|le pagano) (?:mai )?))\s*(?:(?:fatt[oaie]|avut[oaie]|pres[oaie]|ricevut[oaie])\s+)?(?:ne\s+)?(?:(?:di|d'|gli|le|i|il|la|lo|l'|un|una|uno|alcun\w*|ore (?:di|in))\s*)?/;

/**
 * Items of pay and time a negation can name ("niente notte né festivi": the night itself, too), and the other pay
 * elements a list of them carries ("niente scatti, EDR, straordinari": the list goes on past the EDR; "niente turni,
 * notturni o straordinari": shifts too, the shift work's allowances with them).
 */
const ITEM =
  /(?:straordinar\w*|turn[io]\b|nott[ei]\b|(?:di|la) notte\b|scatt[io]\b(?: (?:di )?anzianita)?|superminim\w*|notturn\w*|festiv\w*|turni di notte|lavoro (?:notturno|festivo)|maggiorazion\w*|ore in piu|ore extra|premi\w*|indennit\w*|edr\b|e\.d\.r\.|elemento distinto\w*(?: della retribuzione)?|ad personam\b|una tantum\b|buon\w* pasto|trasfert\w*|benefit\b|welfare\b)/;

const NEGATED = new RegExp(
  `${NEGATOR.source}(?:${ITEM.source})(?:(?:,\\s*|\\s+(?:e|ne|o)\\s+)(?:(?:niente|senza|nessun[oa]?)\\s+)?(?:${ITEM.source}))*`,
  'g',
);

/** The item before its negation: "di straordinari non ne faccio", "scatti non ne ho", "i notturni non li fa". */
const NEGATED_AFTER = new RegExp(
  `\\b(?:di |gli |i |le )?(?:${ITEM.source})\\s+non (?:ne |li |le |lo |ce ne |c'e |ci sono )?(?:mai )?(?:faccio|fa|fanno|facciamo|ho|ha|hanno|abbiamo|prendo|prende|prendiamo|sono previst\\w*|ci sono|c'e)\\b`,
  'g',
);

/**
 * A negation that is itself the question ("non ci sono gli scatti di anzianita?", "non mi pagano gli
 * straordinari?"): the item ends its clause right before the question mark, with no other ask in between.
 */
// An item closing a bracket ("(senza scatti)?") is an aside even before the question mark.
const ASKED_AFTER = /^(?!\s*\))[^?.;:,!]{0,40}\?/;
const OTHER_ASK = /\b(?:quant\w*|come|qual\w*|quando|cosa|perche|chi)\b/;

/**
 * An absence the next sentence doubts ("in busta non ha mai avuto scatti di anzianità. è giusto o ho sbagliato?",
 * "niente straordinari pagati: è normale?"): the absence is what is asked, so the item stays.
 */
const DOUBTED_AFTER =
  /^\s*[.,;:!]?\s*(?:(?:e|ma|allora|quindi)\s+)?(?:e |sarebbe |le sembra |ti sembra |vi sembra )?(?:giust[oa]|corrett[oa]|normale|regolare|legale|lecito|possibile|ammesso|in regola)\b[^?.]{0,40}\?/;

/**
 * An hourly pay said to stay the same ("part-time 20 ore su 40, stessa paga oraria", "con la stessa
 * retribuzione oraria", "a parità di paga oraria") describes the part-time case like a negated item: the
 * question asks the cost or the net of it, not the hourly rate.
 */
const SAME_HOURLY =
  /(?:,\s*|\bcon\s+)(?:la\s+)?stess[ao]\s+(?:paga|retribuzione|tariffa|quota)\s+orari[ao]\b|\ba parita di\s+(?:paga|retribuzione)\s+orari[ao]\b/g;

/**
 * How the workers are paid, told as the case ("tutti pagati a minimo più scatti", "retribuiti col minimo e gli
 * scatti"): the make-up of their pay, not the increments asked.
 */
const PAY_MAKEUP =
  /\b(?:pagat|retribuit)\w* (?:a|al|col|con il) minimo (?:tabellare )?(?:piu|\+|e) (?:gli |i )?scatt[io]\b(?: di anzianita)?/g;

/**
 * What the writer declines or has already seen: "non mi serve il netto", "il netto non mi interessa", "non mi
 * interessano ancora i contributi, solo la paga base", "gli scatti li ho già guardati io", "dei contributi parliamo
 * un'altra volta", "lasciamo stare i contributi", "le ferie gliele facciamo fare in stagione, quindi non le conto". Not
 * asked, so not read as the subject.
 */
const DECLINED =
  /\bnon mi (?:serv\w*|interess\w*) (?:ancora |per ora |adesso )?(?:sapere |calcolare )?(?:il |i |gli |la |le )?(?:nett[oi]\b|scatt[io]\b|contribut[io]\b)|\b(?:il |i )?(?:nett[oi]|contribut[io]) (?:per ora |ancora )?non mi (?:serv\w*|interess\w*)|\b(?:gli |i )?scatt[io] (?:(?:li|le) )?(?:ho|abbiamo) gia (?:guardat|vist|controllat|calcolat|contat|verificat)\w*|\b(?:dei|del|sui|sul|ai|al) (?:nett[oi]|contribut[io]|scatt[io]) (?:ne )?(?:parliamo|parleremo|vediamo|vedremo|ci pensiamo|ci penso|ci penseremo) (?:un'altra volta|un altro giorno|dopo|poi|piu avanti|in seguito)\b|\b(?:lasciamo|lascio|lascia|lasciate) (?:stare|perdere|da parte) (?:il |i |gli )?(?:nett[oi]|contribut[io]|scatt[io])\b|\b(?:le |i |gli )?(?:ferie|trasfert[ei]|contribut[io])\b[^.?!;]{0,50}\bnon (?:le |li |la |lo )(?:conto|contiamo|considero|consideriamo|calcolo|calcoliamo|metto|mettiamo)\b/g;

/** The folded text with what the writer declines blanked (same length). */
export const withoutDeclined = (text: string): string =>
  text.replace(DECLINED, (match) => ' '.repeat(match.length));

/** The folded text with the pay items it says are absent blanked (same length, so offsets still hold). */
export function withoutNegatedItems(text: string): string {
  text = text.replace(SAME_HOURLY, (match) => ' '.repeat(match.length));
  text = text.replace(PAY_MAKEUP, (match) => ' '.repeat(match.length));
  text = withoutDeclined(text);
  const blank = (match: string, offset: number, whole: string) => {
    const rest = ASKED_AFTER.exec(whole.slice(offset + match.length))?.[0];
    if (rest !== undefined && !OTHER_ASK.test(rest)) return match;
    if (DOUBTED_AFTER.test(whole.slice(offset + match.length))) return match;
    return ' '.repeat(match.length);
  };
  const before = text.replace(NEGATED, (match, offset: number) => blank(match, offset, text));
  return before.replace(NEGATED_AFTER, (match, offset: number) => blank(match, offset, before));
}

/**
 * A word that denies what follows it within a few words: "non", and "niente", "senza", "nessun", "neanche"
 * ("niente turni a ciclo continuo", "senza lavoro a turni", "non è uno stabilimento balneare").
 */
const DENIED_WITHIN = /\b(?:non|niente|senza|nessun[oa]?|neanche|nemmeno|neppure)\b(?:\s+\S+){0,3}\s*\S*$/;

/** Whether the words right before `at` in a folded text deny what is written there (same clause, three words). */
export const deniedBefore = (text: string, at: number): boolean =>
  DENIED_WITHIN.test(
    text
      .slice(Math.max(0, at - 40), at)
      .split(/[.;:?!()]/)
      .at(-1) ?? '',
  );
