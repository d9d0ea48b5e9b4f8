import type { EmploymentRuleId } from '../kb/employment-rules.js';
import { agencyEqualTreatmentAsked } from './agency-equal-treatment.js';
import { cigCeilingAsked } from './cig-ceiling.js';
import { type DutiesCase, dutiesCaseAsked } from './duties-asks.js';
import { firstJobRuleAsked } from './first-job-asks.js';
import { hiringIncentiveAsked } from './hiring-incentive-asks.js';
import { askOf } from './off-topic-ask.js';
import { readable } from './text.js';
import { unpaidTrialAsked } from './unpaid-trial.js';
import { weatherStoppageAsked, weatherStoppageFollowUp } from './weather-stoppage.js';

/**
 * Questions on a rule of the law that no agreement decides alone, read as their own intent: how long fixed-term
 * contracts may last and how often they may be extended, whether seasonal work skips the pauses between them,
 * who may be hired on call and for how many days, the minimum working age, a transfer to another site. Before,
 * they were read as the nearest agreement topic (a renewal, the notice, the apprenticeship) and answered with it,
 * or asked which agreement applies.
 */
export interface EmploymentRuleAsk {
  rule: Exclude<
    EmploymentRuleId,
    | 'part_time_supplementary'
    | 'part_time_supplementary_bound'
    | 'part_time_elastic_notice'
    | 'part_time_refusal'
    | 'part_time_conversion'
    | 'part_time_return_priority'
    | 'part_time_conversion_priority'
    | 'mixed_contract'
    | 'student_exam_leave'
    | 'bereavement_leave'
    | 'apprenticeship_professional'
    | 'apprenticeship_first_level_rate'
    | 'apprenticeship_end'
    | 'apprenticeship_dismissal'
    | 'apprenticeship_ratio'
    | 'apprenticeship_training_hours'
    | 'apprenticeship_first_level_training_pay'
    | 'minor_night'
    | 'tfr_advance'
    | 'tfr_advance_domestic'
    | 'domestic_contributions_deduction'
    | 'carer_tax_credit'
    | 'pension_fund_advance'
    | 'tfr_treasury_fund'
    | 'fixed_term_probation'
    | 'probation_absence'
    | 'fixed_term_sick_pay'
    | 'higher_duties_periods'
    | 'secondment'
    | 'transfer_burden'
  >;
  /** The age of the person to hire, when told. */
  age?: number;
  /** The total months of fixed-term contracts the question claims are allowed. */
  monthsClaimed?: number;
  /** The workplace is in tourism, a bar or restaurant, or entertainment (excluded from the 400-day limit). */
  excludedSector?: boolean;
  /** The transfer was ordered without a reason given. */
  withoutReason?: boolean;
  /** A carer asking for the seat nearer home, not resisting a move (transfer_carer). */
  nearerSeat?: boolean;
  /** The fixed-term months told (the contract's, or those done plus the extension), when told. */
  monthsTotal?: number;
  /** The question (or the claim it asks to confirm) says a reason is needed ("serve la causale?"). */
  claimsNeeded?: boolean;
  /** The causale asked as the parties' own, written in the individual contract when the agreement has none. */
  individualAsked?: boolean;
  /** Beside the rule asked, the law's other limit is asked too (the 400 days, the 24 months, the pay kept). */
  alsoAsked?: boolean;
  /** The case of art. 2103 c.c. asked: a colleague stood in for, the promotion unwanted, a demotion by word or across categories. */
  duties?: DutiesCase;
  /** The monthly amount a question claims is enough (a traineeship's "200 euro al mese bastano"). */
  amountClaimed?: number;
  /** The wage integration's ceiling asked for building or stone workers stopped by the weather (+20%). */
  weather?: boolean;
  /** The ceiling asked for farm workers stopped by the seasonal weather (the CISOA): the ceiling does not apply. */
  farmWeather?: boolean;
  /** A hiring incentive's hire date, when told (month 1-12; the year when said). */
  hire?: { month: number; year?: number };
  /** The year a hiring incentive is asked for ("per il 2025"), when told. */
  year?: number;
  /** A hiring incentive asked over a whole year ("in un anno quanto risparmio?"). */
  annual?: boolean;
  /** Two hiring incentives asked together on the same worker ("posso sommare i due sgravi?"). */
  combined?: boolean;
}

