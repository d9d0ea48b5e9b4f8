import type { TypedRequest } from './request.js';
import { taxAcrossYears } from './tax-across-years.js';
import { readable } from './text.js';

/**
 * Session 23 (fixs23a): a rule of an agreement or of the law that someone states and the user asks to confirm
 * ("è vero che i primi 3 giorni di malattia non li paga nessuno?", "il mio capo dice che in prova non mi spettano
 * le ferie", "mi hanno detto che con il part-time non maturo la 14esima", "confermi che …?", "…, giusto?"). The
 * claim is the clause after the words that introduce it ("è vero che", "dice che", "mi hanno detto che",
 * "confermi che"), or the sentence that asks; `negated` when it denies a right or a payment ("non", "nessuno",
 * "niente", "li perdo"). The verdict is ../agents/rule-claim.ts's.
 */
export interface RuleClaim {
  /** The folded claim clause. */
  clause: string;
  /** The whole folded message (the story may name the agreement, the job, the condition). */
  text: string;
  /** The folded sentence that asks ("chi si dimette deve davvero dare un mese?"). */
  asking: string;
  negated: boolean;
}

// ("mi confermate quanti ratei le spettavano e l'importo?": figures asked, not a claim to confirm.)
const ASKS =
  /\b(?:e|e') vero\b|\bvero\s*\?|\bgiust[oaie]\s*\?|\b(?:e|e') (?:tutto )?giust[oaie]\b|\b(?:e|e') corrett[oaie]\b|\bcorrett[oaie]\s*\?|\bconferm(?:i|a|ate|ano)\b(?! (?:quant|l'?\s?import|a quanto|il numero|la cifra))|\bha(?:nno)? ragione\b|\b(?:e|e') cosi\b|\bdavvero\b|\bsi sbaglia\b|\b(?:vale|spetta|tocca) anche (?:a|per) me\s*\?|\bo (?:e|e') solo (?:per|a|de)\w*\b|\b(?:spett\w*|tocc\w*|vale) anche (?:a|per) (?:me|noi)\b|\b(?:mi|ci|ti|lo|la|l'|li|le) (?:sta|stanno|stiamo) fregando\b|\bfregat[oaie]\b|\b(?:ce l'|l')?(?:ho|abbiamo|prendo|prendiamo) anch(?:e |')(?:io|noi)\s*\?/;
