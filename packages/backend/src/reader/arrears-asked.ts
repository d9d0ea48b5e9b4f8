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
  if (request.intent === 'renewal' || !ARREARS_ASKED.test(text) || OTHER_ARREARS.test(text)) return {};
  if (!INCREASE_MISSED.test(text) && !(previous && INCREASE_MISSED.test(previous))) return {};
  if (!request.slots.agreements.length) return {};
  return { intent: 'renewal', alsoAsked: request.alsoAsked.filter((intent) => intent !== 'renewal') };
}
