import type { TypedRequest } from './request.js';

/**
 * Arrears of a renewal's tranche never applied, asked as such ("quanto ci devono di arretrati?", "a quanto
 * ammontano gli arretrati lordi per quei tre mesi?") when the turn or the one before it speaks of the tranche
 * or the increase that was not paid ("il gestionale non ha caricato la tranche di luglio", "ci hanno lasciato il
 * minimo vecchio", "l'aumento non me l'hanno messo in busta"): the renewal's arrears (agents/renewal-arrears.ts),
 * not the months paid in a year the "mensilità ordinarie" or "tredicesima" of the story would make it.
 */
const ARREARS_ASKED =
  /\b(?:quant\w*|calcol\w*|ammont\w*|import\w*|cifra)\b[^.?]{0,80}\barretrat|\barretrat\w*[^.?]{0,60}\b(?:quant\w*|ammont\w*|a quanto)\b/;
/**
 * The minimum's differences over months asked as a sum ("a quanto ammontano le differenze sul minimo da giugno a
 * novembre?", "quanto mi spetta di differenze per le mensilità ordinarie"): arrears, said without the word.
 */
export const DIFFERENCES_OVER_MONTHS =
  /\bdifferenz\w*\b[^.?]{0,60}\b(?:mensilit\w*|mesi|da (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre) (?:a|al|fino)\b)/;
const INCREASE_MISSED =
  /\b(?:tranche|trance|aument\w*|rinnov\w*|nuov[oi] minim\w*|minim\w* (?:vecchi|precedent|non aggiornat)|vecchi\w* minim|minimo di prima|tabell\w* vecchi|vecchi\w* tabell)/;
/** Arrears of pay never paid at all, of the TFR or of the una tantum are other subjects. */
const OTHER_ARREARS =
  /\bstipend\w* non (?:pagat|versat)|\bnon (?:mi |ci )?(?:pagano|hanno pagato) (?:lo stipendio|da)|\bun[ao]? tantum\b|\btfr\b/;

export function arrearsAsked(
  request: TypedRequest,
  text: string,
  previous: string | undefined,
): Partial<TypedRequest> {
  if (request.intent === 'renewal' || OTHER_ARREARS.test(text)) return {};
  if (!ARREARS_ASKED.test(text) && !DIFFERENCES_OVER_MONTHS.test(text)) return {};
  if (!INCREASE_MISSED.test(text) && !(previous && INCREASE_MISSED.test(previous))) return {};
  if (!request.slots.agreements.length) return {};
  return { intent: 'renewal', alsoAsked: request.alsoAsked.filter((intent) => intent !== 'renewal') };
}
