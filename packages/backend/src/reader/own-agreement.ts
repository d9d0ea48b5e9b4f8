import type { KnowledgeBase } from '../kb/knowledge-base.js';
import { readAgreements } from './agreements.js';
import { keepAskedAgreement } from './asked-agreement.js';
import { askedOfOther, withoutWriter } from './asked-of-other.js';
import { hiredUnder } from './hired-under.js';
import { readLevel } from './levels.js';
import { notHeldNamed } from './not-held.js';
import { OTHERS_PLURAL } from './other-people.js';
import { ownCooperativeAsked } from './own-cooperative.js';
import type { Slots } from './request.js';
import { RELATIVE_EMPLOYS } from './sectors.js';
import { asksWhichAgreement } from './which-agreement.js';

/**
 * An agreement the story names only as someone else's ("le colleghe delle pulizie hanno un altro contratto",
 * "mio marito ha il commercio") or as a contrast ("non il Multiservizi", "prima avevo il Turismo") is not
 * the one asked about. When the rest of the question names or implies the writer's own agreement, that one
 * is read alone. A question that compares ("chi ha più ferie, io o mia moglie?") keeps every agreement.
 * Runs on the folded text.
 */

/** Clause boundaries: punctuation, brackets and the words that open a contrast. */
const BOUNDARY =
  /[.;:!?()[\]]|,|\s(?=(?:anche se|mentre|ma|pero|tranne|a differenza|diversamente|al contrario)\b)|\s(?=(?:e |ma )?non (?:il|del|della|dello|l'|la|lo|e il|e del|e quello)\b)/;

/** Someone other than the writer, as the subject of a clause. */
const SOMEONE_ELSE = new RegExp(
  String.raw`\b(?:${OTHERS_PLURAL}|(?:i |le |gli |dei |delle |mie |miei |mio |mia |un |una |un')?(?:colleg[ahi]\w*|mio marito|mia moglie|mio compagno|mia compagna|mio fratello|mia sorella|mio cognato|mia cognata|mio cugino|mia cugina|mio zio|mia zia|mio suocero|mia suocera|mio genero|mia nuora|mio nipote|mia nipote|mio vicino|mia vicina|il mio fidanzato|la mia fidanzata|un amic[oa]|un'amica|mio amico|mia amica|altri (?:dipendenti|lavoratori|operai|impiegati)|gli altri|le altre|quelli (?:del|della|delle|dei|degli|che)|quelle (?:del|della|delle|che)|chi lavora (?:nel|nella|in|per|alla|al)))\b`,
);

/**
 * The household's own workers, named as people of the story ("tra la babysitter, la colf e la badante della nonna
 * la testa è altrove"): someone else's job unless the asking sentence speaks of them.
 */
const HOUSEHOLD_WORKER =
  /\b(?:la|le|il|i|una|un|nostra|nostro|mia|mio|sua|suo) (?:colf|badant[ei]|babysitter|baby sitter|tata|domestica|collaboratrice domestica)\b/;

/** The writer's own job told: "io lavoro in un negozio", "lavoro come magazziniere". */
const OWN_JOB = /\b(?:io )?lavoro (?:in|come|presso|da|per)\b/;

/** An institution acting in the story, not employing anyone in it: "la banca gli chiede le buste paga". */
const OUTSIDE_ACTOR =
  /\b(?:la|alla|dalla) banca (?:mi|gli|le|ci|ti|vi)? ?(?:chiede|chiedono|ha chiesto|vuole|vogliono|richiede)/;

/** A contract said to be another, a former one, or not the one applied. */
const CONTRAST =
  /\b(?:un altro|un'altra|altro|altri|diverso|diversa|differente) (?:ccnl|contratt)|\b(?:ccnl|contratt\w*) (?:divers|differen)|\bnon (?:il|del|e il|e del|e quello del|applica(?:no)? il|ho il|abbiamo il|hanno il|siamo nel|sono nel)\b|\bprima (?:avevo|avevamo|applicava(?:no)?|c'era|ero|eravamo|lavoravo|facevo|faceva|lavorava|aveva|era)|\b(?:io )?ho sempre lavorato (?:nel|nella|nei|negli|in|con)\b|\b(?:avevo|avevamo|applicava|applicavano|lavoravo|lavoravamo|era applicato|c'era) (?:il |l'|un |una |la |in |nel |nella |con |presso )|\b(?:vecchio|precedente|ex) (?:ccnl|contratto|datore|lavoro|azienda)|\banziche\b|\binvece del(?:l'|la|lo)?\b|\bpiuttosto che\b|\bnon (?:e |siamo |sono )?piu (?:il|nel|con il|sotto il)\b/;

/**
 * A clause that only denies a name right after one naming the contract ("applica il CCNL Confimi, non Confapi"): a
 * contrast too ("un ente laico, non religioso" denies no agreement).
 */
const DENIAL = /^(?:e |ma )?non [a-z']+(?: [a-z']+)?$/;
const NAMES_CONTRACT = /\b(?:ccnl|contratt\w*|applic\w*)\b/;

/**
 * The writer says the agreement is their own ("applichiamo il Multiservizi e un collega mi ha detto…", "a noi
 * applicano il commercio"): the clause is theirs, whoever else it names.
 */
const OWN_APPLIES =
  /\b(?:applichiamo|applico|(?:ci|mi|a noi|a me) (?:applica|applicano)|(?:noi )?abbiamo (?:il|la) (?:ccnl|contratto)|(?:il|col) (?:nostro|mio) (?:ccnl|contratto)|siamo (?:nel|sotto il|col|con il) (?:ccnl|contratto))\b/;

/** A clause that only names something: "il Multiservizi", "cioè quello del turismo". */
const APPOSITION =
  /^(?:cioe |ossia |ovvero |quello |quella |il |lo |la |l'|i |gli |le |del |della |dei |ccnl |contratto )(?!.*\b(?:ho|abbiamo|sono|siamo|applica\w*|mi|io)\b)/;

/** A question that compares agreements, whose every agreement is asked about. */
const COMPARES =
  /\bchi (?:ha|prende|guadagna|matura) (?:piu|meno|di piu|di meno)\b|\brispetto a|\bdifferenz|\bconfront|\bentramb|\btutti e due\b|\btutte e due\b|\bstess[oaie] (?:ferie|giorni|ore|paga|stipendio|trattamento)|\buguali?\b/;
/** "prende più di me": a comparison only when the sentence that asks says it, not a story's aside. */
const MORE_THAN_PERSON = /\bpiu (?:di|che) (?:lei|lui|loro|me)\b/;
const askingSentence = (text: string) =>
  text
    .split(/(?<=[.?!])\s+/)
    .filter((s) => s.includes('?'))
    .at(-1) ?? text;

/** The question without the clauses about someone else's contract or a contrast; undefined when none. */
export function ownClauses(text: string, people = true): string | undefined {
  const clauses = text.split(BOUNDARY).map((c) => c.trim());
  // (Only beside the writer's own job told: "io lavoro in un negozio … la colf"; otherwise the worker is the subject.)
  const household = people && OWN_JOB.test(text) && !HOUSEHOLD_WORKER.test(askingSentence(text));
  let previous = false;
  let named = false;
  const kept = clauses.filter((c) => {
    // A bare noun phrase right after such a clause names its contract ("hanno un altro contratto, il
    // Multiservizi").
    const foreign =
      (people && SOMEONE_ELSE.test(c) && !OWN_APPLIES.test(c)) ||
      (household && HOUSEHOLD_WORKER.test(c) && !OWN_APPLIES.test(c)) ||
      OUTSIDE_ACTOR.test(c) ||
      CONTRAST.test(c) ||
      (named && DENIAL.test(c)) ||
      (previous && APPOSITION.test(c) && c.split(' ').length <= 6);
    if (c) previous = foreign;
    if (c) named = NAMES_CONTRACT.test(c);
    return !foreign;
  });
  return kept.length === clauses.length ? undefined : kept.filter(Boolean).join('. ');
}

/** "applichiamo il Multiservizi", "da noi si applica il ccnl turismo": the name after the writer's own applying. */
const APPLIED_NAME =
  /\b(?:applichiamo|applico|(?:ci|mi|a noi|a me|da noi si|si) applica(?:no)?|(?:(?:noi )?abbiamo (?:il|la)|(?:il|col) (?:nostro|mio)|siamo (?:nel|sotto il|col|con il))(?= (?:ccnl|contratto)\b))\s+([^,.;:?!]{3,40})/g;

const CONTRACT_OUTRIGHT = /\b(?:ccnl|contratto)\b/;

/** The one agreement the writer says they apply, by its name; undefined when none or more than one. */
export function appliedAgreement(kb: KnowledgeBase, text: string): number | undefined {
  const ids = new Set<number>();
  for (const match of text.matchAll(APPLIED_NAME)) {
    // "il mio contratto è il Multiservizi?": a doubt about the agreement, not one the writer says applies.
    if (
      text
        .slice((match.index ?? 0) + match[0].length)
        .trimStart()
        .startsWith('?')
    )
      continue;
    const named = kb.recognise(match[1] ?? '');
    if (named.length === 1 && named[0]) ids.add(named[0].id_categoria);
  }
  return ids.size === 1 ? [...ids][0] : undefined;
}

/**
 * The slots with only the writer's own agreement, when the story also names someone else's: agreements
 * (and the level, read again in the agreement kept) changed in place. Nothing changes when the question
 * compares, or when the writer's own clauses name or imply no agreement.
 */
export function keepOwnAgreement(kb: KnowledgeBase, text: string, original: string, slots: Slots): void {
  // "… l'altra applica il chimico-farmaceutico: qual è il minimo della D1 nel chimico?": the one the ask names.
  if (keepAskedAgreement(kb, text, slots)) return;
  // "anche noi della cooperativa prendiamo la quattordicesima? è intera come nel commercio?" (own-cooperative.ts).
  if (ownCooperativeAsked(kb, text, slots)) return;
  // "mi ha parlato del commercio, un amico degli studi professionali: quale devo applicare?": the agreements
  // are the candidates being chosen between (which-agreement.ts), not someone else's.
  if (
    slots.agreements.length + slots.unknownAgreements.length === 0 ||
    COMPARES.test(text) ||
    MORE_THAN_PERSON.test(askingSentence(text)) ||
    asksWhichAgreement(text) ||
    // "mia zia ha una collaboratrice che lavora da lei … la zia va a vivere in una RSA": the relative's worker is
    // the one asked about, so the relative's clauses are the story, not someone else's job.
    RELATIVE_EMPLOYS.test(text)
  )
    return;
  // "gestiamo la mensa di una fabbrica metalmeccanica, applichiamo il turismo": the agreement the writer says
  // they apply wins over the workplace the story names.
  // "per la vendemmia assumo due operai col contratto operai agricoli" beside the FIPE of the firm's restaurant:
  // the agreement the hire is made under (hired-under.ts).
  const applied = hiredUnder(kb, text, slots.agreements) ?? appliedAgreement(kb, text);
  if (applied !== undefined && slots.agreements.length > 1 && slots.agreements.includes(applied)) {
    slots.agreements = [applied];
    delete slots.agreementsBySector;
    return;
  }
  // Someone else's clauses are dropped first; when the question is about that person ("mio fratello fa
  // l'operaio metalmeccanico, la banca gli chiede…"), only institutions and contrasts are.
  // (So is a question whose asking clause speaks of that person, "quanto gli spetta secondo il suo contratto":
  // the writer's own job told beside it is the side remark, asked-of-other.ts.)
  let read: ReturnType<typeof readAgreements> | undefined;
  const ofOther = askedOfOther(text);
  if (ofOther) {
    // "mio marito fa il muratore, io sono colf: quante ferie gli spettano?": the writer's own job dropped.
    const others = withoutWriter(text);
    const found = others === undefined ? undefined : readAgreements(kb, others);
    if (found && found.known.length + found.unknown.length) read = found;
  }
  for (const people of ofOther ? (read ? [] : [false]) : [true, false]) {
    const own = ownClauses(text, people);
    const found = own === undefined ? undefined : readAgreements(kb, own);
    if (found?.known.length) {
      read = found;
      break;
    }
  }
  // "lavoro in una farmacia privata, il titolare applica il contratto di Federfarma … una mia amica col contratto
  // del commercio": the writer's own clauses name outright only an agreement not held; the held one is the
  // other person's, so the honest gap answers.
  if (!read) read = ownNotHeld(kb, text);
  if (!read) return;
  // "sono la madre di un ragazzo assunto da un'impresa che applica il contratto edilizia industria … fa le pulizie":
  // the one agreement named outright after "contratto"/"CCNL" is not replaced by one a task word only implies.
  if (
    read.bySector &&
    !slots.agreementsBySector &&
    slots.agreements.length === 1 &&
    CONTRACT_OUTRIGHT.test(text)
  )
    return;
  // "oltre ai due alberghi … hanno un contratto loro, quello degli esercenti funiviari": an agreement named
  // outright, though not held, is not replaced by one the writer's clauses only imply by a workplace word.
  if (
    read.bySector &&
    slots.unknownAgreements.length &&
    !slots.agreements.length &&
    // (A contract spoken of: "mio marito fa il bancario, io faccio la commessa" names a job, not an agreement.)
    /\b(?:ccnl|contratt\w*)\b/.test(text) &&
    notHeldNamed(kb, text, false).some((m) => m.by !== 'word')
  )
    return;
  const same =
    read.known.length === slots.agreements.length && read.known.every((id, i) => slots.agreements[i] === id);
  if (same && !slots.unknownAgreements.length) return;
  const before = slots.agreements[0];
  slots.agreements = read.known;
  slots.unknownAgreements = read.unknown;
  if (read.bySector) slots.agreementsBySector = true;
  else delete slots.agreementsBySector;
  if (slots.agreements[0] !== before) {
    const ccnl = kb.byCategory(slots.agreements[0] ?? -1);
    const level = ccnl ? readLevel(ccnl, original, text) : undefined;
    if (level) slots.level = level;
    else delete slots.level;
  }
}

/** The agreements not held that the writer's own clauses name outright (by name, association or code), alone. */
function ownNotHeld(kb: KnowledgeBase, text: string): ReturnType<typeof readAgreements> | undefined {
  const own = ownClauses(text, true);
  if (own === undefined || !CONTRACT_OUTRIGHT.test(own)) return undefined;
  const found = readAgreements(kb, own);
  if (found.known.length || !found.unknown.length) return undefined;
  // "con il nostro contratto (Legacoop, Confcooperative, AGCI) quanto vale lo scatto?": the writer names a held one.
  if (/\b(?:nostro|mio) (?:contratto|ccnl)\b/.test(text) && readAgreements(kb, text).known.length)
    return undefined;
  return notHeldNamed(kb, own, false).some((m) => m.by !== 'word') ? found : undefined;
}
