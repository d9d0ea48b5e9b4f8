import type { Intent } from './request.js';

/**
 * Families' and domestic workers' words for a renewal and a father's leave, on the folded text beside the word
 * rules of intents.ts:
 * - "da gennaio di quanto devo aumentarla col nuovo contratto?": the renewal's tranche, not a net of the pay told;
 * - "la durata del nuovo CCNL e da quando decorre la parte economica": the agreement's validity;
 * - "mia moglie aspetta un bambino: ho qualche giorno pagato per papà?": the father's leave;
 * - "si è sposata ad agosto e me li chiede adesso, quanti giorni sono?": the marriage leave;
 * - "viene da noi trenta ore a settimana da tre anni, quanto preavviso le devo dare?": the notice asked outright,
 *   whatever weekly hours the story tells;
 * - "l'una tantum del rinnovo quanto era e quando si pagava la seconda rata?": the renewal's lump sum, when the
 *   sentence asking is about it (not a 13th's "quando si paga");
 * - "14ª: data di erogazione e retribuzione di riferimento?", "in che giorno si eroga la tredicesima?": when the
 *   extra month is paid and on which pay, not the level's minimum;
 * - "al dirigente va messo anche l'EDR?": a pay item of the payroll named, a hint of its rules (never out of scope).
 */
export const TOPIC_RULES_RT7: [Intent, number, RegExp][] = [
  [
    'renewal',
    6,
    /\bdi quanto\b[^?.]{0,30}\baument\w*[^?]{0,40}\b(?:nuov[oa] (?:contratto|ccnl|accordo)|rinnov\w*)|\b(?:nuov[oa] (?:contratto|ccnl|accordo)|rinnov\w*)\b[^?]{0,40}\bdi quanto\b[^?.]{0,30}\baument/,
  ],
  [
    'renewal',
    5,
    /\bdurata del (?:nuovo )?(?:ccnl|contratto (?:collettivo|nazionale))\b|\bdurata del nuovo contratto\b|\bdecorr\w*\b[^?]{0,40}\bparte economica\b|\bparte economica\b[^?]{0,40}\bdecorr/,
  ],
  [
    'leave',
    5,
    /\b(?:moglie|compagna|fidanzata|ragazza)\b[^?.]{0,15}\b(?:aspetta|e incinta|partorisc\w*)\b|\b(?:giorn\w*|permess\w*|congedo)\b[^?.]{0,30}\bper (?:il )?(?:papa|padre|padri|i papa)\b/,
  ],
  // "la mia badante si è sposata ad agosto, glieli devo dare ancora i giorni?": the wedding told as an event in a
  // short message that asks about days is the marriage leave.
  [
    'leave',
    5,
    /^(?=[\s\S]{0,240}$)(?=.*\b(?:mi|ti|si|ci|vi) (?:e |sono |siamo |siete )?sposat[oaie]\b)(?=.*\b(?:giorn\w*|permess\w*|congedo|spett\w*)\b)/,
  ],
  [
    'notice',
    3,
    /^(?=.*\bore (?:a |alla |la |per |ogni )?settiman|.*\bore settimanal)(?=.*\bquant\w* (?:giorni (?:di )?)?preavvis)/,
  ],
  // (Weight 1: it only tips "quando si pagava" towards the lump sum; a comparison of two agreements still wins.)
  [
    'renewal',
    1,
    /\buna ?tantum\b[^.?!;]{0,120}\b(?:quando|che mese|in che data|rat[ae])\b[^.?!;]*\?|\b(?:quando|che mese|in che data|rat[ae])\b[^.?!;]{0,80}\buna ?tantum\b[^.?!;]*\?/,
  ],
  // (Weight 2: above a pay word's hint, "retribuzione di riferimento"; below a comparison of two agreements.)
  [
    'monthly_payments',
    2,
    /\b(?:tredicesim|quattordicesim|1[34](?:a|ª)\b)[^.?!;]{0,60}\b(?:data|giorno|mese|termine|scadenza) (?:di |della |del |dell')?(?:erogazion|pagament|corresponsion|versament)|\b(?:data|giorno|mese|termine) (?:di |della |del |dell')?(?:erogazion|pagament|corresponsion)\w*[^.?!;]{0,40}\b(?:tredicesim|quattordicesim|1[34](?:a|ª)\b)|\b(?:quando|in che giorno|che giorno) (?:si |va |viene |vanno |vengono )?(?:erog|corrispond|liquid)\w*[^.?!;]{0,30}\b(?:tredicesim|quattordicesim|1[34](?:a|ª)\b)/,
  ],
  ['payroll_rules', 1, /\bedr\b|\belemento distinto della retribuzione\b/],
  // When a renewal's EDR starts or what it comes to ("edr col nuovo contratto da quando torna?", "da quando cambia
  // l'EDR della D1 e a quanto arriva?"): the renewal's figure, not the payroll rules nor a cost to compute.
  [
    'renewal',
    2,
    /\b(?:edr|elemento distinto della retribuzione)\b[^.?!]{0,80}\b(?:da quando|quando (?:cambia|arriva|torna|scatta|parte|decorre|sale)|a quanto (?:arriva|sale|passa))\b|\b(?:da quando|quando) (?:cambia|arriva|torna|scatta|parte|decorre|sale)\b[^.?!]{0,40}\b(?:edr|elemento distinto)\b/,
  ],
];
