import type { Ccnl, Level } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { levelOfGrade } from '../reader/worker-grade.js';
import { gradeEntryLevel } from './grade-entry-level.js';
import { jobTerms, polarity } from './job-terms.js';
import { HEAD_FOLLOWED } from './level-score-words.js';

/**
 * A manual worker's grade told by the words the agreements' definitions use for it, not by its name: "esegue
 * lavori con normali conoscenze pratiche di mestiere" is the qualified worker, "lavori che richiedono specifica
 * capacità tecnico-pratica … lettura dei disegni" (or "conoscenze tecnico-pratiche", "legge da solo gli
 * schemi", not "leggendo gli schemi di montaggio") the specialised one, "mansioni generiche / semplici, senza
 * particolari conoscenze" (or "cose di fatica", the manovali's «lavori prevalentemente di fatica») the common one (Edilizia industria art. 77: operai comuni 1°, qualificati 2°,
 * specializzati 3°; helping a building tradesman, "aiuto il muratore", is the manovale's work, the common worker
 * for La Nazione's reading of art. 77; Operai agricoli: areas 3, 2, 1; Commercio: «operai qualificati con normali conoscenze
 * tecnico-pratiche» at the 5°). Negations count: "non specializzato" claims no specialised grade, "non
 * qualificato" is the common worker, "senza coordinare squadre" claims no head's role.
 *
 * The grade decides only in an agreement where one level's definition carries it ("operai qualificati"), only
 * for a job that leads nobody (a head's level is for the profiles to weigh), and only when the job's title is
 * not another level's profile named outright (a "commessa" is the Commercio's 4°, whatever her knowledge).
 */

export type Grade = 'comun' | 'qualificat' | 'specializzat';

