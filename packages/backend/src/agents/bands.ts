import { withBandAhead } from './band-ahead.js';
import { categoryLead } from './category-band.js';
import { bold } from './compose.js';
import { countedSeniority } from './counted-seniority.js';
import { holidayWeeksAsDays } from './holiday-week-days.js';
import { keptBand, listedBandHeld, paidAndKeptAsked, sameBandsFigure } from './same-bands.js';
import { yearsSaid } from './shared/years-said.js';
import { topUpLead } from './sick-top-up-lead.js';

/**
 * Statements that vary by seniority ("4 settimane fino a 10 anni di anzianità, 5 settimane oltre i 10 anni",
 * "fino a 8 giorni con anzianità fino a 6 mesi, 10 da 6 mesi a 2 anni, 15 oltre i 2 anni"): the clause of the
 * band that holds the worker's years of service, read from the text, so that the answer states it first.
 */

interface Band {
  /** Years, exclusive ("oltre 10 anni"). */
  above?: number;
  /** Years, inclusive ("con 10 anni", "dal 10° anno"). */
  from?: number;
  /** Years, inclusive ("fino a 10 anni", "nei primi 18 anni"). */
  upTo?: number;
}

const NUMBER_WORDS: Record<string, number> = { un: 1, uno: 1, una: 1, due: 2, tre: 3, sei: 6, dieci: 10 };
const N = '(\\d+(?:\\.\\d+)?|un[oa]?|due|tre|sei|dieci)';
const UNIT = '(anni|anno|mesi|mese)';

function years(value: string, unit: string | undefined): number {
  const n = NUMBER_WORDS[value] ?? Number(value);
  return unit?.startsWith('mes') ? n / 12 : n;
}

/** The seniority band a clause states, or undefined when it states none. */
export function bandOf(clause: string): Band | undefined {
  // "tre anni e mezzo" is 3,5 years.
  const text = clause
    .toLowerCase()
    .replace(
      /\b(\d+|un[oa]?|due|tre|sei|dieci) anni e mezzo\b/g,
      (_m, n: string) => `${years(n, 'anni') + 0.5} anni`,
    );
  // The unit of a bare number is the next one written ("da 6 mesi a 2 anni", "oltre 10 e fino a 18 anni").
  const unitAfter = (index: number) => new RegExp(UNIT).exec(text.slice(index))?.[1];
  const band: Band = {};
  // A bare number is a length of service only before "e"/"a" and a unit ("oltre 10 e fino a 18 anni"):
  // "fino a 8 giorni" is a quantity, not a band.
  const num = `${N}(?: ${UNIT}|(?= (?:e|a) [^,;]*?\\b(?:anni|mesi)\\b))`;
  const range = new RegExp(`\\b(?:da|tra) ${num} (?:a|e) ${N} ${UNIT}`).exec(text);
  if (range) {
    band.above = years(range[1] ?? '', range[2] ?? range[4]);
    band.upTo = years(range[3] ?? '', range[4]);
    return band;
  }
  const over = new RegExp(`\\b(?:oltre|più di|piu di|superiore a) (?:i |il |gli )?${num}`).exec(text);
  if (over) band.above = years(over[1] ?? '', over[2] ?? unitAfter(over.index));
  const from = new RegExp(
    `\\b(?:con|dopo|a partire da|compiuti|al compimento di) (?:i |il |gli )?${N} ${UNIT}|\\bdal (\\d+)[°º] anno`,
  ).exec(text);
  if (from) band.from = from[3] ? Number(from[3]) - 1 : years(from[1] ?? '', from[2]);
  const upTo = new RegExp(`\\b(?:fino a(?:i|l|gli)?|nei primi|entro i|entro) ${N} ${UNIT}`).exec(text);
  if (upTo) band.upTo = years(upTo[1] ?? '', upTo[2]);
  return band.above === undefined && band.from === undefined && band.upTo === undefined ? undefined : band;
}

export function holds(band: Band, value: number): boolean {
  return (
    (band.above === undefined || value > band.above) &&
    (band.from === undefined || value >= band.from) &&
    (band.upTo === undefined || value <= band.upTo)
  );
}

