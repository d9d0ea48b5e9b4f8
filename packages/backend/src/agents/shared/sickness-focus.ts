import { ORDINAL_WORDS, ordinalNumber } from '../../reader/ordinals.js';
import { readable } from '../../reader/text.js';
import { COMPORTO_SENTENCE } from '../comporto-cell.js';

/**
 * In a sickness-and-injury statement ("Malattia: …; … Infortunio: …"), the part of the clauses the question
 * asks: a question on being ill is not answered by the injury's INAIL clause that shares its "100%", nor one on
 * an injury by the sickness pay. A question on what is paid ("quanto spetta di malattia il primo mese", "pagati
 * al 100%") puts a clause on pay before the comporto. Returns a score to add to each clause.
 */
const SECTION = /^(Malattia|Infortunio)\b[^:]{0,40}:/;
const INJURY = /infortun|\binail\b|incident|sul lavoro\b/;
// "non è un infortunio sul lavoro", "si è fatto male fuori dal lavoro": an injury said not to be a work one is
// an illness for the agreement.
const INJURY_DENIED =
  /\bnon (?:e |era |e stato |sarebbe |si tratta di |parliamo di )?(?:un |d'|di )?infortuni\w*(?: sul lavoro| in itinere)?|\bfuori (?:dal|dall'orario di|dal posto di) lavoro\b|\bnon (?:e successo )?(?:sul|al|durante il) lavoro\b/g;
// "invece di una malattia fosse un infortunio", "anziché l'infortunio": the subject replaced is no longer asked.
const REPLACED =
  /\b(?:invece (?:di|che)|anziche|al posto (?:di|del|della|dell')|piuttosto che) ?(?:(?:una|un|uno|la|il|l') ?)?(?:malatti|infortun)\w*/g;
const SICKNESS =
  /malatti|\bmale\b|amm?al|malat[oaie]\b|influenz|febbre|ricover|certificat|\boperazion|intervento chirurgic|riabilitazion|frattur|\brott[oaie]\b|ingessat|convalescen/;
const PAY_ASKED =
  /\bquant\w* (?:\w+ ){0,2}?(?:spett|pag|prend|dann|vien|percepisc|riceve|rimbors)\w*|\bpagat[oaie]\b|\bretribu\w*|\bindennit|\bpercentual|\d+ ?%|\bin busta\b|\bsoldi\b|\bstipendio\b|\bintegrazion/;
const PAY_CLAUSE = /%|retribuzion|indennit|\bintegr|\bpag/;
// A clause on something else that is paid (a child's illness, a renewal's new permits) is not the worker's sick pay.
const OTHER_PAY = /\bfigli|\bpermess|\brinnovo\b|\bdisabil/;
const COMPORTO_ASKED = /comporto|\bposto\b|licenzi|conserv/;
// A clause that says how long the job is kept.
const KEEPS_JOB =
  /posto (?:e|è) conservat|conservazion\w* del posto|conserva(?:re)? il (?:suo )?posto|comporto (?:e|è) (?:di|pari)/i;
// What the worker receives in all (the employer's top-up to full pay), before who pays which share.
const WORKER_GETS = /\bintegr\w*|intera retribuzione/;
// Enough to outweigh the words a clause shares with the question; a clause of the other section never leads.
const PAY_BONUS = 2;
const OTHER_SECTION = -100;

// The day the injury happened, asked ("il giorno in cui è successo", "quel giorno", "il giorno stesso").
const EVENT_DAY =
  /\bgiorno (?:in cui (?:e successo|e capitato|mi sono fatt|si e fatt)|dell'infortunio|dell'incidente|stesso)|\bquel giorno\b/;
const DAY_WORD = new RegExp(`\\b(${ORDINAL_WORDS.join('|')})\\s+giorn`);

/** The day of the illness the question names ("dal quarto giorno", "il 21° giorno"), as a number. */
function dayAsked(q: string): number | undefined {
  const digits = /\b(\d{1,3})\s*°?\s*giorn/.exec(q)?.[1];
  if (digits) return Number(digits);
  const word = DAY_WORD.exec(q)?.[1];
  return word ? ordinalNumber(word) : undefined;
}

/** The part of a sickness-and-injury statement the question asks alone, if it asks one. */
export function sectionAsked(question: string): 'Malattia' | 'Infortunio' | undefined {
  const q = readable(question).replace(REPLACED, ' ');
  const injury = INJURY.test(q.replace(INJURY_DENIED, ' '));
  // ("si è fatta male mentre lavorava": being hurt is the injury told, not an illness.)
  const sickness = SICKNESS.test(injury ? q.replace(/\bfatt[oaie] male\b/g, ' ') : q);
  return injury && !sickness ? 'Infortunio' : sickness && !injury ? 'Malattia' : undefined;
}

export function sicknessFocus(clauses: readonly string[], question: string): number[] {
  const q = readable(question);
  const injury = INJURY.test(q.replace(INJURY_DENIED, ' '));
  const asked = sectionAsked(question);
  const pay = PAY_ASKED.test(q) && !COMPORTO_ASKED.test(q);
  const day = dayAsked(q);
  const eventDay = injury && EVENT_DAY.test(q);
  const keep = COMPORTO_ASKED.test(q) && !pay;
  let section: string | undefined;
  return clauses.map((clause) => {
    section = SECTION.exec(clause)?.[1] ?? section;
    let bonus = 0;
    if (asked && section && section !== asked) bonus += OTHER_SECTION;
    if (pay && PAY_CLAUSE.test(clause) && !COMPORTO_SENTENCE.test(clause) && !OTHER_PAY.test(clause))
      bonus += PAY_BONUS + (WORKER_GETS.test(clause) ? PAY_BONUS : 0);
    // "dopo quanti giorni perdo il posto?", "comporto?": the clause that keeps the job, not a renewal's note
    // that names the comporto.
    if (keep && KEEPS_JOB.test(clause) && !OTHER_PAY.test(clause)) bonus += PAY_BONUS;
    // "dal quarto giorno", "il 21° giorno": the clause of that day's band.
    if (day !== undefined && new RegExp(`\\b(?:dal|al|il) ${day}°`).test(clause)) bonus += PAY_BONUS;
    // "il giorno in cui è successo chi me lo paga?": the clause of the injury's own day.
    if (eventDay && /\bgiorno dell'infortunio\b/.test(clause)) bonus += 2 * PAY_BONUS;
    return bonus;
  });
}