// A negation and up to three words before the word it governs ("non è specializzato", "senza essere
// specializzato", "nessuna squadra da guidare"), in the same clause; "né" only after one ("senza essere
// specializzato né coordinare altri"), since "ne coordina tre" is no negation.
const NEGATION =
  /(?:\b(?:non|senza|nessun\w*|niente|priv[oa] di|anziche)|\b(?:non|senza)\b[^.;:?!]*\bne)\s+(?:[\p{L}']+\s+){0,3}$/u;

/** Each grade's words, as the definitions put them (the folded text). */
const GRADE_WORDS: Record<Grade, RegExp> = {
  comun:
    /\b(?:operai[oe]? comun[ei]|manoval\w*|mansion[ei] (?:generic[hi]e|semplici|elementari)|lavor[io] (?:semplici|generici|elementari|di fatica|di manovalanza)|(?:cose|compiti|mansioni|attivita|lavoretti|lavori|lavoro)(?: [a-z]+)? di (?:fatica|manovalanza)|aiut\w* (?:(?:il|al|lo|i|ai|gli|a) )?(?:murator|carpentier|ferraiol|piastrellist|intonacator|pontegg)\w*|attivita (?:manuali )?semplici|non richied\w* particolari (?:conoscenz|competenz|titol|capacit)\w*|senza (?:particolari |specifiche |specifici )?(?:conoscenz|competenz|capacit|titol)\w*)\b/g,
  qualificat:
    /\b(?:qualificat\w*|normal\w* (?:conoscenz|capacit|competenz|pratic)\w*|conoscenz\w* (?:pratiche )?normal\w*)\b/g,
  specializzat:
    /\b(?:specializzat\w*|specific\w* (?:capacit|conoscenz|competenz|abilit)\w*(?: \w+)? tecnic\w*|special\w* competenz\w*|(?:capacit|competenz|preparazion)\w* tecnico.?pratic\w*|(?<!normal\w{0,3} )conoscenz\w* tecnico.?pratic\w*(?! normal)|(?:legg\w*|lettura|interpret\w*) (?:da sol[oa] )?(?:(?:i|il|dei|del|di|lo) )?(?:disegn|progett|tavol)\w*|(?:legg\w*|interpret\w*) (?:gli |i )?schem\w* (?:da sol[oa]|elettric\w*)|(?:legg\w*|interpret\w*) da sol[oa] (?:gli |i )?schem\w*|su disegno)\b/g,
};

/**
 * Working alone ("lavora da solo", "sa lavorare da sola") is the qualified worker's mark beside no other; a
 * specialised worker works alone too, so the specialised words ("legge i disegni da solo") outweigh it.
 */
const ALONE = /\b(?:(?:sa|sappia|e in grado di|riesce a) lavorare da sol[oa]|lavora da sol[oa])\b/g;

/** A head's or a leading role asserted ("guida la squadra", "coordina due operai", "capo squadra"). */
const LEADS =
  /\b(?:guid\w*|coordin\w*|dirig\w*|sovrintend\w*|capo ?squadra|caposquadra|capocantiere|capo cantiere|a capo d\w*|responsabil\w* (?:di|della|del) (?:una )?(?:squadra|cantiere|gruppo))\b/g;

/** Whether a word found at `index` is governed by a negation before it. */
const negatedAt = (text: string, index: number) => NEGATION.test(text.slice(Math.max(0, index - 80), index));

function asserted(text: string, words: RegExp): { yes: boolean; no: boolean } {
  let yes = false;
  let no = false;
  for (const m of text.matchAll(words)) {
    // "non richiedono particolari conoscenze", "senza conoscenze": the negation is the common grade's own word.
    if (/^(?:non|senza)\b/.test(m[0]) || !negatedAt(text, m.index)) yes = true;
    else no = true;
  }
  return { yes, no };
}

/**
 * The grade the worker was given, not the one the tasks tell: "lo aveva messo tra i qualificati", "è inquadrato
 * come operaio comune", "assunto da specializzato". The question is whether that grade is right.
 */
const HELD_GRADE =
  /\b(?:mess[oaie]|inquadra\w*|classifica\w*|assunt\w*|pagat\w*|tenut\w*)\s+(?:tra|fra|come|nei|negli|nella|da|a|al|all'|alla)\s+(?:(?:i|gli|le|un|una|uno|l')\s*)?(?:operai\w*\s+|area\s+(?:dei|degli)\s+)?(?:comun|qualificat|specializzat)\w*/g;

/** The grade a job description tells by its words; undefined when it tells none, or more than one. */
export function describedGrade(message: string): Grade | undefined {
  const text = readable(message).replace(HELD_GRADE, ' ');
  const comun = asserted(text, GRADE_WORDS.comun);
  const specializzat = asserted(text, GRADE_WORDS.specializzat);
  const titled = asserted(text, GRADE_WORDS.qualificat);
  const alone = specializzat.yes ? { yes: false, no: false } : asserted(text, ALONE);
  const qualificat = { yes: titled.yes || alone.yes, no: titled.no || alone.no };
  // "non qualificato" is the common worker.
  const said = new Set<Grade>();
  if (comun.yes || (qualificat.no && !qualificat.yes)) said.add('comun');
  if (qualificat.yes) said.add('qualificat');
  if (specializzat.yes) said.add('specializzat');
  return said.size === 1 ? [...said][0] : undefined;
}

/** Whether the job leads others, outside any negation ("senza coordinare squadre" leads nobody). */
function leadsOthers(message: string): boolean {
  // (The head the job answers to, "seguendo le indicazioni del caposquadra", leads the worker, not the worker others.)
  const text = readable(message).replace(HEAD_FOLLOWED, ' ');
  return [...text.matchAll(LEADS)].some((m) => !negatedAt(text, m.index));
}

/** Whether an example profile's title is said in the description (its words other than rank and place). */
function titleSaid(example: string | null, message: string): boolean {
  if (!example) return false;
  const said = new Set(jobTerms(message));
  return example
    .split('/')
    .map((part) => jobTerms(part).filter((t) => t.length > 3))
    .some((part) => part.length > 0 && part.every((t) => said.has(t)));
}

/**
 * The one level whose example profiles carry the grade the worker says as a title ("sono operaio qualificato"),
 * for an agreement whose definitions do not name the grades (Metalmeccanici industria: «operaio qualificato su
 * macchine o impianti» and «montatore o assemblatore qualificato» are D2's, «operaio comune» D1's). The title
 * said outright, not the tasks that suggest a grade, decides here.
 */
function titledGradeLevel(ccnl: Ccnl, grade: Grade, message: string): string | undefined {
  const title = new RegExp(`\\boperai[oae]? ${grade}[oaie]\\b`, 'u');
  const said = readable(message);
  const at = title.exec(said);
  if (!at || negatedAt(said, at.index)) return undefined;
  const carrying = ccnl.levels.filter((l) =>
    l.examples.some((e) => new RegExp(`\\b${grade}[oaie]\\b`, 'u').test(readable(e))),
  );
  return carrying.length === 1 ? carrying[0]?.level : undefined;
}

/**
 * The level a description's grade decides in `ccnl`, or undefined; `top` is the level and the profile the
 * words matched best, kept when the description names that profile.
 */
export function describedGradeLevel(
  ccnl: Ccnl,
  message: string,
  top: { level: Level | null; example: string | null } | undefined,
  today?: string,
): { level: string; grade: Grade; titled?: true } | undefined {
  const grade = describedGrade(message);
  if (!grade || leadsOthers(message)) return undefined;
  // (A grade defined worker by worker, «operaio specializzato», starts at the lowest level naming it.)
  const defined =
    levelOfGrade(ccnl, grade, true) ?? (today ? gradeEntryLevel(ccnl, grade, today) : undefined);
  const level = defined ?? titledGradeLevel(ccnl, grade, message);
  if (!level) return undefined;
  // (The description names a profile of the best-matched level: that example or another of the same level.)
  const named =
    top?.level && (titleSaid(top.example, message) || top.level.examples.some((e) => titleSaid(e, message)));
  if (top?.level && top.level.level !== level && named) return undefined;
  // A higher level naming the same grade with a qualifier the job states («operaio specializzato con maggiore
  // autonomia esecutiva su apparati o attrezzature complessi» for "gli impianti più complessi") is kept.
  if (!defined || !top?.level || top.level.level === level)
    return { level, grade, ...(defined ? {} : { titled: true }) };
  const qualifier = new RegExp(`\\b${grade}\\p{L}* ([^,;]*)`, 'u').exec(
    readable(top.level.declaratoria ?? ''),
  )?.[1];
  const stated = polarity(message).asserted;
  // Working alone ("da solo") is every specialised worker's: the qualifier's own object (the complex plant) must be said.
  const own = (t: string) => t.length > 4 && !/^(?:autonom|maggior|esecut)/.test(t);
  if (qualifier && jobTerms(qualifier).some((t) => own(t) && stated.has(t))) return undefined;
  return defined ? { level, grade } : { level, grade, titled: true };
}