/** The lowest bound of a band, to prefer the most specific of several that hold ("con 10", "con 18 anni"). */
const floor = (band: Band) => Math.max(band.above ?? -1, band.from ?? -1);

/**
 * The clause of `statement` whose seniority band holds `serviceYears`, with the quantity's unit carried over
 * from the first band when it writes a bare number ("15 oltre i 2 anni" → "15 giorni oltre i 2 anni").
 * Undefined when the statement has fewer than two bands or none holds.
 */
export function clauseForSeniority(statement: string, serviceYears: number): string | undefined {
  const clauses = statement
    .split(
      /(?<=[.;])\s+|,\s+(?=(?:\d|un |una |uno |e |ma |mentre |per |oltre |da |dal |fino |con |dopo )[^,]*?\b(?:anni|anno|mesi|mese)\b)|(?<!\bsettiman[ae])\s+e\s+(?=(?:un|una|\d+) [^,;]*?\b(?:anni|anno|mesi|mese)\b)/u,
    )
    .map((c) => c.trim())
    .filter(Boolean);
  // "per i primi 122, 153 o 214 giorni secondo l'anzianità (fino a 3 anni, da 3 a 6, oltre 6)": a list of the
  // bands' figures, cut at its commas, is no band of its own.
  const banded = clauses
    .filter((text) => !/\bsecondo l'anzianit/.test(text))
    .map((text) => ({ text, band: bandOf(text) }))
    .filter((c): c is { text: string; band: Band } => c.band !== undefined);
  // One band after a clause with none ("9 mesi, 12 mesi con più di tre anni e mezzo"): the first is the default.
  const afterDefault = banded.length === 1 && clauses.indexOf(banded[0]?.text ?? '') > 0;
  if (banded.length < 2 && !afterDefault) return undefined;
  const holding = banded.filter((c) => holds(c.band, serviceYears));
  const best = holding.sort((a, b) => floor(b.band) - floor(a.band))[0];
  if (!best) return undefined;
  // "Per anno spettano fino a 8 giorni …": the verb is said once, by the answer.
  let clause = best.text.replace(/[.;]$/, '').replace(/^[^\d]*?\bspett\w+\s+/, '');
  const bare = /^(\d+)\s+(?!giorn|settiman|ore|mes|anni)/.exec(clause);
  const unit = /\b\d+\s+(giorni(?: di calendario| lavorativi)?|settimane|ore)\b/.exec(
    banded[0]?.text ?? '',
  )?.[1];
  if (bare && unit) clause = `${bare[1]} ${unit} ${clause.slice(bare[0].length)}`;
  // "un giorno in più con 10 anni" on top of "4 settimane l'anno": the total is what the worker gets.
  const extra = /^(un|una|\d+) (giorn[oi]|settiman[ae])\b[^,;]*?\bin più/.exec(clause);
  const base = /\b(\d+) settimane\b/.exec(statement);
  if (extra && base) {
    const added = NUMBER_WORDS[extra[1] ?? ''] ?? Number(extra[1]);
    const weeks = Number(base[1]);
    const total = extra[2]?.startsWith('settiman')
      ? `${weeks + added} settimane`
      : `${weeks} settimane e ${added} ${added === 1 ? 'giorno' : 'giorni'}`;
    clause = `${total} (${clause})`;
  }
  return clause;
}

/** A clause that says its own verb ("il posto è conservato per 6 mesi"): the answer adds none. */
const OWN_VERB = /\s(?:è|sono|spetta|spettano|vale|valgono|integra|paga|pagano)\s/;

/**
 * "Con N anni di anzianità: <clause>." followed by the whole statement, when the statement has seniority
 * bands and one holds the years asked; the statement unchanged otherwise.
 */
// A service counted in months from a hire day (2.08 years: "2 anni e 1 mese"); tenths keep their own reading.
function monthsBeyond(years: number): string | undefined {
  if (Math.round(years * 100) % 10 === 0) return undefined;
  const months = Math.round((years - Math.floor(years)) * 12);
  return months > 0 && months < 12 ? `${months} ${months === 1 ? 'mese' : 'mesi'}` : undefined;
}

/** The years of service as the answer says them: "4 anni", "8 mesi", "2 anni e 1 mese". */
function serviceSaid(serviceYears: number): string {
  const months = Math.round(serviceYears * 12);
  if (serviceYears < 1) return `${months} ${months === 1 ? 'mese' : 'mesi'}`;
  if (serviceYears === 1) return '1 anno';
  const beyond = monthsBeyond(serviceYears);
  if (!beyond) return `${yearsSaid(serviceYears)} anni`;
  return `${Math.floor(serviceYears) === 1 ? '1 anno' : `${Math.floor(serviceYears)} anni`} e ${beyond}`;
}

/**
 * "con 4 anni di anzianità il posto è conservato per **9 mesi** (da 3 a 6 anni)": the job kept in the band of the
 * years told, its period first and bold, the band it belongs to after it. Undefined when the band's clause does not
 * open with the period kept (another sentence's paid days).
 */
function keptLead(kept: string, serviceYears: number): string | undefined {
  const clause = clauseForSeniority(kept, serviceYears)?.replace(/^\p{Lu}[\p{L} ]{2,30}:\s+/u, '');
  const m = clause
    ? /^(.*?)(\d+ (?:mes[ei]|giorni(?: di calendario)?|settimane|ann[oi])\b(?: \(\d+ mes[ei]\))?)\s*(.*)$/.exec(
        clause,
      )
    : undefined;
  if (!m || !/^(?:|.*\b(?:conservat\w*|comporto)\b[^\d]*)$/i.test(m[1] ?? '')) return undefined;
  const band = (m[3] ?? '').replace(/[.;,]$/, '').trim();
  return `con ${serviceSaid(serviceYears)} di anzianità il posto è conservato per ${bold(m[2] ?? '')}${band ? ` (${band})` : ''}.`;
}

export function leadWithBand(statement: string, serviceYears: number | undefined, detail = true): string {
  if (serviceYears === undefined) return statement;
  const clause = clauseForSeniority(statement, serviceYears);
  if (!clause) return statement;
  const asked = serviceSaid(serviceYears);
  // "Malattia: il posto è conservato per 6 mesi …": the clause's own label goes, and its own verb stays.
  const said = clause.replace(/^\p{Lu}[\p{L} ]{2,30}:\s+/u, '');
  const verb = OWN_VERB.test(said) ? '' : 'spettano ';
  // A follow-up that only changes the years asks the band: the other bands would restate the earlier answer.
  return detail
    ? `con ${asked} di anzianità ${verb}${said}. In dettaglio: ${onlyBandHeld(statement, serviceYears)}`
    : `con ${asked} di anzianità ${verb}${said}.`;
}

/**
 * The statement with each sentence of seniority bands reduced to the band that holds the years asked ("Per anno
 * spettano fino a 8 giorni … fino a 6 mesi, 10 da 6 mesi a 2 anni, 15 oltre i 2 anni; i primi 3 giorni al 50%"
 * with 1,5 years → "Per anno spettano 10 giorni da 6 mesi a 2 anni; i primi 3 giorni al 50%"): the other bands'
 * figures do not apply to the worker, and read beside the answer they would contradict it.
 */
export function onlyBandHeld(statement: string, serviceYears: number): string {
  return statement
    .split(/(?<=[.;])\s+/)
    .map((sentence, i, all) => {
      const found = clauseForSeniority(sentence, serviceYears);
      if (!found) return listedBandHeld(sentence, statement, serviceYears) ?? sentence;
      // ("…, 153 giorni da 3 a 6 anni e 214 giorni oltre 6 anni, poi l'80% per i giorni residui": what follows
      // every band stays after the band held.)
      const after = /,\s+((?:e )?(?:poi|quindi|successivamente|dopo di che)\b[\s\S]*?)[.;]?$/.exec(
        sentence,
      )?.[1];
      const clause = after && !found.includes(after) ? `${found}, ${after}` : found;
      // ("Malattia: il posto è conservato per 6 mesi …, 9 mesi da 3 a 6 anni" with 4 years: the sentence's words
      // before its first figure lead the later band's clause, which has none of its own.)
      const opening = /^[^\d]*/.exec(sentence)?.[0] ?? '';
      const lead =
        /^[^\d]*?\bspett\w+\s+/.exec(sentence)?.[0] ??
        (/^\d/.test(clause) && !sentence.startsWith(clause) && !clause.startsWith(opening) ? opening : '');
      const end = /[.;]$/.exec(sentence)?.[0] ?? '';
      const text = `${lead}${clause}${end}`;
      // (After a semicolon the sentence goes on in lower case.)
      return all[i - 1]?.endsWith(';') ? text : text.charAt(0).toUpperCase() + text.slice(1);
    })
    .join(' ');
}

/** Months of service a question states ("con 3 mesi di anzianità", "assunta da 4 mesi"), for banded rules. */
export function serviceMonths(text: string): number | undefined {
  const months =
    /\b(\d{1,2}) mesi (?:di )?(?:anzianit|servizio|in azienda)|\b(?:assunt[oa]|lavora|in servizio|con noi|da noi) da (\d{1,2}) mesi\b/.exec(
      text,
    );
  return months ? Number(months[1] ?? months[2]) : undefined;
}

/**
 * "Nel CCNL …, ferie: …" with the seniority band of the years asked stated first, in working days when the days
 * of a week told are asked (holiday-week-days.ts).
 */
export function bandFirst(
  line: string,
  serviceYears: number | undefined,
  detail = true,
  question = '',
  today?: string,
): string {
  const banded = bandOfYearsFirst(line, serviceYears, detail, question, today);
  // "superati i dieci anni quante settimane?": the band looked ahead to follows the band of the years now.
  const ahead = BANDED_LINE.test(line)
    ? withBandAhead(banded, line.slice(line.indexOf(': ') + 2), question, serviceYears)
    : banded;
  return holidayWeeksAsDays(ahead, question);
}

const BANDED_LINE = /^Nel [^:]+, (?:ferie|malattia e infortunio|permessi[^:]*|congedi[^:]*): /;

function bandOfYearsFirst(
  line: string,
  serviceYears: number | undefined,
  detail = true,
  question = '',
  today?: string,
): string {
  const colon = line.indexOf(': ');
  // Only holidays, sickness and leave statements ("Nel CCNL …, ferie: …"): a notice line opens with its own
  // band by level, and its text mixes level groups with bands.
  if (
    colon < 0 ||
    serviceYears === undefined ||
    !/^Nel [^:]+, (?:ferie|malattia e infortunio|permessi[^:]*|congedi[^:]*): /.test(line)
  )
    return line;
  const statement = line.slice(colon + 2);
  // An injury asked alone puts its own part first (lead.ts): the sickness's paid days are not its band.
  // (Each banded sentence keeps the band of the years told.)
  if (/^Infortunio\b[^:]{0,40}:/.test(statement))
    return `${line.slice(0, colon + 2)}${onlyBandHeld(statement, serviceYears)}`;
  // "assunto nel 2003" beside a rule counting service from 2008: the years the rule counts, named as such (the
  // statement after it says from when).
  const counted = today ? countedSeniority(statement, serviceYears, question, today) : undefined;
  if (counted)
    return bandOfYearsFirst(line, counted.years, detail, question).replace(
      `con ${counted.years} anni di anzianità`,
      `con ${counted.years} anni di anzianità utile`,
    );
  // "operaio con 22 anni": the rule of the worker's own category, never another category's band.
  const own = categoryLead(statement, question, serviceYears);
  if (own) return `${line.slice(0, colon + 2)}${own}.${detail ? ` In dettaglio: ${statement}` : ''}`;
  // The job kept asked ("quanti mesi di comporto?"): only a band of the sentences on it leads, never the paid
  // days of another sentence ("fino a 15 giorni retribuiti oltre i 2 anni"); "come comportarci" is no comporto;
  // "per quanto tempo dobbiamo tenerle il posto?" asks the job kept too. Both the paid days and the job kept asked
  // ("quanti giorni pagati e fino a quando teniamo il posto?", or a follow-up on that turn): the paid days' band,
  // then the job kept in the same band (same-bands.ts).
  const both = paidAndKeptAsked(question) ? keptBand(statement, serviceYears) : undefined;
  const paid = both ? clauseForSeniority(statement, serviceYears) : undefined;
  if (both && paid) {
    const lead = leadWithBand(statement, serviceYears, false).replace(/\.$/, '');
    return `${line.slice(0, colon + 2)}${lead}; ${both}.${detail ? ` In dettaglio: ${onlyBandHeld(statement, serviceYears)}` : ''}`;
  }
  // "l'azienda quanto deve integrare in percentuale?": the top-up's band leads, not the job kept (sick-top-up-lead.ts).
  // (Only where the band the years fall in says no pay, as the job kept: a band of paid shares answers itself.)
  const topUp =
    /^Nel [^:]+, malattia/.test(line) &&
    // ("153 giorni da 3 a 6 anni, poi l'80%": the share after the band's days is the top-up's own sentence.)
    !/%|\bintegr|\bretribu/i.test(
      (clauseForSeniority(statement, serviceYears) ?? '').split(/, poi\b/)[0] ?? '',
    )
      ? topUpLead(statement, question, (s) => onlyBandHeld(s, serviceYears), serviceSaid(serviceYears))
      : undefined;
  if (topUp)
    return `${line.slice(0, colon + 2)}${topUp}.${detail ? ` In dettaglio: ${onlyBandHeld(statement, serviceYears)}` : ''}`;
  if (
    /\bcomport[oi]\b|\b(?:conserv|ten|mantene|mantien|salva)\w*\b[^?.]{0,15}\bposto\b|\bposto di lavoro\b/.test(
      question,
    )
  ) {
    // ("… poi l'80% per i giorni residui del periodo di conservazione": a pay clause naming the period is not the job kept.)
    const sentences = statement.split(/(?<=[.;])\s+/);
    const ofPost = sentences.filter((sentence) => JOB_KEPT_SENTENCE.test(sentence));
    const kept = (
      ofPost.length ? ofPost : sentences.filter((sentence) => /\bconserv|\bcomport/i.test(sentence))
    ).join(' ');
    const same = kept ? sameBandsFigure(kept, statement, serviceYears) : undefined;
    if (same)
      return `${line.slice(0, colon + 2)}con ${serviceYears} ${serviceYears === 1 ? 'anno' : 'anni'} di anzianità il posto è conservato per ${bold(same)}. In dettaglio: ${statement}`;
    if (kept && !clauseForSeniority(kept, serviceYears)) return line;
    if (kept) {
      // The other bands' periods are not the worker's: the detail keeps only the band held.
      const lead = keptLead(kept, serviceYears) ?? leadWithBand(kept, serviceYears, false);
      return `${line.slice(0, colon + 2)}${detail ? `${lead.replace(/\.$/, '')}. In dettaglio: ${onlyBandHeld(statement, serviceYears)}` : lead}`;
    }
  }
  return `${line.slice(0, colon + 2)}${leadWithBand(statement, serviceYears, detail)}`;
}

/** A sentence on the job kept itself ("il posto è conservato per…", "conservazione del posto", "comporto"). */
const JOB_KEPT_SENTENCE = /\bposto\b[^.;]{0,20}\bconserv|\bconserv\w*[^.;]{0,20}\bposto\b|\bcomport/i;

/**
 * A short follow-up that changes only the years of service ("e se ne avesse 7?", "e con 12 anni?"): its
 * answer is the band of those years.
 */
export function yearsFollowUp(ctx: { message: string; history?: readonly string[] }): boolean {
  return (
    Boolean(ctx.history?.length) &&
    // ("E se invece fosse con noi da un anno soltanto, quanti giorni dovremmo pagarle?": one year is a band too.)
    ctx.message.trim().split(/\s+/).length <= 14 &&
    /\b(?:\d+|un|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|quindici|venti)\b/i.test(ctx.message) &&
    // ("quanti giorni le devo pagare in un anno?" asks a year's days: no length of service.)
    /\banni\b|\b(?:da|con|di|fosse|sia|avesse|ha) (?:solo |soltanto )?(?:un|1) anno\b|\bne (?:ha|avesse|abbia|avra)\b|\banzianit/i.test(
      ctx.message,
    )
  );
}