const FIXED_TERM = /\btempo determinato\b|\ba termine\b|\bt\. ?d\.|\bcontratt\w* a scadenza\b/;
// ("a kiamata": the typed k of a hurried message.)
const ON_CALL = /\ba [ck]h?iamata\b|\bintermittent\w*|\bjob on call\b/;
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
  /\btrasferi(?:re|rmi|rti|rla|rlo|rci|sc\w*|t[oaie]|mento|menti)\b|\bspost\w* (?:in|nella|nello|nel|alla|allo|al|nell'altra|a lavorare)\b[^?]{0,30}\b(?:sede|filiale|stabiliment\w*|citta|unita produttiva)\b/;
// "andare in uno stabilimento più vicino a casa": the seat nearer home a carer may ask for (L. 104/1992, art. 33 c. 5).
const NEARER_SEAT =
  /\b(?:sede|filiale|stabiliment\w*|unita produttiva|ufficio|punto vendita)\b[^?.]{0,20}\bpiu vicin\w*|\bavvicinament\w*/;
// ("dimettermi per trasferirmi all'estero: prendo la NASpI?": the worker moving away, asking the benefit.)
const NOT_TRANSFER =
  /\btfr\b|\bd'aziend\w*|\bramo d'azienda\b|\bfondo\b|\bquote\b|\bresidenza\b|\btrasferta\b|\bnaspi\b|\bdisoccupazion\w*|\ball'estero\b/;
const MAY_IT =
  /\bpuo\b|\bposs(?:o|iamo)\b|\bpossono\b|\blegittim\w*|\bleg(?:ale|ittimo)\b|\bobblig\w*|\bdevo accettar\w*|\bconsentit\w*|\bammess\w*/;
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

const CAUSALE =
  /\bcausal\w*|\bsenza (?:\w+ ){0,2}(?:motiv\w*|ragion\w*|giustific\w*)|\b(?:nessun\w*|una) (?:motiv\w*|giustificazion\w*)\b|\bmotivazion\w*/;
const THRESHOLD =
  /\b(?:oltre|dopo|entro|fino a|super\w*|sopra|sotto|primi|massimo|limite)(?: (?:i|gli|di|dei))? $/;
const MORE_MONTHS = /\b(?:altri|ulteriori|ancora|di piu di|per piu di) (\d{1,2}) mesi\b/;
/** The fixed-term months a question tells: the contract's, or those done plus the extension asked. */
function monthsTold(text: string): number | undefined {
  // ("oltre 12 mesi", "entro i 12 mesi": the law's threshold named, not the contract's months.)
  const all = [...text.matchAll(/\b(\d{1,2}) mesi\b/g)]
    .filter((m) => !THRESHOLD.test(text.slice(0, m.index)))
    .map((m) => Number(m[1]));
  const more = MORE_MONTHS.exec(text);
  if (more) {
    const extra = Number(more[1]);
    const done = all.find((n) => n !== extra) ?? (all.filter((n) => n === extra).length > 1 ? extra : 0);
    return done + extra;
  }
  return all.length === 1 ? all[0] : undefined;
}
const MINOR = /\bminorenn\w*|\badolescent\w*/;
const HOURS =
  /\bquant\w* ore\b|\bore (?:al giorno|alla settimana|giornalier\w*|settimanal\w*|di lavoro)\b|\borario\b/;
const DUTIES = /\bmansion\w*|\blavoro d\w* (?:mio |mia )?(?:capo|responsabil\w*|superior\w*)\b/;
const HIGHER =
  /\bmansion\w* (?:superior\w*|piu alt\w*)|\b(?:faccio|svolgo|sto facendo|copro) (?:il lavoro|le mansioni|il ruolo)\b[^?]{0,20}\b(?:capo|responsabil\w*|superior\w*)|\bsostitu\w* (?:il |la )?(?:mio |mia )?(?:capo|responsabil\w*)/;
const HIGHER_ASKED =
  /\bdefinitiv\w*|\bdiritto\b[^?]{0,30}\b(?:livello|inquadrament\w*|qualific\w*|paga|stipendio)|\bpassaggio di (?:livello|categoria)\b|\bdopo quanto\b/;
const LOWER =
  /\bdemansion\w*|\bdeclass\w*|\bmansion\w*[^?]{0,60}\b(?:inferior\w*|piu bass\w*|di livello piu basso)\b|\blivello inferiore\b/;
const PAY_CUT =
  /\b(?:ridur\w*|abbass\w*|taglia\w*|diminui\w*|riport\w*)\b[^?]{0,25}\b(?:paga|stipendio|retribuzion\w*)|\b(?:paga|stipendio|retribuzion\w*)\b[^?]{0,25}\b(?:ridott\w*|ridurr?\w*|abbassat\w*|tagliat\w*|diminuit\w*)/;
/** Two levels told, the duties' one lower than today's ("oggi al 3° livello, su mansioni del 4°"). */
function lowerLevelTold(text: string): boolean {
  const levels = [
    ...text.matchAll(/\b([1-7])(?:°|o)? (?:livello|liv\b)|\blivello ([1-7])\b|\bal ([1-7])°/g),
  ].map((m) => Number(m[1] ?? m[2] ?? m[3]));
  return levels.length >= 2 && (levels.at(-1) as number) > (levels[0] as number);
}
// "spostare una dipendente … su mansioni del 4°", "assegnarle mansioni": duties changed, not levels compared.
const MOVED_TO_DUTIES =
  /\b(?:spost\w*|assegn\w*|adibi\w*|mett\w*|passa\w*|dar\w*|dare)\b[^?]{0,60}\bmansion\w*/;
const CARER =
  /\b104\b|\bhandicap\b|(?<!\b(?:nessun[oa]?|non) (?:e |è |sono )?)\bdisabil\w*|\binvalid\w*|\bassist\w* (?:la|il|sua|suo|un|una) /;
const ON_CALL_DAYS = /\bgiornat\w*|\bquanti giorni\b|\blimite di giorni\b|\b400\b/;

// "ci vuole la causale", "devo mettere una motivazione?": a reason said to be needed ("non serve" is not).
const NEEDED =
  /(?<!\bnon )\b(?:ci vuole|ci vogliono|serve|servono|servirebbe|bisogna|occorre|devo|dobbiamo|deve|e necessari\w*|e obbligatori\w*)\b(?: \w+){0,2} (?:la |una |le |delle |il |un )?(?:causal|motivazion|motiv)/;

// "possiamo indicarla noi nel contratto individuale se il CCNL non la prevede?": the transitional rule asked.
const INDIVIDUAL =
  /\bcontratt\w* individual\w*|\bcausal\w* individual\w*|\b(?:indicarl\w*|scriverl\w*|metterl\w*|sceglierl\w*|deciderl\w*) (?:noi|da soli|direttamente)\b|\b(?:dalle|tra le) parti\b|\bse il (?:ccnl|contratto collettivo|contratto nazionale) non (?:la |le |ne )?(?:prevede|dice|indica)|\bnella lettera (?:di assunzione)?\b[^?]{0,20}\bcausal/;

/** The 12 months a fixed-term contract may run without a reason, asked; undefined for other questions. */
function causaleAsked(text: string, both: string): EmploymentRuleAsk | undefined {
  const fixedTerm =
    FIXED_TERM.test(both) ||
    /\bcontratt\w*\b[^?]{0,30}\bcausal\w*|\bcausal\w*[^?]{0,30}\bcontratt/.test(text);
  if (!fixedTerm || COST.test(text) || !CAUSALE.test(text) || /\bstagional\w*/.test(both)) return undefined;
  const months = monthsTold(text);
  return {
    rule: 'fixed_term_causale',
    ...(months === undefined ? {} : { monthsTotal: months }),
    claimsNeeded: NEEDED.test(text),
    ...(INDIVIDUAL.test(text) ? { individualAsked: true } : {}),
    alsoAsked:
      /\bdurata massima\b|\btetto\b|\bmassim\w* (?:complessiv\w*|durata)|\bin tutto\b|\b24 mesi\b/.test(text),
  };
}

/** Rules on the work itself, read before the agreement's topics: a minor's hours, duties changed, a carer moved. */
function dutiesOrHoursAsked(text: string, age: number | undefined): EmploymentRuleAsk | undefined {
  if (
    ((age !== undefined && age >= 15 && age < 18) || MINOR.test(text)) &&
    HOURS.test(text) &&
    !NOT_HIRING.test(text)
  )
    return { rule: 'minor_hours', ...(age === undefined ? {} : { age }) };
  if (DUTIES.test(text) && HIGHER.test(text) && HIGHER_ASKED.test(text)) return { rule: 'higher_duties' };
  const moved = MOVED_TO_DUTIES.test(text);
  if (DUTIES.test(text) && (LOWER.test(text) || (moved && (lowerLevelTold(text) || PAY_CUT.test(text)))))
    return { rule: 'lower_duties', alsoAsked: PAY_CUT.test(text) };
  if (TRANSFER.test(text) && !NOT_TRANSFER.test(text) && CARER.test(text) && !storyOnly(TRANSFER, text))
    return { rule: 'transfer_carer' };
  if (NEARER_SEAT.test(text) && CARER.test(text)) return { rule: 'transfer_carer', nearerSeat: true };
  return undefined;
}

/**
 * A subject the asking sentence names outright: a leave, an apprenticeship, a contribution rate or payment, a pay item,
 * a tax on pay ("ci siamo trasferiti a Novara … mi spetta una detrazione sull'addizionale?"). When
 * it does, a rule's words met only in the story ("la nonna si è trasferita in Puglia", "un'aiutante a chiamata")
 * are the situation, not what is asked.
 */
const OWN_SUBJECT =
  /\bcongedo\b|\bmaternita\b|\bpaternita\b|\bapprendist\w*|\baliquot\w*|\bcontribut\w*|\btredicesim\w*|\bquattordicesim\w*|\bferie\b|\bmalattia\b|\bpermess\w*|\btfr\b|\bpreavviso\b|\bperiodo di prova\b|\bminimo\b|\bstipendio\b|\bnetto\b|\blordo\b|\binps\b|\bversar\w*|\bbollettin\w*|\btratten\w*|\bdetrazion\w*|\baddizional\w*|\birpef\b/;

/** The rule's words are only in the story when the asking sentence names another subject and not them. */
function storyOnly(rule: RegExp, text: string): boolean {
  // The whole question sentence ("Quanto devo versare all'INPS …, ed entro quando va pagato?"), not its last clause.
  const ask = text.match(/[^.?!;]*\?/g)?.at(-1) ?? askOf(text);
  return !rule.test(ask) && OWN_SUBJECT.test(ask);
}

/** The rule of the law a question asks, with what the answer depends on; undefined for every other question. */
export function employmentRuleAsked(
  message: string,
  history: readonly string[] = [],
): EmploymentRuleAsk | undefined {
  const text = readable(message);
  const earlier = readable(history.at(-1) ?? '');
  const both = `${earlier} ${text}`;
  // An employer's hiring incentive named in the question: bonus donne, bonus giovani, decontribuzione Sud.
  const incentive = hiringIncentiveAsked(text, earlier);
  if (incentive) return incentive;
  // On call: the 400 days asked (a follow-up too), or who may be hired at what age.
  if (ON_CALL.test(both) && /\b400\b|\bquattrocento\b/.test(text))
    return { rule: 'intermittent_days', excludedSector: EXCLUDED_SECTOR.test(both) };
  const age = ageOf(text);
  if (ON_CALL.test(text) && age !== undefined && age >= 16 && !storyOnly(ON_CALL, text))
    return {
      rule: 'intermittent_age',
      age,
      excludedSector: EXCLUDED_SECTOR.test(both),
      alsoAsked: ON_CALL_DAYS.test(text),
    };
  if (ON_CALL.test(both) && /\b(?:limite|massim\w*|quant\w*)\b[^?]{0,20}\bgiornat\w*/.test(text))
    return { rule: 'intermittent_days', excludedSector: EXCLUDED_SECTOR.test(both) };
  // "e nel bar accanto vale lo stesso tetto?": a follow-up on the days' limit, for the sector it now names.
  if (ON_CALL.test(both) && /\btetto\b|\blimite\b/.test(text) && /\bgiornat\w*|\b400\b/.test(both))
    return { rule: 'intermittent_days', excludedSector: EXCLUDED_SECTOR.test(both) };
  // First jobs: the pause between fixed-term contracts, on-call availability and notice, traineeships.
  const firstJob = firstJobRuleAsked(text, earlier);
  if (firstJob) return firstJob;
  // A colleague stood in for, the promotion unwanted, a demotion by word or across categories (duties-asks.ts).
  const dutiesCase = dutiesCaseAsked(text, earlier);
  if (dutiesCase) return dutiesCase;
  const duties = dutiesOrHoursAsked(text, age);
  if (duties) return duties;
  // "mi fanno fare una sera di prova gratis: è legale?": a trial with no pay or no contract (unpaid-trial.ts).
  if (unpaidTrialAsked(text)) return { rule: 'unpaid_trial' };
  // An agency worker's pay against the client's employees (agency-equal-treatment.ts).
  if (agencyEqualTreatmentAsked(text)) return { rule: 'agency_equal_treatment' };
  // The CIG's monthly ceiling, for the weather too (cig-ceiling.ts), before the weather's rule itself.
  const ceiling = cigCeilingAsked(text, earlier);
  if (ceiling) return { rule: 'cig_ceiling', ...ceiling };
  // Work stopped by the weather: the CIGO for weather events (weather-stoppage.ts).
  if (weatherStoppageAsked(text) || weatherStoppageFollowUp(text, earlier))
    return { rule: 'weather_stoppage' };
  // (A child of 4 is the one cared for, not the one hired.)
  // (A professional apprenticeship asked at 16 or 17 is the apprenticeship's age, apprenticeship-law.ts.)
  if (
    age !== undefined &&
    age >= 13 &&
    age < 18 &&
    HIRE.test(text) &&
    !NOT_HIRING.test(text) &&
    !(age >= 16 && /\bapprendist\w*/.test(text))
  )
    return { rule: 'minimum_age', age };
  // "senza causale per quanto?", "serve una motivazione per prorogarla?": the 12 months without a reason.
  const causale = causaleAsked(text, both);
  if (causale) return causale;
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
  if (TRANSFER.test(text) && !NOT_TRANSFER.test(text) && MAY_IT.test(text) && !storyOnly(TRANSFER, text))
    return { rule: 'transfer', withoutReason: WITHOUT_REASON.test(text) };
  return undefined;
}
