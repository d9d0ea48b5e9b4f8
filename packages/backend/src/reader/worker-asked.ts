import type { TypedRequest } from './request.js';

/**
 * Session 25 (fixs25d): the worker a question names qualifies its ask, it is not a subject of its own. Read on
 * the folded text of the turn, after the other last readings; each function returns the request changed, or
 * the same one.
 */

/** An apprentice named in the turn, as a person ("un apprendista", "l'apprendista", "apprendisti"). */
const APPRENTICE = /\bapprendist[ae]\b|\bapprendisti\b/;
/** The apprentice's pay asked ("come retribuzione", "retribuito come", "pagato come", "che paga"). */
const PAY_WORDS =
  /\bcome (?:retribuzione|paga|stipendio|trattamento)\b|\b(?:retribuit|pagat|trattat)\w* come\b|\b(?:che|quale) (?:paga|retribuzione)\b|\bquanto (?:prende|percepisce)\b|\b(?:lo|la|li|le) pag(?:o|hiamo|a)\b|\bpagarl[oaie]\b|\bretribuirl[oaie]\b/;
/** A subject of the apprenticeship itself: its length, its pay, its training, its shares. */
// ("quanto può durare l'apprendistato?": the apprenticeship itself, named as such, is asked too.)
const APPRENTICESHIP_SUBJECT =
  /\bapprendistato\b|\bdurata (?:dell'|del )?apprendistat\w*|\bquanto dura (?:l'|il )?apprendistat\w*|\bpercentual\w*|\bretribu\w*|\bpag[ao]\b|\bstipendi\w*|\bformazion\w*|\bquanto prende\b|\bpiano formativ\w*/;

/**
 * "apprendista destinato al 4° livello: dopo i primi sei mesi a che livello passa come retribuzione e fino a quale
 * mese?": the level an apprentice is paid as, period by period, is the apprenticeship's pay, not a classification.
 * "a che livello va inquadrato l'apprendista?" (no pay word) stays a classification.
 */
export function apprenticePaidAs(request: TypedRequest, text: string, previous?: string): TypedRequest {
  // ("sempre lui: dal 15° mese come quale livello lo pago?": the apprentice named in the turn before.)
  const apprentice = APPRENTICE.test(text) || (previous !== undefined && APPRENTICE.test(previous));
  if (request.intent !== 'classification' || !apprentice || !PAY_WORDS.test(text)) return request;
  return {
    ...request,
    intent: 'apprenticeship',
    alsoAsked: request.alsoAsked.filter((i) => i !== 'apprenticeship' && i !== 'classification'),
  };
}

/**
 * "e se invece prendo un apprendista quanto dura la prova? max": the apprentice is whose probation is asked; the
 * apprenticeship's own rules (pay shares, length) are not asked beside it.
 */
export function apprenticeAsWorker(request: TypedRequest, text: string): TypedRequest {
  if (request.intent !== 'probation' || !request.alsoAsked.includes('apprenticeship')) return request;
  if (!APPRENTICE.test(text) || APPRENTICESHIP_SUBJECT.test(text)) return request;
  return { ...request, alsoAsked: request.alsoAsked.filter((i) => i !== 'apprenticeship') };
}

/** This module's readings, in order (`previous`: the turn before, folded, when there is one). */
export function workerAsked(request: TypedRequest, text: string, previous?: string): TypedRequest {
  return apprenticeAsWorker(apprenticePaidAs(request, text, previous), text);
}
