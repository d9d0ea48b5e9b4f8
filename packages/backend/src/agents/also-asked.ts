import { MONTH_NAMES } from '../kb/format.js';
import { RELATIVE_OR_COLLEAGUE } from '../reader/asked-of-other.js';
import { asksHoursNews } from '../reader/hours-news.js';
import { outsideDomain } from '../reader/outside-work.js';
import type { Intent, TypedRequest } from '../reader/request.js';
import { HOURS_AND_ALLOWED } from '../reader/short-week-allowed.js';
import { readable } from '../reader/text.js';
import { weekFromUnitOnly } from '../reader/unit-words.js';
import type { AgentAnswer } from './answer.js';
import { askedBefore } from './asked-order.js';
import { withSubjects } from './multi-part.js';
import { NEXT_TRANCHE } from './next-after.js';
import { ordinaryNightCase } from './ordinary-night-gap.js';
import { ordinarySundayCase } from './ordinary-sunday-gap.js';

/**
 * Subjects of an agreement a question asks beside its main one, in the same clause ("orario settimanale e
 * divisore orario?", "ferie e permessi?"): each is answered on the same slots, and joins the answer when the
 * answer leaves it out. Pay figures and levels are not among them: a story names them around what it asks.
 */
const CONTRACT_SUBJECTS: ReadonlySet<Intent> = new Set([
  'working_hours',
  'hourly_rate',
  'holidays',
  'rol_ex_festivita',
  'sickness_injury',
  'probation',
  'notice',
  'seniority',
  'monthly_payments',
  'part_time',
  'apprenticeship',
  'overtime_value',
]);

const LEVELS_BELOW =
  /\b(?:livell\w*|categori\w*) (?:sotto|inferior\w*|in meno|piu bass\w*)\b|\bsotto-?inquadr\w*|\bsottoinquadr\w*/;

/** "di quanti livelli sotto lo inquadro?" asked of an apprentice: the apprenticeship's pay, not a classification. */
const apprenticeLevelsBelow = (whole: Intent, part: Intent, text: string): boolean =>
  whole === 'apprenticeship' && part === 'classification' && LEVELS_BELOW.test(readable(text));

/**
 * "orario contrattuale 40 ore settimanali … ha lavorato 42 ore: quanto le spetta?": the week told is the case the
 * extra hours are counted from, not the working time asked, unless the question asks how many hours.
 */
const weekToldOnly = (message: string): boolean =>
  !/\bquant[ea] ore\b|\b(?:orario|ore) (?:massim|di lavoro previst)\w*|\bal massimo\b|\bqual\w* (?:e )?(?:l'|il )?orario\b|\borario\b[^.?]*\?/.test(
    readable(message),
  ) && /\b\d{1,2} ore (?:settimanali|a settimana|alla settimana)\b/.test(readable(message));

export function withAlsoAsked(
  whole: AgentAnswer,
  request: TypedRequest,
  answer: (request: TypedRequest) => AgentAnswer,
  message = '',
): AgentAnswer {
  // "e se le faccio un contratto da 15 ore? si può fare?" after a minimum: the figure, then the part-time rule.
  if (
    request.intent === 'minimum_pay' &&
    request.alsoAsked.includes('part_time') &&
    request.slots.agreements.length &&
    HOURS_AND_ALLOWED.test(readable(message).trim())
  )
    return withSubjects(whole, [answer({ ...request, intent: 'part_time', alsoAsked: [] })]);
  // "quali novità economiche e di orario dal 1° gennaio 2027?": the tranche, then the working time (hours-news.ts).
  if (
    request.intent === 'renewal' &&
    request.alsoAsked.includes('working_hours') &&
    request.slots.agreements.length &&
    asksHoursNews(readable(message))
  )
    return withSubjects(whole, [answer({ ...request, intent: 'working_hours', alsoAsked: [] })]);
  if (!CONTRACT_SUBJECTS.has(request.intent) || !request.slots.agreements.length) return whole;
  const subjects = request.alsoAsked.filter(
    (i) =>
      i !== request.intent &&
      CONTRACT_SUBJECTS.has(i) &&
      // "di quanti livelli sotto lo inquadro?" of an apprentice: the apprenticeship's own pay (its levels below or
      // shares), not the full minimum of the level reached.
      !apprenticeLevelsBelow(request.intent, i, message) &&
      // ("la domenica nel mio orario normale": the schedule is the case of a Sunday premium, not asked.)
      !(
        i === 'working_hours' &&
        request.intent === 'overtime_value' &&
        (ordinarySundayCase(message) || ordinaryNightCase(message) || weekToldOnly(message))
      ),
  );
  if (!subjects.length) return whole;
  // A subject asked before the main one opens the answer before it (asked-order.ts).
  const before = askedBefore(message, request.intent, subjects);
  const ordered = [...before, ...subjects.filter((s) => !before.includes(s))];
  return withSubjects(
    whole,
    ordered.map((intent) => answer({ ...request, intent, alsoAsked: [] })),
    before.length,
  );
}