const OBLIGED = /\b(?:devo|dobbiamo) (?:pagar|dar|retribuir)\w*[^.?!]*\banche se\b[^.?!]*\?/;
// The words that introduce what someone says or believes.
const INTRO =
  /\b(?:(?:e|e') vero che|vero che|dice(?:va)? che|dicono che|(?:mi|ci|gli|le) (?:hanno|ha) detto che|ho sentito (?:dire )?che|sostiene che|sostengono che|giura(?:no)? che|assicura(?:no)? che|afferma(?:no)? che|ritiene che|ritengono che|pensa che|confermi che|conferma che|mi confermi che|(?:a )?scriv\w* che|(?:ha|hanno) scritto che|comunica(?:no)? che)\b/g;
const DENIES =
  /\bnon\b|\bnn\b|\bnessuno\b|\bniente\b|\bnulla\b|\bperd[oeai]\w*\b|\bsenza (?:essere|esser) pagat/;
// A claim clause that only points back: "(è vero che) mi spetta?", "vale anche per me?", "sia così?".
const BARE_CLAIM =
  /^\s*(?:(?:mi|ti|gli|le|ci|vi|lo|la) )?(?:spett\w*|tocc\w*|vale|valga|sia (?:cosi|vero|giusto)|e cosi|funzion\w*)(?: (?:anche )?(?:a me|per me|davvero|pure|anche))?\s*[?.!]/;
// "un collega dice che è una bufala": a clause that only dismisses the claim told before it, which is the one weighed.
const DISMISSAL =
  /^\s*(?:(?:e|e') (?:tutta )?(?:una )?(?:bufala|balla|cavolata|stupidaggine|leggenda|fesseria|sciocchezza|falso|una bugia)|(?:sono|son) (?:tutte )?(?:balle|bufale|cavolate|stupidaggini|fesserie|sciocchezze|bugie)|non (?:e|e') (?:vero|cosi|cosi per niente)|si sbaglia|(?:e|e') sbagliato)\b/;
// "non so", "non capisco", "non è chiaro": doubts of the asker, not the claim's.
const ASKER_DOUBT = /\bnon (?:so|capisco|sono sicur[oa]|mi e chiaro|ricordo)\b/g;

/** The claim a message asks to confirm, or undefined when it asks nothing of the kind. */
export function ruleClaim(message: string): RuleClaim | undefined {
  const text = readable(message).replace(/\bke\b/g, 'che');
  const intros = [...text.matchAll(INTRO)];
  // "mia cognata dice che non le devo niente. Devo pagargliele anche se non lavora?": someone's rule told, and the
  // asker's own duty asked.
  const obliged = intros.length > 0 && OBLIGED.test(text);
  if (!ASKS.test(text) && !obliged) return undefined;
  // "non so quante ferie mi restano davvero": "davvero" weighs a claim when someone's is told, or in a yes-or-no
  // question ("dal 2026 spetta davvero una settimana in più?").
  const yesNo = text
    .split(/(?<=[.!?])\s+/)
    .some(
      (s) => /\bdavvero\b/.test(s) && /\?\s*$/.test(s) && !/\b(?:quant\w*|come|quando|perche|cosa)\b/.test(s),
    );
  if (!intros.length && !yesNo && !ASKS.test(text.replace(/\bdavvero\b/g, ' '))) return undefined;
  // "mi ha detto che … una settimana in più. È vero che mi spetta?": a bare "mi spetta" points back at the claim
  // told before it, which is the one weighed.
  const bare = (m: RegExpMatchArray) => {
    const after = text.slice((m.index ?? 0) + m[0].length);
    return BARE_CLAIM.test(after) || DISMISSAL.test(after);
  };
  const lastIntro = intros.at(-1);
  const last = lastIntro && intros.length > 1 && bare(lastIntro) ? intros.at(-2) : lastIntro;
  // "La colf ha diritto alla tredicesima anche se lavora 10 ore, giusto?": the sentence that asks.
  const sentences = text.split(/(?<=[.!?])\s+/);
  const asking =
    sentences.find((s) => ASKS.test(s)) ??
    (obliged ? sentences.find((s) => OBLIGED.test(s)) : undefined) ??
    text;
  // The claim runs to the end of its sentence: what follows ("è vero? in che percentuale …") is asked, not claimed.
  const said = last ? text.slice(last.index + last[0].length) : asking;
  const clause = /^[^.?!]*[.?!]?/.exec(said)?.[0] || said;
  // "…, ma in ufficio dicono di non saperne niente": a denial after "ma" is someone else's, not the claim's.
  const claimed = (clause.split(/,? (?:ma|pero|invece) /)[0] ?? clause).replace(ASKER_DOUBT, ' ');
  return { clause, text, asking, negated: DENIES.test(claimed) };
}

// ("ogni 2 anni devo aumentare la paga": the increments' period said without their name.)
const INCREMENTS =
  /\bscatt[oi]\b|\baument\w*\b[^?.]{0,30}\banzianita\b|\banzianita\b[^?.]{0,30}\baument\w*|\bogni (?:2|due|tre|3) anni\b[^?.]{0,40}\baument\w*|\baument\w*\b[^?.]{0,40}\bogni (?:2|due|tre|3) anni\b/;
const ASKED_PAY = /\bquant[oaie]\b|\bcalcol|\bbusta\b/;

/**
 * "mi hanno detto che ogni 2 anni spetta uno scatto del 4% sulla paga minima, confermi?": a claim about the
 * increments' rule (their rate or period, no pay to compute) asks the seniority rule, not a minimum.
 */
export function ruleClaimIntent(read: TypedRequest, message: string): TypedRequest {
  // (The IRPEF of two years asked on a pay is a rule applied to it, not a net: tax-across-years.ts.)
  const request = taxAcrossYears(read, message);
  // ("un aumento per anzianità" read as a renewal's increase: the seniority word decides.)
  const renewal = request.intent === 'renewal';
  if ((request.intent !== 'minimum_pay' && !renewal) || request.slots.amounts.length) return request;
  const claim = ruleClaim(message);
  if (!claim || !INCREMENTS.test(claim.clause) || ASKED_PAY.test(claim.asking)) return request;
  if (renewal && !/\banzianita\b|\bscatt[oi]\b/.test(claim.clause)) return request;
  return { ...request, intent: 'seniority' };
}
