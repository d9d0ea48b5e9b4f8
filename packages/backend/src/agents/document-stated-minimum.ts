import { asksAgreementOfDocument } from '../reader/document-subject.js';
import type { TypedRequest } from '../reader/request.js';

/**
 * A minimum a payslip or letter states, checked against the agreement's table of the day (fixs33i): the
 * textile payslips' "Elemento retributivo nazionale (ERN)" line, a letter's "minimo tabellare mensile lordo
 * euro 1.964,74" written in a sentence. Read beside the labels document-facts.ts already weighs.
 */

// The textile agreements' minimum, written "Elemento retributivo nazionale (ERN)" or "ERN" on a payslip.
export const ERN_LABEL = /^(?:elemento retributivo nazionale(?:\s*\(e\.?r\.?n\.?\))?|e\.?r\.?n\.?)$/i;

// "minimo tabellare mensile lordo euro 1.964,74", "minimo contrattuale di € 1.850,00": a minimum in a sentence.
// ("minimo conglobato di 3° livello pari a euro 1.878,05": the level named before the figure is no figure.)
// (The building agreements' own names: "minimo di stipendio mensile 1.601,02" for clerks, "minimo di paga base".)
const WRITTEN_MINIMUM =
  /\bminimo (?:tabellare|contrattuale|conglobato|di stipendio|di paga(?: base)?)(?: mensile)?(?: lordo)?(?: mensile)?(?: (?:di|del) (?:\d°?|[a-z]\d) livello)?\b[^\d\n]{0,20}?(\d{1,3}(?:\.\d{3})*,\d{2})\b/i;

// "euro 2.049,91, pari al minimo contrattuale della categoria": the figure, then the minimum it is said to be.
const MINIMUM_AFTER =
  /(\d{1,3}(?:\.\d{3})*,\d{2})\b[^\d\n]{0,12}?\b(?:pari|corrispondente|equivalente|uguale) al minimo (?:tabellare|contrattuale|conglobato)\b/i;

/** A label of a yearly figure or of a minimum ("Retribuzione: minimo di stipendio mensile"): no month's whole gross. */
export const notGross = (label: string): boolean => /annu|\bminim[oi]\b/i.test(label);

/** The monthly minimum a document writes in a sentence, or undefined. */
export function writtenMinimum(text: string | undefined): number | undefined {
  const figure =
    text === undefined ? undefined : (WRITTEN_MINIMUM.exec(text) ?? MINIMUM_AFTER.exec(text))?.[1];
  const value = figure ? Number(figure.replace(/\./g, '').replace(',', '.')) : Number.NaN;
  return value >= 100 ? value : undefined;
}

// "è giusto? e se no di quanto è sotto?", "di quanto è la differenza al mese?": the document's figure weighed.
// ("il mio lordo va bene?", "torna?", "mi manca qualcosa?": the same doubt.)
const SHORT_ASKED =
  /\b(?:giust[oaie]|corrett[oaie]|aggiornat[oaie]|sbagliat\w*|torna(?:no)?|va bene|a posto|manca(?:no)? qualcosa)\b|\bdi quanto (?:e |sono |sta )?(?:sotto|in meno|inferiore)\b|\bquanto (?:mi |le |gli |ci )?manca\b|\bdifferenz\w* (?:al|a|per) mese\b/;

// A payslip or a hiring letter: a document that states the worker's own pay.
const OWN_PAY_DOCUMENT = /\bcedolino\b|\bbusta paga\b|\blettera di assunzione\b|\bproposta di assunzione\b/i;

/**
 * "da gennaio c'è stato un aumento ma in busta la cifra è la stessa: l'ERN è giusto?": a renewal the worker
 * heard of, asked as a doubt of the payslip's own figure, is the minimum check of that figure.
 */
export function renewalDoubtsDocument(req: TypedRequest, question: string, text = ''): boolean {
  return req.intent === 'renewal' && SHORT_ASKED.test(question) && OWN_PAY_DOCUMENT.test(text);
}

/**
 * A level's increase asked beside a leaflet or a circular: the agreement's tranche, not the document's pay
 * checked; a payslip's or letter's own figure doubted is checked instead.
 */
export function asksTrancheBesideDocument(req: TypedRequest, question: string, text: string): boolean {
  return (
    req.intent === 'renewal' &&
    asksAgreementOfDocument(req.intent, question) &&
    !renewalDoubtsDocument(req, question, text)
  );
}
