import type { Intent } from './request.js';

/**
 * How many days before leaving it must be said ("quanti giorni prima devo dire che me ne vado?", "quanto
 * tempo prima lo devo avvisare che vado via per sempre?"): the notice, whatever the story around it tells
 * ("mia mamma sta male" is why the worker leaves, not an illness of hers to be paid). Read on the folded text.
 */
const HOW_LONG_BEFORE = String.raw`\bquant[oiae]? (?:giorni|settimane|mesi|tempo) (?:di )?(?:prima|d'anticipo|di anticipo)\b`;
const TELL = String.raw`(?:\w+ ){0,3}?(?:dir\w*|dico|avvis\w*|comunic\w*|dare (?:il )?preavviso|avvert\w*|parlar\w*)\b`;
const LEAVING = String.raw`\b(?:me ne vado|me ne vada|ce ne andiamo|se ne va|vado via|andare via|andarmene|lascio (?:il lavoro|la famiglia|il posto)|smetto|licenziarmi)\b`;

export const LEAVING_NOTICE_RULES: [Intent, number, RegExp][] = [
  ['notice', 5, new RegExp(`${HOW_LONG_BEFORE}[^?]{0,20}?${TELL}|${HOW_LONG_BEFORE}[^?]{0,60}?${LEAVING}`)],
];
