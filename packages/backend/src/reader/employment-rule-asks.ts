import type { EmploymentRuleId } from '../kb/employment-rules.js';
import { readable } from './text.js';

/**
 * Questions on a rule of the law that no agreement decides alone, read as their own intent: how long fixed-term
 * contracts may last and how often they may be extended, whether seasonal work skips the pauses between them,
 * who may be hired on call and for how many days, the minimum working age, a transfer to another site. Before,
 * they were read as the nearest agreement topic (a renewal, the notice, the apprenticeship) and answered with it,
 * or asked which agreement applies.
 */
export interface EmploymentRuleAsk {
  rule: Exclude<EmploymentRuleId, 'part_time_supplementary'>;
  /** The age of the person to hire, when told. */
  age?: number;
  /** The total months of fixed-term contracts the question claims are allowed. */
  monthsClaimed?: number;
  /** The workplace is in tourism, a bar or restaurant, or entertainment (excluded from the 400-day limit). */
  excludedSector?: boolean;
  /** The transfer was ordered without a reason given. */
  withoutReason?: boolean;
}

const FIXED_TERM = /\btempo determinato\b|\ba termine\b|\bt\. ?d\.|\bcontratt\w* a scadenza\b/;
const ON_CALL = /\ba chiamata\b|\bintermittent\w*|\bjob on call\b/;
const EXCLUDED_SECTOR =
  /\bbar\b|\bristorant\w*|\bpizzeri\w*|\btrattori\w*|\bpub\b|\balberg\w*|\bhotel\b|\bturismo\b|\bturistic\w*|\bpubblic\w* eserciz\w*|\bfipe\b|\bfederalberghi\b|\bspettacol\w*|\bcinema\b|\bteatr\w*|\bdiscotec\w*|\bstabiliment\w* balnear\w*|\bcampegg\w*/;
const COST =
  /\bcost\w*|\bcontribut\w*|\baddizional\w*|\bnaspi\b|\bvers\w*|\bimponibil\w*|\bquanto (?:pago|pesa|diventa|e dovuto)\b/;
const NUMBER_WORDS: Record<string, number> = {
  quattordici: 14,
  quindici: 15,
  sedici: 16,
  diciassette: 17,
  ventiquattro: 24,
  trentasei: 36,
};
const toNumber = (word: string) => NUMBER_WORDS[word] ?? Number(word);
// "ha 15 anni", "un ragazzo di 22 anni", "ragazza di sedici anni": the age of the person to hire.
const AGE =
  /\b(?:di|ha|ho|abbia|compiut\w*|compie) (\d{1,2}|quattordici|quindici|sedici|diciassette) anni\b(?! di\b)/;
const HIRE =
  /\bassum\w*|\bfar(?:lo|la|li|le)? lavorare\b|\blavorare (?:da|per|con) (?:noi|me)\b|\bvorrebbe lavorare\b|\bprender\w* (?:a chiamata|a lavorare|come|in prova)\b|\bposso prender\w*|\bpuo lavorare\b|\bpuo essere assunt\w*|\beta minima\b/;
const NOT_HIRING =
  /\bcongedo\b|\bpermess\w*|\bmalatti\w*|\bassegn\w*|\bdetrazion\w*|\ba carico\b|\bfigli\w* (?:minor|sotto)|\bscuola materna\b|\bnido\b/;
