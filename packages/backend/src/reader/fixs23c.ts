import { withoutMovedFrom } from './moved-from.js';
import { withoutEarlierJobClauses } from './others-figures.js';
import type { Slots, TypedRequest } from './request.js';
import { readable } from './text.js';

/**
 * Session 23 (fixs23c): the reading classes behind h57–h58 failures, read before and after the rest of the
 * reader. Each function takes the raw message or the request and returns it changed, or the same one.
 */

/** A sentence telling the writer's former job ("prima lavoravo…", "nel posto di prima", "il mio ex datore"). */
const FORMER_JOB =
  /\bprima (?:lavorav\w*|ero|stavo|facevo)\b|\bnel(?:la)? (?:posto|lavoro|ditta|azienda|impiego) (?:di prima|precedente)\b|\b(?:ex|vecchi[oa]|precedente) (?:datore|ditta|azienda|lavoro|posto|impiego|principale)\b|\bquando lavoravo (?:da|in|per|presso|all)\b/;
/**
 * Words that bring the sentence back to today's job ("ora", "adesso", "poi mi hanno assunto"; the employer's own
 * "prima lavorava da noi tramite agenzia, l'abbiamo assunto direttamente dal 1° giugno").
 */
const TODAY_JOB =
  /\b(?:ora|adesso|oggi|attualmente|invece|poi|dopo|da quando|sono passat\w*|mi hanno (?:assunt|passat)\w*|(?:abbiamo|hanno|ho) (?:poi )?assunt\w*|assunt[oaie] direttamente|in forza|trasferit\w*|nuov[oa]|offr\w*|propon\w*|propost\w*)\b/;

/**
 * "Ecco il mio caso: prima lavoravo in un'altra azienda col commercio e lì a dicembre mi hanno liquidato
 * tredicesima e quattordicesima, circa 2.100 euro. Il 1° marzo 2026 sono entrato come C3…: quanto di
 * tredicesima?": the sentences telling a former job (its agreement, its pay, what it paid at leaving) are the
 * story, not the case asked. They are left out of the reading when another sentence asks, and they carry a
 * figure or a sector the reader would take as the case's.
 */
export function withoutFormerJob(said: string): string {
  // ("passato da un negozio (commercio) a un'officina metalmeccanica": the move's origin, moved-from.ts.)
  const message = withoutEarlierJobClauses(withoutMovedFrom(said));
  const sentences = message.split(/(?<=[.!?;])\s+/);
  if (sentences.length < 2) return message;
  const kept = sentences.filter((sentence) => {
    const text = readable(sentence);
    const former = FORMER_JOB.exec(text);
    // Only a sentence (or a clause after a colon) that opens with the former job tells it: "ho cominciato come
    // C3, prima lavoravo in un'impresa artigiana" keeps the job asked about.
    const opens = former !== null && former.index - (text.lastIndexOf(':', former.index) + 1) <= 25;
    // (A sentence with no figure tells the story and may hold the subject: "… le pagava anche la tredicesima".)
    return sentence.includes('?') || !opens || !/\d/.test(text) || TODAY_JOB.test(text);
  });
  if (kept.length === sentences.length || !kept.some((s) => s.includes('?'))) return message;
  return kept.join(' ');
}

/** The last readings of a turn (after fixs22d-asks.ts). */
export function fixs23cAsks(
  request: TypedRequest,
  own: { text: string; slots: Slots },
  previous?: string,
): TypedRequest {
  return seniorityPremium(netOfStatedGross(request, own.text, own.slots), own.text, previous);
}

/** The net asked ("quanto mi resta netto", "quanto prendo in tasca", "che netto fa"). */
const NET_ASKED =
  /\bquanto (?:mi |gli |le |ci )?(?:resta|rimane|restano|rimangono|arriva|arrivano|entra|va)\b[^.?]{0,30}\b(?:nett\w*|in tasca|in busta|sul conto|pulit\w*)\b|\b(?:che|quale|quanto) (?:e il |sarebbe il |fa di |viene di )?nett[oi]\b|\bnett[oi] (?:al mese|mensil\w*|annu\w*)\b|\bin tasca\b/;

/**
 * "Ok, e di questi 1.783,75 lordi quanto mi resta netto al mese?" after a level's minimum: the net of the gross
 * the turn states, not the level's minimum again.
 */
export function netOfStatedGross(request: TypedRequest, text: string, own: Slots): TypedRequest {
  if (request.intent !== 'minimum_pay' || !NET_ASKED.test(text)) return request;
  const gross = own.amounts.filter((a) => (a.kind === 'monthly_gross' || a.kind === 'ral') && !a.perHour);
  if (gross.length !== 1) return request;
  return {
    ...request,
    intent: 'gross_to_net',
    alsoAsked: request.alsoAsked.filter((i) => i !== 'gross_to_net'),
    slots: { ...request.slots, amounts: gross },
  };
}

/**
 * A premium or increment of seniority named ("premio di anzianità", "scatti di anzianità", "elemento anzianità"),
 * or something asked as due for it ("le spetta qualcosa per l'anzianità"): not years of tenure ("anni di anzianità").
 */
const SENIORITY_ITEM =
  /\b(?:premi\w*|scatt\w*|element\w*|indennit\w*|assegn\w*) (?:di |d'|per )?anzianita\b|\b(?:qualcosa|qualche cosa|nulla|niente|spett\w*|riconosc\w*|matur\w*|quanto|import\w*|compens\w*) (?:\w+ ){0,3}?per (?:l'|la (?:sua |mia )?)?anzianita\b/;

/**
 * "premio di anzianità per un OSS con oltre 10 anni — importo e su quante mensilità": the payments asked are the
 * premium's, a seniority subject, not the agreement's 13th and 14th months.
 */
export function seniorityPremium(request: TypedRequest, text: string, previous?: string): TypedRequest {
  if (/\b(?:tredicesim|quattordicesim|13a|14a|13esim|14esim)\w*/.test(text)) return request;
  // "… le spetta qualcosa per l'anzianità? Quanto e per quante mensilità?": the second sentence, read after the
  // first, asks the same premium's payments.
  const premiumBefore =
    previous !== undefined &&
    SENIORITY_ITEM.test(readable(previous)) &&
    /^\W*(?:(?:e|ma|quindi|poi) )?(?:(?:quanto|importo) (?:e |ed )?)?(?:per|su|in)? ?quante mensilita\b[^?]*\??\s*$/.test(
      text,
    );
  if (!SENIORITY_ITEM.test(text) && !premiumBefore) return request;
  // Read as seniority already, with the payments as a second subject: they are still the premium's.
  if (request.intent === 'seniority' && /\bmensilita\b/.test(text))
    return { ...request, alsoAsked: request.alsoAsked.filter((i) => i !== 'monthly_payments') };
  if (request.intent !== 'monthly_payments') return request;
  return { ...request, intent: 'seniority', alsoAsked: request.alsoAsked.filter((i) => i !== 'seniority') };
}