// Whole answers that say what they cannot do, or weigh agreements, answer every sentence on their own.
const ANSWERS_ALL: ReadonlySet<Intent> = new Set(['out_of_scope', 'agreement_not_covered', 'comparison']);

/**
 * A question in a sentence of its own ("la 14esima quando arriva? e dentro ci sono gli scatti?") is answered
 * apart, unless the message is outside what the product answers, or the sentence only weighs agreements ("è
 * diverso da quello di Confcommercio?"), or asks a part-timer's extra hours (supplementary work, the whole
 * answer's subject) as overtime.
 */
/** A sentence naming INAIL only as a premium or rate, with no sickness or accident in it. */
export const inailAsPremium = (text: string, cost: boolean): boolean =>
  /\binail\b/.test(text) &&
  (cost || /\bpremi[oi]\b|\btass[oi]\b|per ?mille|‰|\baliquot\w*|\d\s*%/.test(text)) &&
  !/malatti|infortun|comporto|carenza|certificato medico/.test(text);

export function answersOwnSentence(whole: Intent, part: Intent, text = ''): boolean {
  if (ANSWERS_ALL.has(whole) || ANSWERS_ALL.has(part) || part === 'classification') return false;
  // "Quante ore ho?" after a question on the ROL counts the ROL's hours, not the working week.
  if (weekFromUnitOnly(whole, part, readable(text))) return false;
  // "e quanto dovrei prendere lordo per quelle 3 ore?" after the overtime told: the hours' value, not a net pay.
  if (whole === 'overtime_value' && part === 'gross_to_net' && /\bore\b/.test(readable(text))) return false;
  return !(whole === 'part_time' && (part === 'overtime_value' || part === 'hourly_rate'));
}

