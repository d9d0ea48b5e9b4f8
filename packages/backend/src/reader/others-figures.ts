import { readAmounts } from './amounts.js';
import { askedOfOther } from './asked-of-other.js';
import type { Slots } from './request.js';
import { readable } from './text.js';

/**
 * Session 29 (fixs29f): figures a long story tells that are not the writer's case. "mia moglie ha un part-time da
 * 900 euro al mese" is the wife's pay, "mia moglie dice che me le pagano a 10 euro l'ora" a claim to check, "ho
 * fatto dieci anni in un'officina artigiana prima di entrare qui" a former job: none of them is the pay or the
 * agreement the question asks about.
 */

/** Someone other than the writer: a relative, a partner, a colleague, a friend, a neighbour. */
const OTHER_PERSON =
  /\b(?:mio|mia|i miei|le mie) (?:marito|moglie|compagn[oa]|fratell[oi]|sorell[ae]|cognat[oa]|cugin[oa]|zi[oa]|figli[oa]?|padre|madre|papa|mamma|suocer[oa]|genero|nuora|nipote|vicin[oa]|fidanzat[oa]|amic[oa])\b|\bcolleg(?:a|he|hi)\b|\bun(?:a|')? ?amic[oa]\b/;
/** The other person saying something: what follows is their claim, not a figure the writer states. */
const SAYS = /\b(?:dice|dicono|sostiene|sostengono|afferma|ha detto|hanno detto|pensa|crede|giura)\b/;
/** The writer's own person in a clause ("io", "il mio", "mi pagano"), once the other person's name is left out. */
const OF_WRITER = /\b(?:io|mi|me|mio|mia|miei|mie|noi|ci|nostr[oaie]|insieme)\b/;
/** The writer tells their own job: a first-person verb of working, their level or their agreement. */
const WRITER_WORKS =
  /\b(?:faccio (?:il|la|l'|lo)|lavoro|sono (?:un|una|il|la|l'|al|nel|nella|inquadrat\w*|assunt\w*|impiegat\w*|operai\w*|commess\w*|magazzinier\w*|apprendist\w*|dipendent\w*|part|full)|mi hanno (?:messo|inquadrat\w*|assunt\w*)|(?:il )?mio (?:livello|contratto|stipendio))\b/;

const clausesOf = (text: string) =>
  text
    .split(/(?<!\d)[.;:!?]|[.;:!?](?!\d)|,\s|\be ma\b|\bma\b/)
    .map((c) => c.trim())
    .filter(Boolean);

/**
 * The part of a clause that tells someone else's figure: what follows their saying ("mia moglie dice che me le
 * pagano a 10 euro l'ora"), or their own pay ("mia moglie ha un part-time da 900 euro", with no word of the writer
 * after their name). Undefined when the clause names nobody else or the figure is the writer's ("però i miei
 * contributi sono 215,83 e un collega dice che è troppo": the figure comes before the saying).
 */
function othersPart(clause: string): string | undefined {
  const other = OTHER_PERSON.exec(clause);
  if (!other) return undefined;
  const after = clause.slice(other.index + other[0].length);
  const says = SAYS.exec(after);
  if (says) return after.slice(says.index);
  return OF_WRITER.test(after.replace(new RegExp(OTHER_PERSON.source, 'g'), ' ')) ? undefined : after;
}

/**
 * "Sono manutentore, livello C3 … mia moglie ha un part-time da 900 euro al mese. Qual è il minimo del C3?": an
 * amount said only in clauses about (or said by) someone else is set aside, in place, when the writer tells their
 * own job elsewhere and the question is not asked of that person. Runs on the folded text, before the intent is
 * corrected by the amounts.
 */
export function dropOthersAmounts(text: string, slots: Slots): void {
  if (!slots.amounts.length || askedOfOther(text)) return;
  const clauses = clausesOf(text);
  const parts = clauses.map((clause) => ({ clause, part: othersPart(clause) }));
  if (!parts.some((p) => p.part !== undefined)) return;
  const own = parts.map(({ clause, part }) => (part ? clause.slice(0, -part.length) : clause));
  if (!WRITER_WORKS.test(own.join('. ')) && slots.level === undefined) return;
  // (A count of hours is not a pay: "10 ore di straordinario" leaves "10 euro l'ora" someone else's.)
  const money = (c: string) =>
    readAmounts(c)
      .filter((a) => a.kind !== 'hours')
      .map((a) => a.value);
  const told = new Set(parts.flatMap((p) => (p.part === undefined ? [] : money(p.part))));
  const elsewhere = new Set(own.flatMap(money));
  slots.amounts = slots.amounts.filter(
    (a) => a.kind === 'hours' || !(told.has(a.value) && !elsewhere.has(a.value)),
  );
}

/** A clause telling the job held before this one: "ho fatto dieci anni in un'officina artigiana prima di entrare qui". */
const BEFORE_THIS_JOB =
  /\bprima di (?:entrare|arrivare|venire|essere assunt\w*|lavorare) (?:qui|qua|in questa|in quest'|nell'attuale|da loro|da noi|dove sono ora)\b/;
// The writer's own background ("vengo dal commercio e con l'alimentare sto imparando", "vengo dal metalmeccanico e
// seguo un caseificio"): no agreement asked; what follows its "e" is kept, it may name the one asked.
const BACKGROUND =
  /^(?:e |ma )?(?:io )?(?:vengo|provengo|venivo) (?:dal|dalla|dall'|dai|dagli|dalle)\b(?:\s*[\w'’]+){1,4}?(?: (?:e|ed) |[.!;]?$)/i;

/**
 * The message without the comma clauses that tell a former job by "prima di entrare qui": the sector named there
 * ("un'officina artigiana") is not the agreement asked about. Kept when the clause holds the question.
 */
export function withoutEarlierJobClauses(message: string): string {
  return message
    .split(/(?<=[.!?;])\s+/)
    .map((sentence) => {
      const parts = sentence.split(/,\s+/);
      if (parts.length < 2) return sentence;
      const kept = parts
        .map((part) => (part.includes('?') ? part : part.replace(BACKGROUND, '').trim()))
        .filter((part) => part && (part.includes('?') || !BEFORE_THIS_JOB.test(readable(part))));
      if (kept.join(', ') === parts.join(', ') || !kept.length) return sentence;
      const joined = kept.join(', ').replace(/^\s*e\s+/, '');
      return /[.!?;]$/.test(joined) ? joined : `${joined}.`;
    })
    .join(' ');
}
