import { readAmounts } from './amounts.js';
import type { Slots } from './request.js';

/**
 * The writer speaks of their own job: a first-person verb of working or being employed, or their own pay.
 * Without it the question is about the person the story names ("mia sorella fa 20 ore: quanto le spetta?").
 */
const WRITER_WORKS =
  /\b(?:faccio (?:il|la|l'|lo)|lavoro (?:come|in|nel|nella|da|per|presso|part|full|a tempo)|sono (?:inquadrat|assunt|impiegat|operai|commess|cameri|apprendist|dipendent|un |una |al |a tempo|part|full|di |livello)|(?:io )?prendo\b|guadagno\b|mi pagano|(?:la )?mia (?:paga|busta|retribuzione|ora|paga oraria)|(?:il )?mio (?:stipendio|livello|orario|lordo|netto|contratto))/;

/** The hours are a worker's the writer employs or hires ("una colf che venga 20 ore a settimana"). */
const HIRED =
  /\b(?:colf|badant\w*|baby.?sitter|domestic\w*|dipendent\w*|assum\w*|assunt\w*|commess[ao] (?:a|part)|apprendist\w*)\b/;

/** A week of hours said in a clause: "25 ore a settimana", "part-time a 20 ore". */
const hoursSaid = (clause: string, hours: number) =>
  new RegExp(`(?<![\\d.,])${String(hours).replace('.', '[.,]')}\\s*ore\\b`).test(clause);

/** Someone other than the writer, named in the clause: a relative, a colleague, a friend. */
const OTHER_PERSON =
  /\b(?:mio|mia|i miei|le mie) (?:marito|moglie|compagn[oa]|fratell[oi]|sorell[ae]|cognat[oa]|cugin[oa]|zi[oa]|figli[oa]?|padre|madre|suocer[oa]|genero|nuora|nipote|vicin[oa]|fidanzat[oa]|amic[oa])\b|\bcolleg(?:a|he|hi)\b|\bun(?:a|')? ?amic[oa]\b/;

/**
 * "Faccio il manutentore, inquadrato C3, 40 ore su 5 giorni … mia moglie fa 25 ore a settimana in un bar: qual è
 * la mia paga oraria?": hours said only in clauses about someone else are that person's, not the writer's week or
 * part-time. The week (and a part-time share read from it) is set aside, in place, when the writer speaks of their
 * own job elsewhere; a worker the writer hires ("una colf che venga 20 ore") keeps the hours.
 */
export function keepOwnHours(text: string, slots: Slots): void {
  const hours = slots.weeklyHours;
  if (hours === undefined || HIRED.test(text)) return;
  const clauses = text.split(/(?<!\d)[.;:!?]|[.;:!?](?!\d)|,\s/).map((c) => c.trim());
  const said = clauses.filter((c) => hoursSaid(c, hours));
  if (!said.length || !said.every((c) => OTHER_PERSON.test(c))) return;
  const own = clauses.filter((c) => !OTHER_PERSON.test(c)).join('. ');
  if (!WRITER_WORKS.test(own)) return;
  delete slots.weeklyHours;
  if (slots.partTimePercent !== undefined && !/part.?time|tempo parziale/.test(own))
    delete slots.partTimePercent;
  slots.amounts = slots.amounts.filter((a) => !(a.kind === 'hours' && a.value === hours));
}

/** A clause about a job held before: "prima faceva la cameriera in un hotel e prendeva 1.100 euro". */
const FORMER_JOB =
  /\bprima (?:faceva|facevo|lavorava|lavoravo|era|ero|stava|stavo)\b|\b(?:nel|al|dal) (?:vecchio|precedente) (?:lavoro|posto|datore)|\bnell'altro lavoro\b/;

/**
 * The pay of a former job told in the story ("lavora lì da tre anni, prima faceva la cameriera e prendeva 1.100
 * euro. Nella busta la paga base è 650: le sembra poco") is not a figure of the payslip asked about: an amount
 * said only in such a clause is set aside, in place, when another amount remains.
 */
export function dropFormerJobAmounts(text: string, slots: Slots): void {
  const clauses = text.split(/(?<!\d)[.;:!?]|[.;:!?](?!\d)|,\s/).map((c) => c.trim());
  const former = clauses.filter((c) => FORMER_JOB.test(c));
  if (!former.length) return;
  const current = new Set(
    clauses.filter((c) => !FORMER_JOB.test(c)).flatMap((c) => readAmounts(c).map((a) => a.value)),
  );
  const before = new Set(former.flatMap((c) => readAmounts(c).map((a) => a.value)));
  const kept = slots.amounts.filter((a) => !(before.has(a.value) && !current.has(a.value)));
  if (kept.length && kept.length < slots.amounts.length) slots.amounts = kept;
}

/** A figure the writer sets aside: "il netto l'ho visto 1382 ma non è quello che chiedo", "… ma non mi interessa". */
const SET_ASIDE =
  /\bma (?:non (?:e|mi interessa|mi serve|c'entra)|questo non (?:e|mi interessa|c'entra))\b[^.?!;]{0,40}?(?:quello che (?:chiedo|ti chiedo|voglio sapere|mi interessa)|\bil punto\b|$|[,.?!;])|\bnon (?:e|e questo) quello che (?:chiedo|ti chiedo|voglio sapere)\b/;

/** Where the clause the writer sets aside starts and where its "ma non è quello che chiedo" starts. */
function setAside(text: string): { start: number; end: number; after: number } | undefined {
  const match = SET_ASIDE.exec(text);
  if (!match) return undefined;
  const start = Math.max(
    ...['.', '?', '!', ';', ':'].map((p) => text.lastIndexOf(`${p} `, match.index) + 1),
    0,
  );
  return { start, end: match.index, after: match.index + match[0].length };
}

/** The text without the clause the writer sets aside (with its "ma non è quello che chiedo"). */
export function withoutSetAside(text: string): string {
  const span = setAside(text);
  return span ? `${text.slice(0, span.start)} ${text.slice(span.after)}` : text;
}

/**
 * "il netto l ho visto 1382 ma non e quello che chiedo: il minimo del 4 livello e giusto?": an amount said in the
 * clause the writer sets aside is not asked about. Dropped in place when the same value is said nowhere else.
 */
export function dropSetAsideAmounts(text: string, slots: Slots): void {
  const span = setAside(text);
  if (!span) return;
  const set = new Set(readAmounts(text.slice(span.start, span.end)).map((a) => a.value));
  if (!set.size) return;
  const elsewhere = new Set(
    readAmounts(text.slice(0, span.start) + text.slice(span.end)).map((a) => a.value),
  );
  slots.amounts = slots.amounts.filter((a) => !(set.has(a.value) && !elsewhere.has(a.value)));
}
