import type { Intent } from './request.js';
import { withoutServedEvents } from './served-events.js';
import { withoutTfrBaseMonths } from './tfr-base-months.js';

/**
 * How clients say what they ask, measured on the corpus of real questions (eval/reader): phrasings that the
 * base rules (intents.ts) miss or weigh wrong, each written for its class, not for one question. Weights as
 * in intents.ts: they add to the base rules' totals.
 */
export const PHRASING_RULES: [Intent, number, RegExp][] = [
  // A gross asked for a level ("quanto prende lordo", "quanto guadagna lordo al mese") is its minimum pay,
  // when no net is asked too.
  [
    'minimum_pay',
    3,
    /^(?!.*\bnett)(?=.*\b(?:prend\w*|guadagn\w*|percepisc\w*|spett\w*)\s+(?:di\s+)?lord[oaie]\b|.*\blord[oaie]\s+(?:al mese|mensil\w*)\b[^?]*\b(?:livell|liv\b|categori|[a-z]\d\b))/,
  ],
  // "l'ora festiva", "un'ora di notte", "l'ora di straordinario": the hour of extra work, not the hourly pay.
  [
    'overtime_value',
    3,
    /\b(?:l'|un'|all'|una |per |ogni )?or[ae] (?:di )?(?:lavoro )?(?:festiv|notturn|straordinar|domenical|di notte|la domenica)/,
  ],
  // Dressing time ("cambiarci la divisa prima del turno: quel tempo è pagato?", "la vestizione rientra
  // nell'orario?") is working time: the agreement's hours rule says whether it is inside the schedule.
  [
    'working_hours',
    4,
    /\b(?:s?vestizion\w*|tempo (?:di|per) (?:cambi\w*|vest\w*|indoss\w*))\b|\b(?:cambi\w*|mett\w*|indoss\w*|togli\w*) (?:la |le |una )?(?:divis[ae]|uniform[ei])\b[^?]{0,80}\b(?:tempo|pagat\w*|retribuit\w*|orario|conteggiat\w*)\b/,
  ],
  // A year's net asked with the deductions named ("quanto è il mio netto annuo 2026 tra INPS e IRPEF?") is the
  // net, whatever the story says of the renewal's increases or of their 5% tax around it.
  [
    'gross_to_net',
    5,
    /\bnett[oi] annu[oi]\b[^?]{0,30}\b(?:inps|irpef)\b|\b(?:inps|irpef)\b[^?]{0,30}\bnett[oi] annu[oi]\b/,
  ],
  // The divisor asked on its own ("il divisore del commercio è 168?") is the agreement's working time.
  ['working_hours', 3, /^(?!.*\b(?:paga|retribuzion|quota|valore|stipendi|prend|guadagn))(?=.*\bdivisore\b)/],
  // A payslip said to be right or wrong ("la busta paga è corretta?") is a check, whatever figure it names.
  [
    'payslip_check',
    2,
    /(?:busta paga|cedolino)\b[^?]{0,25}\b(?:e |sia |risulta )?(?:corrett|giust|regolar|sbagliat)/,
  ],
  // Part-time's own subjects: its minimum, moving to full time, the right of precedence.
  [
    'part_time',
    2,
    /minim\w* (?:del |per (?:il |un )?|in )?part.?time|part.?time\b[^?]{0,30}\bminim|passare a tempo pieno|diritto di precedenza|trasformazion\w* (?:del |a )?(?:part.?time|tempo pieno)/,
  ],
  // Whether a 13th or 14th month is due at all ("c'è la quattordicesima?", "non spetta?"), with nothing to
  // count: the agreement's payments, not a pro-rata amount.
  [
    'monthly_payments',
    4,
    /^(?!.*\b(?:quant[oiae]|calcol|import|rate[oi]|proporzion|mesi\b|pro rata|come si|assunt|licenzi|dimett|dimission))(?=.*(?:tredicesim|quattordicesim|13esim|14esim))(?=.*\b(?:spett\w*|c'e|ce|cè|previst[aoie]|si prende|si prendono|diritto|esiste|hanno|danno|pagano|prende)\b)/,
  ],
  // Bare "permessi" (no leave named) are the paid hours of ROL and ex holidays: "ferie e permessi".
  [
    'rol_ex_festivita',
    3,
    /^(?!.*(?:lutto|matrimon|studio|104|visit|sindacal|elettoral|allattament|donazion|malatti|decess|nascit|paternit|maternit|parental|congedo|mort[oaie]\b|non retribuit|soggiorno))(?=.*\bpermess[oi]\b)/,
  ],
  // A level asked with a short question after a job ("…, livello?", "…: livello?", "che qualifica?", "in che area va?"),
  // or two levels offered to choose from ("qualificato o specializzato?", "al quarto o al terzo livello?").
  [
    'classification',
    4,
    /[,:;-]\s*(?:che |quale )?(?:livello|inquadramento|qualifica|categoria)\s*\?|\bin (?:che|quale) (?:categoria|area|qualifica|fascia|livello) (?:va|rientra|sta|lo|la|metto|inquadr)|\b(?:qualificat|specializzat|comune)\w* o (?:qualificat|specializzat|comune)\w*\s*\?|\b(?:al |il |nel )?(?:primo|secondo|terzo|quarto|quinto|sesto|settimo|\d)\s*(?:°|º)?\s*o (?:al |il |nel )?(?:primo|secondo|terzo|quarto|quinto|sesto|settimo|\d)\s*(?:°|º)?\s*(?:livello)?\s*\?|\b[a-z]\d o [a-z]\d\s*\?|\b(?:categoria|livello|qualifica|fascia|area) [a-z]{1,2}\d? o [a-z]{1,2}\d?\s*\?/,
  ],
  // The level named first and then asked of the worker in the same sentence ("in busta c'è un parametro che non ci
  // torna: quale gli spetterebbe?"): the level due, over a payslip named beside it. (Not "il livello che mi spetta",
  // a relative clause: "quale" and the question mark.)
  [
    'classification',
    5,
    /\b(?:livell\w*|parametr\w*|inquadrament\w*)\b[^?.;]{0,60}?\bquale (?:(?:mi|gli|le|ci|ti) )?(?:spett(?:a|erebbe)|dovrebbe (?:avere|essere|spettare)|andrebbe)\b[^?.;]{0,30}\?/,
  ],
  // An employer's cost said with its period or scope alone ("costo mensile?", "costo az.", "costo del
  // personale").
  [
    'employer_cost',
    4,
    /\bcost[oi] (?:(?:orari\w*|mensil\w*|annu\w*) (?:e|ed) )?(?:mensil\w*|annu\w*|complessiv\w*|total\w*|aziendal\w*|az\b|del personale|per (?:il |la )?(?:datore|famiglia|titolare))/,
  ],
  // An hourly cost asked with the year's or month's is the employer's cost of the hour, not the hourly pay.
  ['employer_cost', 2, /\bcosto orario (?:e|ed) (?:annu|mensil)|\bcosto (?:annu|mensil)\w* (?:e|ed) orari/],
  // An increase asked with its month or agreement ("l'aumento di gennaio", "c'è stato un aumento?"): the
  // renewal's tranche, unless hours or leave increase (and once: a renewal named, or increases compared, are
  // weighed by their own rules).
  [
    'renewal',
    3,
    /^(?!.*(?:rinnov|confront|differenz))(?=.*\baument[oi]\b(?![^?]{0,20}\b(?:ore|orario|ferie|permess|part.?time)))/,
  ],
  // A pay the worker will get, asked in the future or conditional ("quanto arriverà in busta?"); a gross said
  // without a net ("quanto prenderò lordo al mese?") is the gross.
  [
    'gross_to_net',
    3,
    /^(?!(?!.*\bnett).*\blord[oaie]\b).*\bquanto (?:\w+ ){0,3}?(?:arriver\w*|prender(?:o|a|ai|anno|ei|ebbe|esti)|guadagner\w*|rester\w*|rimarr\w*|entrer\w*|percepir(?:o|a|ai|anno|ei|ebbe))\b[^?]*\b(?:in busta|al mese|nett|in tasca|sul conto|ogni mese)/,
  ],
  // "a quanti lordi corrispondono 1.650 netti?": the plural and inflected forms of net to gross.
  [
    'net_to_gross',
    6,
    /\bnett[oi]\b[^?]*\b(?:quant[oi]|qual[ei]?|che) (?:lord[oi]|ral)\b|\b(?:quant[oi]|qual[ei]?|che) (?:lord[oi]|ral)\b[^?]*\bnett|\bnett[oi]\b[^?]*\blord\w*[^?]*\bcorrispond/,
  ],
  // "che lordo serve", "come risalgo al lordo" from a net: net to gross.
  [
    'net_to_gross',
    4,
    /\b(?:risal\w*|arriv\w*|ricav\w*|torn\w*) (?:al|il) lordo\b|\blordo (?:che )?(?:serve|corrisponde|corrispondente)\b/,
  ],
];

/** Topic words a question sets aside ("il minimo, non il netto"): they must not choose the intent. */
const NEGATED_TOPIC =
  /\b(?:non|ne|senza) (?:(?:parlo |chiedo |mi interessa |intendo |conta |e |sia |piu )?(?:il |lo |la |i |le |del |dello |della |dei |delle |al |sul |per il |in )?)(nett[oiae]|lord[oiae]|ferie|malattia|tfr|tredicesima|quattordicesima|straordinari[oi]?|contributi|(?:periodo di )?prova)\b/g;

/**
 * "al netto del contributo al Fondo di garanzia", "al lordo e al netto dell'imposta sostitutiva": a figure
 * net of one named item (a singular article: "del contributo" even where typo-mending made it "contributi"),
 * not a net pay asked. "Al netto delle tasse / delle trattenute / dei contributi" still asks the net pay.
 */
const NET_OF_ITEM =
  /\bal (?:lordo|netto)(?: (?:e|o|che) al (?:lordo|netto))? (?:(?:(?:di|del|dello|della|dell) |dell' ?)(?!(?:irpef|inps|tass\w*|trattenut\w*|impost[ei])\b)|(?:dei|degli|delle) (?!(?:tass\w*|trattenut\w*|impost[ei]|contribut\w*|ritenut\w*|addizional\w*)\b))\S+/g;

/** The text with the figures net of one named item set aside ("al netto del contributo al Fondo di garanzia"). */
export const withoutNetOfItem = (text: string): string => text.replace(NET_OF_ITEM, ' ');

const PAY_WORD =
  /stipend|retribu|salari|\bpag[ah]\w*|€|\beuro\b|\blord|\bnett|tabellar|guadagn|\bprend\w*|\bliv(?:ello|\.|\b)|\d ?(?:°|º)|\ba quanto\b|\b(?:stess[oa]|quel(?:lo)?) minim/;

/**
 * The question as the intent rules should weigh it: topics it sets aside removed ("non del netto"), the
 * units of figures it states ("9 euro l'ora", "su divisore 173") and "senza preavviso" in a question that is
 * not about leaving (an hour changed "senza preavviso" is not a notice question).
 */
/** Overtime named as what the employer will not pay ("non voglio pagare straordinari"): not asked. */
const OVERTIME_REFUSED =
  /\b(?:non|ne|senza) (?:(?:voglio|vorrei|vogliamo|devo|dover|dovere) )?(?:pagar\w*|riconoscer\w*) (?:gli |degli |lo |dello )?straordinari\w*/g;

/**
 * A claim about how a comune's surcharge is set, asked beside a net ("quanto incasso netto? Ho letto che Padova
 * ha aliquote per scaglioni, è vero?"): checked in the answer (surcharge-bands-claim.ts), it asks no rule instead
 * of the net.
 */
export const SURCHARGE_BANDS_CLAIM =
  /\b(?:(?:ha|hanno|applica|applicano|prevede|prevedono|abbia|applichi|usa|usano)\s+(?:(?:le|delle|l'|un'|una)\s*)?(?:aliquot\w*|addizional\w*)(?:\s+(?:comunal\w*|irpef|differenziat\w*|progressiv\w*))*\s+(?:per|a|in base agli?|su)\s+(?:scaglion\w*|fasc\w*)|(?:aliquot\w*|addizional\w*)(?:\s+(?:comunal\w*|irpef))*\s+(?:e|è|sono|va|vanno)\s+(?:per|a)\s+(?:scaglion\w*|fasc\w*))/;
const BANDS_CLAIM_SENTENCE = new RegExp(`[^.?!]*${SURCHARGE_BANDS_CLAIM.source}[^.?!]*[.?!]?`, 'g');
const NET_WORD = /\bnett[oiae]\b/;

/** The asking clause without a comune's bands doubted in it when the text asks a net (a rule named there is no ask). */
export const withoutBandsClaim = (clause: string, text: string): string =>
  NET_WORD.test(text) ? clause.replace(BANDS_CLAIM_SENTENCE, ' ') : clause;

export function forScoring(text: string): string {
  // "all ora", "un ora": the apostrophe a hurried writer leaves out.
  let out = NET_WORD.test(text)
    ? text.replace(BANDS_CLAIM_SENTENCE, (sentence) => (NET_WORD.test(sentence) ? sentence : ' '))
    : text;
  out = out
    .replace(/\b(all|l|un|dell|sull) (or[ae])\b/g, "$1'$2")
    .replace(NEGATED_TOPIC, ' ')
    .replace(OVERTIME_REFUSED, ' ');
  // "aperture straordinarie", "pulizie straordinarie": an event's adjective, not overtime.
  out = out.replace(
    /\b((?:apertur|chiusur|pulizi|manutenzion|assemble|inventar|operazion|vendit)\w*) straordinari\w*/g,
    '$1',
  );
  out = withoutServedEvents(out); // "facciamo anche i matrimoni": the workplace's events (served-events.ts)
  // A pay stated per hour is a figure of the story; the hourly rate is asked only when no figure is given.
  out = out.replace(
    /\b\d+(?:[.,]\d+)?\s*(?:€|euro|eur)?\s*(?:\/\s*h\b|all'ora\b|l'ora\b|all ora\b|l ora\b|orari\b|per ora\b|x ora\b)/g,
    ' ',
  );
  // A schedule stated in hours ("20 ore settimanali") is a slot of the story: it only hints at hours asked.
  out = out.replace(
    /\b\d+(?:[.,]\d+)?\s*ore\s*(?:settimanali|a settimana|alla settimana|la settimana|per settimana)\b/g,
    ' ore ',
  );
  out = out.replace(NET_OF_ITEM, ' ');
  out = withoutTfrBaseMonths(out); // "TFR con 13ª e 14ª nella base" (tfr-base-months.ts)
  // "il bollettino scade il 10 ottobre": a payment's due day, not an agreement's expiry.
  out = out.replace(
    /\b(bollettin\w*|mav|pagopa|pagament\w*|versament\w*|f24|contribut\w*)\b([^.?!]{0,20}?)\bscad(?:e|ono|ra|ranno)\b/g,
    '$1$2 va versato',
  );
  // "260 ore in tutto, ferie comprese": what a count of hours holds, not the holidays asked.
  out = out.replace(
    /(\bore\b[^.?!]{0,80}?)(?:,\s*)?\b(?:(?:le )?(?:ferie|festivit\w*) (?:compres\w*|inclus\w*)|(?:compres\w*|inclus\w*) (?:le |i giorni di )?(?:ferie|festivit\w*))\b/g,
    '$1',
  );
  // Domestic work's night-assistance and night-presence tables name a job, not night hours to be paid extra.
  out = out.replace(/\b(assistenza|presenza) notturn[ao]\b/g, '$1 di notte');
  // "posso fare un part time da 12 ore? c'è un minimo?": with no pay word, the part-time's minimum hours.
  if (/part.?time|tempo parziale/.test(out) && !PAY_WORD.test(out))
    out = out.replace(/\bminim[oa]\b/g, 'minimo di ore');
  if (!/dimission|dimett|licenzi|mandare via|recesso/.test(out))
    out = out.replace(/\bsenza (?:alcun |nessun |dare il |il )?preavviso\b/g, ' ');
  return out;
}
