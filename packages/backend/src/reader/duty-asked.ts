/**
 * What someone must or may do under the agreement, asked beside an uploaded document: "quanti giorni di
 * preavviso le devo dare?", "per quanti giorni le devo pagare la malattia?", "il datore può inquadrarla così in
 * basso?". A payslip or a pay sheet does not state the rule: the question asks the agreement's subject for the
 * document's case, as "quanto spetta" and "è previsto" do (document-subject.ts). Read on folded text.
 */
// (The employer's side asking what it owes: "le devo dare"; "mi devono pagare" may ask what a payslip shows.)
const OWED =
  /\b(?:le|gli|vi|li) (?:devo|dobbiamo|dovremo|dovro) (?:dare|pagare|concedere|riconoscere|lasciare|corrispondere)\b/;
/** A permission asked of the employer's side: "il datore può…", "possono farlo?", "può inquadrarla così?". */
const ALLOWED =
  /\b(?:datore(?: di lavoro)?|azienda|ditta|titolare|capo|famiglia)\b[^?.]{0,20}\b(?:puo|potrebbe)\b|\b(?:puo|possono|potrebbe|potrebbero) (?:farlo|farla|farmi|farle|farci|inquadrar\w*|metter\w*|abbassar\w*|ridurr\w*|spostar\w*|negar\w*|rifiutar\w*)\b/;

export const asksDuty = (text: string): boolean => OWED.test(text) || ALLOWED.test(text);