const TRANSFER =
  /\btrasferi(?:re|rmi|rti|rla|rlo|rci|sc\w*|t[oaie]|mento|menti)\b|\bspost\w* (?:in|nella|alla|nell'altra|a lavorare)\b[^?]{0,30}\b(?:sede|filiale|stabiliment\w*|citta|unita produttiva)\b/;
const NOT_TRANSFER =
  /\btfr\b|\bd'aziend\w*|\bramo d'azienda\b|\bfondo\b|\bquote\b|\bresidenza\b|\btrasferta\b/;
const MAY_IT =
  /\bpuo\b|\bpossono\b|\blegittim\w*|\bleg(?:ale|ittimo)\b|\bobblig\w*|\bdevo accettar\w*|\bconsentit\w*|\bammess\w*/;
const WITHOUT_REASON =
  /\bsenza (?:\w+ ){0,2}(?:motiv\w*|ragion\w*|spiegaz\w*|spiegar\w*|giustific\w*|causa)\b|\bnessun\w* (?:motiv\w*|ragion\w*)\b/;

function ageOf(text: string): number | undefined {
  const m = AGE.exec(text);
  return m ? toNumber(m[1] as string) : undefined;
}

/** The months a question claims fixed-term contracts may last ("fino a 36 mesi", "3 anni"), if it claims any. */
function monthsClaimed(text: string): number | undefined {
  const months = /\b(\d{2}|ventiquattro|trentasei) mesi\b/.exec(text);
  if (months) return toNumber(months[1] as string);
  const years = /\b(?:fino a |per )(\d|due|tre) anni\b/.exec(text);
  return years ? 12 * ({ due: 2, tre: 3 }[years[1] as string] ?? Number(years[1])) : undefined;
}

/** The rule of the law a question asks, with what the answer depends on; undefined for every other question. */
export function employmentRuleAsked(
  message: string,
  history: readonly string[] = [],
): EmploymentRuleAsk | undefined {
  const text = readable(message);
  const earlier = readable(history.at(-1) ?? '');
  const both = `${earlier} ${text}`;
  // On call: the 400 days asked (a follow-up too), or who may be hired at what age.
  if (ON_CALL.test(both) && /\b400\b|\bquattrocento\b/.test(text))
    return { rule: 'intermittent_days', excludedSector: EXCLUDED_SECTOR.test(both) };
  const age = ageOf(text);
  if (ON_CALL.test(text) && age !== undefined && age >= 16)
    return { rule: 'intermittent_age', age, excludedSector: EXCLUDED_SECTOR.test(both) };
  // (A child of 4 is the one cared for, not the one hired.)
  if (age !== undefined && age >= 13 && age < 18 && HIRE.test(text) && !NOT_HIRING.test(text))
    return { rule: 'minimum_age', age };
  // The employer's extra contribution on a renewal or an extension is a cost, answered elsewhere.
  if (FIXED_TERM.test(both) && !COST.test(text)) {
    // Seasonal workers re-hired: the pauses between contracts and the 24 months do not bind them.
    if (
      /\bstagional\w*/.test(both) &&
      /\bstop\b|\bintervall\w*|\bpaus\w*|\bstacco\b|\b(?:10|20|dieci|venti) giorni\b|\b24 mesi\b|\bdurata massima\b|\briassum\w*/.test(
        text,
      )
    )
      return { rule: 'fixed_term_seasonal' };
    // "mi può tenere fino a 36 mesi, è vero?": a total duration claimed above or at the law's limit.
    const claimed = FIXED_TERM.test(text) ? monthsClaimed(text) : undefined;
    if (
      claimed !== undefined &&
      claimed >= 24 &&
      /\bvero\b|\blegal\w*|\bgiust\w*|\bcorrett\w*|\bpuo\b|\bha ragione\b|\bconsent\w*|\bammess\w*|\blecit\w*/.test(
        text,
      )
    )
      return { rule: 'fixed_term_max_duration', monthsClaimed: claimed };
    // "quante proroghe al massimo?", after a fixed-term contract told.
    if (
      /\bquant[ei] (?:\w+ ){0,2}proroghe\b|\bproroghe\b[^?]{0,40}\b(?:massim\w*|max|limite)\b|\b(?:numero|massimo) (?:massimo )?(?:di |delle )?proroghe\b|\bquante volte\b[^?]{0,30}\bprorog\w*|\bprorog\w*\b[^?]{0,30}\bquante volte\b/.test(
        text,
      )
    )
      return { rule: 'fixed_term_extensions' };
  }
  if (TRANSFER.test(text) && !NOT_TRANSFER.test(text) && MAY_IT.test(text))
    return { rule: 'transfer', withoutReason: WITHOUT_REASON.test(text) };
  return undefined;
}
