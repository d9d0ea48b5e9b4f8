import { NOT_AVAILABLE } from '../../kb/format.js';
import { terms } from '../../kb/text.js';
import { markedAsk } from '../../reader/asking-clause.js';
import { readable } from '../../reader/text.js';
import { COMPORTO_LIMIT, COMPORTO_SENTENCE } from '../comporto-cell.js';
import { daysToldFirst, daysToldLead } from './days-used-told.js';
import { comportoNamed, withLabelledPart } from './labelled-part.js';
import { sicknessFocus } from './sickness-focus.js';
import { UNUSED_CLAUSE, unusedAsked } from './unused-asked.js';

const comportoAsked = (question: string) =>
  COMPORTO_LIMIT.test(readable(question)) || comportoNamed(readable(question));

/**
 * The question a short follow-up asks ("e per un operaio con 4 anni di anzianità?" after a comporto): itself
 * with the earlier turn when that turn asked the comporto and the follow-up names no subject of its own.
 */
export function subjectOfFollowUp(message: string, previous: string | undefined): string {
  if (!previous || message.trim().split(/\s+/).length > 15 || comportoAsked(message)) return message;
  const earlier = readable(previous);
  // "dopo quanti giorni di malattia l'azienda può licenziarmi?": an illness with the dismissal it risks.
  const jobLost =
    /malatti|\bmalat[oa]\b/.test(earlier) && /licenzi|\bperd\w* il (?:posto|lavoro)\b/.test(earlier);
  const asked = comportoAsked(previous) || jobLost || /\bcomporto\b|conservazion\w* del posto/.test(earlier);
  return asked ? `${message} ${previous}` : message;
}

/**
 * The first line with its key figure in bold: a euro amount when it states one, else the statement after
 * "Nel CCNL …, subject:" up to its first clause. A gap stays as it is.
 */
