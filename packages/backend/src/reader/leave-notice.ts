/**
 * "congedo parentale a ore: con quanto preavviso deve presentare la richiesta?": the notice of a leave request is
 * the leave's rule (the agreement's or the law's), not the notice of resignation or dismissal. Runs on the folded
 * text, with a leave kind other than a bereavement named (a death ends a domestic worker's relationship).
 */
const NOTICE =
  /\bpreavvis\w*|\bavvis\w*|\b(?:quant\w*|con quant\w*) (?:giorni|tempo) (?:prima|di anticipo|in anticipo)\b|\bin anticipo\b/;
const ENDING =
  /\bdimission\w*|\bdimett\w*|\blicenzi\w*|\brecesso\b|\bcessazion\w*|\bfine (?:del )?rapporto\b|\blasciar\w* (?:il lavoro|l'aziend)|\bandarmene\b|\bmort[eoi]\b|\bdecess\w*|\bmancat[oa]\b|\b(?:il rapporto|il contratto) (?:finisce|termina|cessa)\b|\bchiuder\w* (?:il )?rapporto\b/;

export const leaveNoticeAsked = (text: string): boolean => NOTICE.test(text) && !ENDING.test(text);