// "quanto prende al mese e quanti mesi di prova fa?": the pay asked outright in a clause of its own.
const ASKS_PAY =
  /\bquant[oa] (?:(?:mi |gli |le |si )?(?:prend|guadagn|percepisc|spett)\w*|(?:devo|deve|dovrei|dovrebbe) (?:prendere|guadagnare|percepire))\b|\b(?:qual e|quanto e|quant'e) (?:il |lo |la )?(?:minimo|stipendio|paga)\b/;

/**
 * A clause asking the worker's pay beside an agreement subject (the probation, the notice, the holidays) is
 * a question of its own: pay is not among the subjects asked beside another in one clause, so without this
 * the clause was dropped silently.
 */
function asksOwnPay(whole: Intent, part: Intent, text: string): boolean {
  return part === 'minimum_pay' && CONTRACT_SUBJECTS.has(whole) && ASKS_PAY.test(readable(text));
}

// "quanto la pago all'ora e quanto mi costa al mese?": the employer's cost asked outright in a clause of its own.
const ASKS_COST =
  /\bquanto (?:mi |ci |gli |le |ti |vi )?(?:cost\w*|vien\w* a costare)\b|\bquanto (?:spend\w*|pag\w*) (?:in tutto|in totale|tutto compreso)\b/;

/**
 * A clause asking what the worker costs the employer beside a pay figure (the hourly pay, the minimum, the net)
 * is a question of its own: without this the cost was dropped silently after the figure it follows.
 */
function asksOwnCost(whole: Intent, part: Intent, text: string): boolean {
  return part === 'employer_cost' && !ANSWERS_ALL.has(whole) && ASKS_COST.test(readable(text));
}

const TRAINEESHIP = /\btirocin\w*|\bstage\b|\bstagist\w*/;
const WAGE_CALCULATIONS: ReadonlySet<Intent> = new Set([
  'gross_to_net',
  'net_to_gross',
  'employer_cost',
  'payslip_check',
]);

/**
 * A part of the question is answered apart when the question asks its subject, or (a question in a sentence
 * of its own) whatever its subject; a 13th and a 14th month go together.
 */
export function partAsked(
  request: TypedRequest,
  part: Intent,
  text: string,
  ownSentence: boolean,
  /** The whole message the part was cut from, folded (the traineeship it speaks of). */
  whole = '',
): boolean {
  const asked = new Set([request.intent, ...request.alsoAsked]);
  // "considera un premio INAIL al 6 per mille", "quanto pago di INAIL?" beside a cost: the premium, not the
  // sickness subject.
  if (part === 'sickness_injury' && inailAsPremium(readable(text), request.intent === 'employer_cost'))
    return false;
  // "… e quante settimane di contributi servono?" after the NASpI asked: a part read outside the product that names
  // no outside subject is elliptical, the earlier part's subject; the whole answer holds it.
  if (part === 'out_of_scope' && !outsideDomain(readable(text))) return false;
  if (apprenticeLevelsBelow(request.intent, part, text)) return false;
  // "un tirocinio a 250 euro al mese … quanto dovrebbe prendere?": a traineeship's allowance is not a wage (no INPS
  // share, no employee deductions table): the traineeship rule answers it, never a net-pay calculation apart.
  if (WAGE_CALCULATIONS.has(part) && TRAINEESHIP.test(`${whole} ${readable(text)}`)) return false;
  return (
    asked.has(part) ||
    asksOwnPay(request.intent, part, text) ||
    asksOwnCost(request.intent, part, text) ||
    (ownSentence && answersOwnSentence(request.intent, part, text)) ||
    (asked.has('monthly_payments') && part === 'thirteenth_pro_rata') ||
    (asked.has('thirteenth_pro_rata') && part === 'monthly_payments')
  );
}

// "Con quale decorrenza e a quanto passa il 4° livello?", "da quando e di quanto?": the day and the amount only,
// no month, year or subject of their own.
const TRANCHE_DETAIL =
  /^(?:e |ma )?(?:(?:con )?(?:quale|che) decorrenza|da quando|quando|(?:a|di) quanto\b[^?]*|quanto)(?:[ ,]+(?:e |ed )?(?:(?:con )?(?:quale|che) decorrenza|da quando|quando|(?:a|di) quanto\b[^?]*|quanto))*\??$/;

/**
 * A part the whole answer holds: one pointing back with "ne" to the earlier part's subject ("quanti contributi pago
 * io e quanti ne paga lui?"), or the day and amount of the next tranche an earlier part asks ("È previsto un
 * aumento a breve? Con quale decorrenza e a quanto passa il 4° livello?"), which the renewal answers as one.
 */
const RISE_SINCE_BEFORE =
  /\b(?:salit|aumentat|cresciut|aument\w*|(?:quanto|di quanto) in piu)\w*\b[^?]*\brispetto (?:a|al|all'?|alla) ?(?:anno prima|prima|anno precedente|mese prima|tabella (?:di )?prima|tabella precedente)\b/;
const BARE_PERSON = new RegExp(
  String.raw`^\s*(?:e|ed|ma|invece)?\s*(?:per |a |di )?(?:la |il )?${RELATIVE_OR_COLLEAGUE}\s*(?:invece)?\s*\??\s*$`,
);
const BARE_LEAD =
  /^\s*(?:e|ed|ma) (?:per|x|a) (?:il |la |lo |l'|i |gli |le |un |una |uno |un')?[a-z']+(?: [a-z']+)?\s*(?:invece)?\s*\?\s*$/;
const MONTH_OR_YEAR = new RegExp(String.raw`\b(?:${MONTH_NAMES})\b|\b20\d\d\b`);

const BARE_ENTITLEMENT =
  /^(?:e |ma )?(?:(?:le|gli|mi|ci|ti) )?(?:spett\w*|tocc\w*) (?:(?:comunque|lo stesso|ugualmente|anche) )?(?:qualcosa|qualche cosa|niente|nulla)\??$/;

// "… gliele devo pagare lo stesso? Quanto in tutto?": the sum of the earlier part's case, which the whole answer
// gives; read alone it would be the conversation's earlier question again.
const BARE_TOTAL =
  /^(?:e |ma )?(?:quant[oaie]|a quanto)(?: (?:fa|fanno|viene|vengono|e|sono|ammonta|ammontano|(?:le |gli )?devo(?: dare| pagare)?|pago|spetta|spettano))? (?:in tutto|in totale|complessivamente)\??$/;

// "… quanto le devo per quelle 4 ore? c'è la maggiorazione dello straordinario?": whether the earlier part's hours
// carry the surcharge, which the whole answer weighs; read alone it would value hours of overtime the case may not have.
const BARE_SURCHARGE =
  /^(?:e |ma )?(?:c(?:'| )?e|ci va|ci vuole|si applica|va applicata|spetta|devo (?:aggiungere|mettere|applicare)) (?:anche )?(?:la |una )?maggiorazion\w*(?: (?:dello|del|per lo|per) straordinari\w*)?\W*$/;

const COURTESY =
  /^\W*(?:ok|okay|va bene|perfetto|grazie|ok grazie|ottimo|capito|chiaro|bene)\W*(?:grazie|mille)?\W*$/;

const COURTESY_LEAD = /^(?:ok|okay|va bene|perfetto|grazie|capito)(?: grazie)?[.,!]*\s+/;

const BARE_WHEN_RISES =
  /^\W*(?:e|ed|ma)?\s*(?:da )?quando (?:(?:e )?previst\w* (?:il|un) (?:prossim\w* )?aumento|(?:si )?(?:sale|salira|aumenta|aumentera|cresce|scatta|cambia)|(?:lo|la) (?:alzano|aumentano))\W*$/;
const AREA_ELEMENT_NAMED = /\bepa\b|\belement\w* professional\w* d['’ ]?area\b/;

export function leftToWhole(part: string, earlier: readonly string[]): boolean {
  const said = readable(part);
  // "E mia cugina? Fa la badante … quanto dovrebbe prendere?": the person named alone leads the question after it.
  if (BARE_PERSON.test(said)) return true;
  // "E per il cuoco? Da aprile vorremmo prendere anche un cuoco…": a bare lead-in naming whom the next sentence
  // asks about; answered alone it would be the earlier turn's question again.
  // ("ok grazie. e x le visite mediche? …": a courtesy before it asks nothing.)
  const courtesy = earlier.every((e) => COURTESY.test(readable(e)));
  if (courtesy && BARE_LEAD.test(said.replace(COURTESY_LEAD, ''))) return true;
  if (!earlier.length) return false;
  if (/\bquant[oaie] ne\b/.test(said)) return true;
  // "E il 26 dicembre, che è sabato e non lavora? Le spetta comunque qualcosa?": a bare entitlement pointing back
  // at the earlier part's case, which the whole answer gives; read alone it names no subject.
  if (BARE_ENTITLEMENT.test(said) || BARE_TOTAL.test(said)) return true;
  if (BARE_SURCHARGE.test(said) && earlier.some((e) => /\bore\b/.test(readable(e)))) return true;
  // "e da gennaio 2026 quanto è diventato? di quanto è salito rispetto all'anno prima?": the rise to the month
  // the earlier part names, which the whole answer gives; read alone, "l'anno prima" would name another tranche.
  if (RISE_SINCE_BEFORE.test(said) && earlier.some((e) => MONTH_OR_YEAR.test(readable(e)))) return true;
  // "l'EPA quant'è? e quando sale?": the area element's next rise, which its answer gives (area-element-asked.ts).
  if (BARE_WHEN_RISES.test(said) && earlier.some((e) => AREA_ELEMENT_NAMED.test(readable(e)))) return true;
  return (
    earlier.some((e) => NEXT_TRANCHE.test(readable(e))) &&
    TRANCHE_DETAIL.test(said) &&
    !/\b20\d\d\b/.test(said) &&
    !new RegExp(String.raw`\b(?:${MONTH_NAMES})\b`).test(said)
  );
}