export function boldLead(line: string): string {
  if (line.includes(NOT_AVAILABLE)) return line;
  const amount = /\d{1,3}(?:\.\d{3})*,\d{2} €/.exec(line);
  if (amount && / (?:è|vale) \d/.test(line)) return line.replace(amount[0], `**${amount[0]}**`);
  const verb = / è (?:di )?/.exec(line);
  const colon = line.indexOf(': ');
  let at = colon >= 0 && (!verb || colon < verb.index) ? colon + 2 : verb ? verb.index + verb[0].length : -1;
  if (at < 0) return line;
  // A category's label inside the statement ("operai: 15 giorni…", "Malattia: Per chi…") is not the figure.
  const label = colon >= 0 && at === colon + 2 ? CATEGORY_LABEL.exec(line.slice(at))?.[0] : undefined;
  if (label) at += label.length;
  const rest = line.slice(at);
  // A full stop after an abbreviation ("art. 42", "n. 3", "D.Lgs. 81") does not end the clause.
  const end = rest.search(/;|\s\(|(?<!\b(?:art|artt|n|nn|c|co|lett|pag|cfr|Lgs|lgs))\.(?:\s|$)/);
  const clause = (end < 0 ? rest : rest.slice(0, end)).trim();
  // A clause that already holds its bold figure is not bolded again (no nested "**…**…**").
  if (!clause || clause.includes('**')) return line;
  // A clause that opens with its quantity ("15 giorni di calendario retribuiti per chi…"): that quantity.
  const quantity = LEADING_QUANTITY.exec(rest)?.[0];
  if (quantity) return `${line.slice(0, at)}**${quantity}**${rest.slice(quantity.length)}`;
  // A group's own rule ("per il personale non viaggiante (art. 9) 39 ore settimanali…"): its quantity, not the
  // group's name, is the figure.
  // Not a condition on the group ("per gli intermedi con 19 anni di anzianità …"): that number is not the figure.
  const group = GROUP_LABEL.exec(rest)?.[0];
  const conditioned = group !== undefined && /\b(?:con|da|di|oltre|dopo|fino a|entro)\s$/.test(group);
  const grouped = group && !conditioned ? LEADING_QUANTITY.exec(rest.slice(group.length))?.[0] : undefined;
  if (group && grouped)
    return `${line.slice(0, at)}${group}**${grouped}**${rest.slice(group.length + grouped.length)}`;
  if (clause.length > 120) return line;
  return `${line.slice(0, at)}**${clause}**${rest.slice(clause.length)}`;
}

const CATEGORY_LABEL = /^\p{L}[\p{L} ]{1,28}: /u;
// The group a rule is for, before its quantity: "per il personale non viaggiante (art. 9) ".
const GROUP_LABEL =
  /^per (?:il|lo|la|i|gli|le|l') ?[^;:()\d]{2,60}? (?:\((?:art|artt)\. [^)]{1,20}\) )?(?=\d)/u;
// A quantity with its unit and the words that qualify the unit: "15 giorni di calendario", "3 giorni lavorativi",
// "1 mese e mezzo di calendario" (its half too, or the bold figure reads as 1 month);
// not a band's label ("fino a 5 anni: …").
const LEADING_QUANTITY =
  /^(?:fino a |almeno |massimo )?\d+(?:[.,]\d+)?(?: e mezz[oa])? (?:giorni|giorno|ore|ora|mesi|mese|settimane|settimana|anni|anno|scatti)(?: e mezz[oa])?(?: (?:di calendario|lavorativ[ie]|di lavoro effettivo|di effettivo lavoro|retribuit[ie]|biennali|triennali|l'anno|all'anno))*(?![\p{L}:])/u;
// Words a question uses for what the statements say otherwise.
export const SAME_AS: Record<string, string> = {
  comporto: 'posto conservato conservazione',
  // "prima di licenziarmi se sto male", "quanto mi tengono il posto": the comporto.
  licenzi: 'posto conservato conservazione comporto',
  'il posto': 'conservato conservazione comporto',
  'perdere il lavoro': 'posto conservato conservazione',
  'perdere il posto': 'conservato conservazione',
  inail: 'infortunio',
  lutto: 'decesso',
  maturano: 'matura maturazione',
};

// A length asked ("durata massima", "quanto dura", "per quanti mesi"), not how a period is paid ("durante").
const LENGTH_ASKED = /\bdurat[ae]\b|\bquanto (?:puo |deve )?dura(?:re)?\b|\bquanti mesi\b/;

// A limit asked ("quante ore max", "al massimo", "fino a quante ore"), not the rule around it.
const MAXIMUM_ASKED = /\b(?:max|massim[oaie]|al piu|al più)\b|\bfino a quant/;

/**
 * Clauses put in a new order keep their sentences whole: a clause that now follows a full stop starts with a
 * capital, and the last one ends with a full stop rather than the semicolon it had inside its sentence.
 */
function tidyOrder(clauses: string[]): string[] {
  return clauses.map((clause, i) => {
    let out = clause;
    if (i > 0 && /\.$/.test(clauses[i - 1] ?? '')) out = out.replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    if (i === clauses.length - 1) out = out.replace(/;$/, '.');
    return out;
  });
}

// A clause written for one category of workers ("per gli operai la gratifica…", "per gli impiegati tredicesima").
const CATEGORY_CLAUSE = {
  operai: /^(?:e |mentre )?(?:per gli|agli|gli) operai\b/i,
  impiegati: /^(?:e |mentre )?(?:per gli|agli|gli) impiegati\b/i,
} as const;
/** The category the question asks about, when it names one and not the other. */
function workerCategory(question: string): 'operai' | 'impiegati' | undefined {
  const workers =
    /\boperai[oa]?\b|\boperaie\b|\bmurator[ei]\b|\bmanoval[ei]\b|\bcarpentier[ei]\b|\bgruist[ai]\b/.test(
      question,
    );
  const clerks = /\bimpiegat[oaie]\b/.test(question);
  return workers === clerks ? undefined : workers ? 'operai' : 'impiegati';
}

// A statement longer than this is reordered so that the part the question asks about comes first.
const LONG_STATEMENT = 300;
// A question longer than this tells a story around its ask; the asking clause's words then count this much more.
const STORY = 200;
const FOCUS = 3;
const GENERIC_WORDS = 'ccnl contratto dipendente dipendenti azienda aziende';
/** A clause whose rule changes with the firm's staff ("fino a 30 dipendenti", "oltre 15 dipendenti"). */
const STAFF_BAND =
  /\b(?:fino a|oltre|più di|piu di|sopra|sotto|almeno|meno di|da) \d{1,4} (?:dipendenti|addetti)\b/i;

/**
 * A long statement with the clause that best matches the question moved to the front ("comporto" puts the
 * comporto clause of a sickness statement first), so the answer opens with what was asked.
 */
export function askedFirst(line: string, question: string): string {
  const colon = line.indexOf(': ');
  // A gap is one sentence with its reason: its clauses are not answers to reorder.
  if (line.length <= LONG_STATEMENT || colon < 0 || line.includes(NOT_AVAILABLE)) return line;
  const head = line.slice(0, colon + 2);
  const clauses = line
    .slice(colon + 2)
    .split(/(?<=[.;])\s+(?=\p{Lu}|\p{Ll})/u)
    .filter(Boolean);
  if (clauses.length < 2) return line;
  // "devono dirmi quanti giorni ho già fatto?" before the comporto: the employer's duty to tell opens.
  const told = daysToldLead(clauses, question);
  if (told > 0) return `${head}${withLabelledPart(daysToldFirst(clauses, told), told).join(' ')}`;
  // "prima di rischiare il licenziamento", "quanti giorni posso stare a casa malato": the comporto clause.
  // (An injury asked picks the injury's comporto, not the sickness's said before it.)
  const from = /infortun|\binail\b/i.test(question) ? clauses.findIndex((c) => /^Infortunio: /.test(c)) : -1;
  const comporto = comportoAsked(question)
    ? clauses.findIndex((c, i) => i >= Math.max(from, 0) && COMPORTO_SENTENCE.test(c))
    : -1;
  if (comporto > 0) return `${head}${withLabelledPart(clauses, comporto).join(' ')}`;
  // "che fine fanno i ROL non goduti?": the clause on the hours not taken, whatever acronym the others share.
  const unused = unusedAsked(readable(question)) ? clauses.findIndex((c) => UNUSED_CLAUSE.test(c)) : -1;
  if (unused > 0) return `${head}${withLabelledPart(clauses, unused).join(' ')}`;
  // The question's own words count fully, the words it stands for ("inail" → "infortunio") half; an
  // acronym the clause writes in capitals (INAIL, ROL, TFR) names its subject exactly and counts double.
  // A year the question dates itself by ("nel 2026") is not its subject: a transitional clause dated 2026 is not asked.
  const asked = new Set(terms(question).filter((t) => !/^(?:19|20)\d\d$/.test(t)));
  // The statement's one-word subject ("ferie" of "Nel CCNL …, ferie:") is what every clause is about, even
  // the first one that does not repeat it ("4 settimane di calendario"): it tells none of them apart, and
  // "quanti giorni di ferie" does not ask the clause on sickness during the holidays because it says "ferie".
  // A subject of several words ("malattia e infortunio") keeps them: naming one part picks that part.
  const subject = terms(head.slice(head.lastIndexOf(', ') + 2, colon));
  const lead = subject[0] ?? '';
  if (subject.length === 1 && asked.has(lead) && !terms(clauses[0] ?? '').includes(lead)) asked.delete(lead);
  // Nor do the words that name an agreement ("col ccnl", "il contratto") or the parties ("dipendente",
  // "azienda"): a clause dated by "il CCNL definitivo del 2017" is not what "quanto dura l'apprendistato" asks.
  for (const t of terms(GENERIC_WORDS)) asked.delete(t);
  // A clause for a length of service ("un giorno in più con 10 anni di anzianità") answers only a question
  // that states one: otherwise the general rule stays first.
  const unitWord = /\bquant[oiae]\s+(\p{L}+)/iu.exec(question)?.[1]?.toLowerCase();
  const unit = terms(unitWord ?? '')[0];
  // "quante ore": a clause that counts in that unit ("40 ore settimanali") states the figure asked.
  const counted = unitWord ? new RegExp(`\\d+(?:[.,]\\d+)?\\s+${unitWord}\\b`, 'i') : undefined;
  const maximumAsked = MAXIMUM_ASKED.test(readable(question));
  const lengthAsked = LENGTH_ASKED.test(readable(question));
  const statesService = /\b\d{1,2}\s+anni\b|\banzianit/i.test(question);
  const sameAs = (text: string) =>
    terms(
      Object.entries(SAME_AS)
        .filter(([word]) => text.toLowerCase().includes(word))
        .map(([, words]) => words)
        .join(' '),
    );
  const also = new Set(sameAs(question).filter((t) => !asked.has(t)));
  // In a story, the words of the clause that asks weigh more than those of the story around it ("…sono a
  // casa da tre mesi con 2 anni di anzianità: quanto dura il periodo di comporto?" asks the comporto).
  const ask = question.length > STORY ? markedAsk(question) : '';
  // The words the ask stands for ("comporto" → "posto conservato") are its subject there, and count fully.
  const askSame = new Set(sameAs(ask));
  const focus = new Set([...terms(ask), ...askSame]);
  const category = workerCategory(readable(question));
  const resignationAsked = /dimission|dimett|dimess/i.test(question);
  const onResignation = (clause: string) => {
    let i = clauses.indexOf(clause);
    while (i > 0 && clauses[i - 1]?.trimEnd().endsWith(';')) i -= 1;
    for (let j = i; j < clauses.length; j += 1) {
      if (/dimission|dimett/i.test(clauses[j] ?? '')) return true;
      if (!clauses[j]?.trimEnd().endsWith(';')) break;
    }
    return false;
  };
  // "che ne ha 35 di dipendenti?", "con 8 addetti": the firm's size told picks the clause whose rule varies with it
  // ("16 ore settimanali nelle aziende fino a 30 dipendenti e di 18 ore in quelle più grandi").
  const staffTold = /\b\d{1,4}\s+(?:di\s+)?(?:dipendenti|addetti)\b/i.test(readable(question));
  const illnessOnly =
    /malatti|influenz|febbre|certificat\w* medic|ammalat|\bmalat[oa]\b/i.test(question) &&
    !/infortun|\binail\b|incident|fatt\w* male|\bcadut/i.test(question);
  const groundStaff = GROUND_STAFF.test(readable(question));
  const score = (clause: string) => {
    const acronyms = new Set(terms((clause.match(/\b[A-Z]{3,}\b/g) ?? []).join(' ')));
    const forService =
      !statesService && /\bcon \d{1,2} anni\b|\b(?:oltre|da) \d{1,2}(?: a \d{1,2})? anni\b/.test(clause);
    const words = [...new Set(terms(clause))];
    let sum = words.reduce(
      (total, t) => {
        if (t === unit) return total;
        const weight = asked.has(t) ? (acronyms.has(t) ? 2 : 1) : askSame.has(t) ? 1 : also.has(t) ? 0.5 : 0;
        return total + (focus.has(t) ? weight * FOCUS : weight);
      },
      forService ? -1 : 0,
    );
    // The unit asked ("quanti mesi") picks among clauses on the subject, never alone.
    if (sum > 0 && unit && words.includes(unit)) sum += 1;
    if (sum > 0 && counted?.test(clause)) sum += 1;
    // "quante ore max", "al massimo": the clause that states the maximum answers it before the rest or the rules.
    if (sum > 0 && maximumAsked && /\bmassim/i.test(clause)) sum += 2;
    // "durata massima dell'apprendistato?": the clause that states a length in months answers it before the rules
    // around it ("dai 18 ai 29 anni" is an age, not a length).
    if (sum > 0 && lengthAsked && /\b\d+ mesi\b/i.test(clause)) sum += 2;
    if (staffTold && STAFF_BAND.test(clause)) sum += 3;
    // An illness told without an accident ("certificato per influenza") is not asked by the injury's clause.
    if (illnessOnly && /infortun|\binail\b/i.test(clause)) sum = Math.min(sum, 0);
    // "posso licenziare la badante?": the clause of a sentence on resignations ("…si dimezzano; per i rapporti
    // sotto le 25 ore restano gli stessi del licenziamento") answers only a question that asks about resigning.
    if (!resignationAsked && onResignation(clause)) sum = Math.min(sum, 0);
    // "per un operaio edile": the clause for the other category ("per gli impiegati …") is not asked, the
    // category's own clause ("per gli operai …") is.
    if (category && CATEGORY_CLAUSE[category === 'operai' ? 'impiegati' : 'operai'].test(clause))
      sum = Math.min(sum, 0);
    else if (category && CATEGORY_CLAUSE[category].test(clause)) sum += 2;
    // "il personale di magazzino", "un impiegato": the travelling staff's clause is not theirs (the word
    // "personale" they share does not make it asked).
    if (groundStaff && TRAVELLING_CLAUSE.test(clause)) sum = Math.min(sum, 0);
    // A long clause meets many of a story's words by chance: what counts there is how much of it is asked.
    return ask ? sum / Math.sqrt(Math.max(1, words.length)) : sum;
  };
  // Sickness or injury, pay or comporto: the part of a sickness statement the question asks.
  const section = sicknessFocus(clauses, question);
  const total = (i: number) => score(clauses[i] ?? '') + (section[i] ?? 0);
  let best = 0;
  clauses.forEach((_, i) => {
    if (total(i) > total(best)) best = i;
  });
  if (best === 0 || keepsCountedAmount(clauses, best, ask || question)) return line;
  return `${head}${tidyOrder(withLabelledPart(clauses, best)).join(' ')}`;
}

/** Staff who do not drive ("magazziniere", "personale di magazzino", "impiegato", "non viaggiante"). */
const GROUND_STAFF = /\bmagazzin\w*|\bimpiegat[oaie]\b|\bnon viaggiante\b|\bufficio\b/;
/** A clause for the travelling staff ("per il personale viaggiante …"), not for the staff who do not travel. */
const TRAVELLING_CLAUSE = /(?<!\bnon )\bviaggiante\b|\bconducent|\bautist/i;

// "quanti giorni di ferie gli spettano?": a count of days, weeks or hours asked of the subject.
const COUNT_ASKED = /\bquant[ioe]\s+(?:giorni|settimane|ore)\b/i;
// A clause that states such a count in digits ("4 settimane", "160 ore", "26 giorni", "un giorno in più").
const STATES_COUNT = /\b(?:\d+(?:[.,]\d+)?\s+(?:giorn[oi]|settiman[ae]|or[ae])|un giorno|una settimana)\b/i;

/**
 * The amount asked stays first: a story around "quanti giorni di ferie gli spettano?" ("le ferie gliele
 * decidono loro ad agosto") must not move a clause on when they are taken, which states no such count, before
 * the first clause that does state it (realconv13).
 */
export function keepsCountedAmount(clauses: readonly string[], best: number, ask: string): boolean {
  return (
    COUNT_ASKED.test(readable(ask)) &&
    STATES_COUNT.test(clauses[0] ?? '') &&
    !STATES_COUNT.test(clauses[best] ?? '')
  );
}
