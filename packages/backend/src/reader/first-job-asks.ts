import type { EmploymentRuleAsk } from './employment-rule-asks.js';

/**
 * Young people's first jobs under the law, read as rules of their own (session 60): the pause between two
 * fixed-term contracts (stop and go), what an on-call worker bound to answer is paid while not called, the notice
 * of each call and its fine, and a traineeship (tirocinio, stage), which is not an employment contract. Before,
 * they were read as the nearest agreement topic (a minimum table, the INPS rate, a domestic hire) and answered
 * with it. `text` and `earlier` are readable() texts (lower case, no accents).
 */

const ON_CALL = /\ba chiamata\b|\bintermittent\w*|\bjob on call\b/;
const FIXED_TERM = /\btempo determinato\b|\ba termine\b|\bt\. ?d\.|\bcontratt\w* a scadenza\b/;
// "quanti giorni devono passare tra un contratto e l'altro", "lo stop and go", "una pausa tra i due contratti".
const GAP =
  /\bstop (?:and|&) go\b|\b(?:quant\w*|qualche|un certo|certo) (?:\w+ )?(?:giorni|periodo|tempo)\b[^?]{0,40}\b(?:passar\w*|pass\w*|aspett\w*|tra un contratt\w*|tra i due)\b|\b(?:deve|devono|debba|debbano) passare\b|\btra un contratt\w* e l'altro\b|\b(?:intervall\w*|paus\w*|stacco)\b[^?]{0,40}\bcontratt\w*|\briassum\w*[^?]{0,40}\bsubito\b/;
const MONTH_WORDS: Record<string, number> = {
  uno: 1,
  un: 1,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
  undici: 11,
  dodici: 12,
};
const MONTHS = /\b(\d{1,2}|uno|un|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici) mes[ei]\b/;

const MONTHS_AFTER =
  /\bmesi (?:\w+ ){0,3}?(\d{1,2}|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici)\b/;

/** The first contract's months, when told ("di tre mesi", "fosse stato di 8 mesi"). */
function firstContractMonths(text: string): number | undefined {
  // ("se i mesi fossero stati dieci": the number after the word.)
  const m = MONTHS.exec(text) ?? MONTHS_AFTER.exec(text);
  if (!m) return undefined;
  const word = m[1] as string;
  return MONTH_WORDS[word] ?? Number(word);
}

// "quando non mi chiamano mi devono pagare qualcosa?", "l'indennità di disponibilità quanto è?".
const AVAILABILITY =
  /\bindennita di disponibilita\b|\b(?:devo|deve|devi|dobbiamo) (?:sempre )?rispondere\b|\b(?:giorni|settimane|periodi|mesi) (?:in cui |che )?(?:non|nn) (?:lavor\w*|mi chiam\w*)|\b(?:obbligat\w*|vincolat\w*|tenut\w*|costrett\w*) a rispondere\b|\bobbligo di rispo\w*|\bquando (?:non|nn) (?:mi|ti|lo|la|li|le|ci|vi) chiam\w*|\bnei giorni (?:in cui )?(?:non|nn) (?:lavor\w*|chiamat\w*)|\bdisponibilita\b[^?]{0,40}\b(?:pagat\w*|retribuit\w*|spett\w*|quanto)\b/;
// "devo comunicare ogni chiamata?", "se mi dimentico che sanzione rischio?".
const NOTICE =
  /\bcomunic\w*\b[^?]{0,60}\b(?:chiamat\w*|prestazion\w*|turn\w*|giornat\w*)|\b(?:chiamat\w*)\b[^?]{0,60}\bcomunic\w*|\bmodello uni.?intermittente\b/;
const FINE = /\bsanzion\w*|\bmult\w*|\brischi\w*/;

const TRAINEESHIP = /\btirocin\w*|\bstage\b|\bstagist\w*/;
const PAST_TRAINEESHIP = /\bdopo\b[^.?!]{0,30}?\b(?:stage|tirocin\w*)/g;
// What a trainee asks about the traineeship itself: is it a job, the pay, contributions, a minimum, is it legal.
const TRAINEESHIP_ASKED =
  /\bcontratt\w* (?:di lavoro|vero)\b|\blavoro vero\b|\brapporto di lavoro\b|\bcontribut\w*|\bpension\w*|\bminim\w*|\bindennit\w*|\brimborso\b|\bpag\w*|\bdar(?:mi|gli|le|ti)\b|\beuro\b|\b\d+ ?€|\blegal\w*|\bbasta(?:no)?\b|\bretribu\w*|\bstipendio\b/;

/** The first-job rule a question asks, or undefined. */
export function firstJobRuleAsked(text: string, earlier: string): EmploymentRuleAsk | undefined {
  const both = `${earlier} ${text}`;
  if (ON_CALL.test(both)) {
    if (AVAILABILITY.test(text)) return { rule: 'intermittent_availability' };
    if (NOTICE.test(text) || (NOTICE.test(earlier) && FINE.test(text)))
      return { rule: 'intermittent_notice', alsoAsked: FINE.test(text) };
  }
  // (An apprenticeship asked beside a traineeship is the apprenticeship's question.)
  // (A past traineeship told as background, "primo contratto vero dopo gli stage", is no traineeship asked.)
  const current = text.replace(PAST_TRAINEESHIP, ' ');
  // In a long story the traineeship must be what a question asks ("…lo stage è pagato?"), not a word of the past.
  const asked =
    text.length < 220
      ? TRAINEESHIP.test(current) && TRAINEESHIP_ASKED.test(text)
      : current
          .split(/(?<=[?])\s*/)
          .filter((sentence) => sentence.trim().endsWith('?'))
          .some((sentence) => {
            const parts = sentence.split(/[.!]\s+/);
            const ask = parts.at(-1) ?? '';
            // ("… le propone un tirocinio a 250 euro al mese. Ma è legale?": a short ask right after the offer
            // points at it.)
            const offer = parts.at(-2) ?? '';
            return (
              (TRAINEESHIP.test(ask) && TRAINEESHIP_ASKED.test(sentence)) ||
              (ask.length < 60 && TRAINEESHIP.test(offer) && TRAINEESHIP_ASKED.test(ask))
            );
          });
  if (asked && !/\bapprendist\w*/.test(text)) {
    const claimed = /\b(\d{2,3}) ?(?:euro|€)/.exec(text);
    return { rule: 'traineeship', ...(claimed ? { amountClaimed: Number(claimed[1]) } : {}) };
  }
  // A follow-up changing the first contract's months ("e se fosse stato di 8 mesi?") keeps the question asked.
  // (Seasonal workers skip the pauses: employment-rule-asks.ts answers them.)
  if (
    FIXED_TERM.test(both) &&
    !/\bstagional\w*/.test(both) &&
    // (The employer's extra contribution on a new contract is a cost, answered elsewhere.)
    !/\bcost\w*|\bcontribut\w*|\baddizional\w*|\bnaspi\b|\bquanto (?:pago|pesa)\b/.test(text) &&
    (GAP.test(text) || (GAP.test(earlier) && firstContractMonths(text) !== undefined && text.length < 160))
  ) {
    const months = firstContractMonths(text);
    return { rule: 'fixed_term_gap', ...(months === undefined ? {} : { monthsTotal: months }) };
  }
  return undefined;
}
