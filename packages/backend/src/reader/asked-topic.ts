import { askedIncrease } from './asked-increase.js';
import { askedSubject } from './asking-clause.js';
import { scoreIntents } from './intents.js';
import { minimumAfterStory } from './minimum-after-story.js';
import { permitsAskedByName } from './permits-named.js';
import type { Intent, TypedRequest } from './request.js';
import { withoutServedEvents } from './served-events.js';
import { HOURS_AND_ALLOWED, shortWeekAllowedAsked } from './short-week-allowed.js';
import { leaveLengthAsked, storyAsks, topicAfterStory } from './story-asks.js';
import { figureAskedAfterStory, STORY_EVENTS } from './story-event.js';
import { CHILD_SICKNESS } from './topics-rt4.js';

/**
 * The subject a question asks about wins over side words: a leave kind over the ROL its story mentions, a
 * probation over the job it names, an employer's extra contribution over "rinnovo" or "contratto a termine",
 * the gross tax on a taxable income over a payslip calculation. Runs on the folded text after the rules.
 */
export type LeaveKind =
  | 'bereavement'
  | 'marriage'
  | 'study'
  | 'child_sickness'
  | 'maternity'
  | 'paternity'
  | 'parental'
  | 'breastfeeding'
  | 'disability'
  | 'blood_donation'
  | 'election_duty';

/**
 * A child's birth said by the parent who is not giving birth ("mi nasce il figlio tra un mese", "quanti giorni
 * di permesso per la nascita?"): the father's leave, when nothing names the mother's (pregnancy, childbirth,
 * maternity).
 */
const BIRTH_LEAVE =
  /^(?!.*(?:maternit|incint|gravidanz|astensione obbligatori|\bpartorisc|\bho partorit))(?=.*(?:\b(?:mi|ci) nasc\w* (?:il |la |un |una |mio |mia |nostr\w* )?(?:primo |prima |secondo |seconda |terzo )?(?:figli|bambin|bimb)\w*|\bnasc\w* (?:mio|mia|nostro|nostra) (?:figli|bambin|bimb)\w*|\b(?:permess\w*|giorni|congedo|ferie)\b[^?.]{0,40}\bper (?:la )?nascita\b|\bnascita (?:del|di mio|di mia|della|di un|di una|del mio|della mia) (?:figli|bambin|bimb)\w*))/;

const LEAVE_KINDS: [LeaveKind, RegExp][] = [
  // ("voglio stare a casa io qualche mese col bimbo": months at home with the child are the parental leave;
  // "col parentale": the leave said by its adjective alone.)
  [
    'parental',
    /congedo parental|congedi parental|\b(?:col|con il|il|del|dal|al|nel|sul) parentale\b|maternita facoltativ|astensione facoltativ|\b(?:stare|restare|rimanere|star) (?:io )?a casa\b[^?.]{0,50}\bmes[ei]\b[^?.]{0,20}\b(?:col|con il|con la|coi|con i|con (?:mio|mia|nostro|nostra)) (?:bimb|bambin|figli|piccol|neonat)|\bmes[ei]\b[^?.]{0,20}\ba casa\b[^?.]{0,20}\b(?:col|con il|con la|coi|con i) (?:bimb|bambin|figli|piccol|neonat)/,
  ],
  [
    'paternity',
    // ("i lavoratori che diventano padri", "il padre lavoratore": the father's own leave; "nato" as a word, not
    // the end of "sfortunato".)
    /paternita|congedo (?:del |per il )?(?:padre|papa)|\bdivent\w* (?:padr[ei]|papa)\b|\b(?:padr[ei]|papa) lavorator\w*|\blavorator\w* (?:padr[ei]|papa)\b|congedo\b[^?.]{0,25}\bper (?:i |il )?(?:padri|papa)\b|(?:nasce|nascera|nascerà) (?:il |la |nostr\w* |mio |mia )?(?:primo |prima |secondo )?(?:figli|bambin|bimb)\w*\b[^?]*\b(?:padre|papa)\b|\bneo ?papa\b|\b(?:come|da|io) (?:padre|papa)\b|\b(?:nascit\w*|nat[oa]|partori\w*)\b.*\b(?:padre|papa)\b|\b(?:padre|papa)\b.*\b(?:nascit\w*|nat[oa]|partori\w*)/,
  ],
  ['paternity', BIRTH_LEAVE],
  [
    'maternity',
    /maternita|astensione obbligatori|incint|gravidanz|\bparto\b|partori\w*|congedo (?:della |per la )?(?:madre|mamma)|\bneo ?mamma\b/,
  ],
  [
    'breastfeeding',
    /allattament|riposi giornalieri|permess\w* orari\w* per (?:il |la )?(?:figli|bambin|neonat)/,
  ],
  [
    'bereavement',
    /\blut+o\b|decess|\bmort[oaie]\b|\bmorte\b|\bmuor[ea]\w*|\bmorisse\b|scompars[oa]|funeral|(?:e|è) venut[oa] a mancare|\be mancat[oa]\b|\b(?:dovesse|dovessero|venisse|venissero) (?:venire )?a? ?mancare\b|\bmancasse(?:ro)?\b|grave infermita|\b(?:ha|ho|abbiamo|hanno|avere|aver|aveva|avevo) (?:appena |da poco )?pers[oaie] (?:(?:il|la|lo|i|le|l'|suo|sua|mio|mia|un|una|nostro|nostra) )*(?:nonn|padre|madre|papa|mamma|genitor|fratell|sorell|figli|marito|moglie|coniuge|suocer|zi[oaie]\b|nipot|cugin|compagn|parent|familiar|congiunt)/,
  ],
  ['marriage', /matrimon|\bnozze\b|\bspos[oaie]\b|unione civile/],
  // Giving blood, said with the verb or the place ("domani va a donare il sangue al centro trasfusionale").
  [
    'blood_donation',
    /\bdon(?:are|o|a|ano|ato|ata|azion\w*|atore|atrice|atori)\b[^?.]{0,20}\bsangue\b|\bsangue\b[^?.]{0,20}\bdon\w*|emocomponent|centro trasfusional|\bavis\b/,
  ],
  // Duty at a polling station ("nominata scrutatrice", "presidente di seggio"): the law's leave.
  [
    'election_duty',
    /\bscrutat(?:or|ric)\w*|\b(?:presidente|segretari\w*|componente) (?:di|del) seggio\b|\bseggi(?:o|ol\w*) elettoral\w*|\bal seggio\b|\brappresentant\w* di lista\b|permess\w* elettoral/,
  ],
  [
    'study',
    /permess\w* (?:retribuit\w* |pagat\w* )?(?:per |di )?studi(?!\w* professional)|congedo (?:per |di )?(?:studio|formazione)|150 ore|\bore (?:\w+ ){0,3}per (?:lo |gli )?studi[oa]?\b|\bcors[oi] seral[ei]\b|\besam[ei]\b|diritto allo studio|\bper studiare\b|iscritt\w* (?:all'universit\w*|alla laurea|a (?:un|una) (?:corso di laurea|laurea|master)|al master|alla magistrale)/,
  ],
  [
    'child_sickness',
    // ("la piccola è malata"; not a son's opinion on who pays, nor a child's illness passed on to the worker.)
    CHILD_SICKNESS,
  ],
  // A disabled relative or the worker's own disability, not a workplace serving them ("centro diurno per disabili").
  [
    'disability',
    /legge 104|(?<!\b(?:ne \w+|ne \w+ (?:tipo|circa|quasi)|sono|spettano|solo|tutte le|dice|dicono|detto|letto|visto|sentito|trovato) )\b104\b(?! (?:ore|h|l'? ?anno|all'? ?anno|al mese|annue)\b)|handicap|disabilita grave|(?:assist|accud|curar|permess|congedo)\w*\b[^.?]{0,40}\bdisabil|(?:figli|padre|madre|genitor|coniuge|marito|moglie|suocer|fratell|sorell|nonn|zi[oa])\w* (?:con (?:una )?)?(?:disabil|invalid)|\b(?:sono|e|sia) (?:un |una )?(?:lavorat\w* )?(?:disabile|invalid[oa])\b/,
  ],
];

/** The kind of leave a question names, the most specific first. */
export function leaveKindOf(text: string): LeaveKind | undefined {
  return LEAVE_KINDS.find(([, pattern]) => pattern.test(withoutServedEvents(text)))?.[0];
}

/** Every kind of leave a question names, in the order it names them ("maternità … e il congedo parentale?"). */
export function leaveKindsOf(text: string): LeaveKind[] {
  const found: [LeaveKind, number][] = [];
  let rest = withoutServedEvents(text);
  for (const [kind, pattern] of LEAVE_KINDS) {
    const first = pattern.exec(rest);
    if (!first) continue;
    // "mia moglie partorisce a marzo: quanti giorni di paternità?": the birth is the father's occasion, not a
    // maternity asked (maternity named outright still is).
    let match: RegExpExecArray | null = first;
    if (kind === 'maternity' && found.some(([k]) => k === 'paternity')) {
      const births = rest.replace(/\bparto\b|\bpartori\w*/g, (w) => ' '.repeat(w.length));
      match = pattern.exec(births);
      if (!match) continue;
    }
    found.push([kind, match.index]);
    // A phrase read as one kind is not read again as another ("congedo parentale" is not maternity).
    rest = `${rest.slice(0, match.index)}${' '.repeat(match[0].length)}${rest.slice(match.index + match[0].length)}`;
  }
  return found.sort((a, b) => a[1] - b[1]).map(([kind]) => kind);
}

/** Leave kinds the agreement files hold as their own facts; the others are the law's (D.Lgs. 151/2001). */
export const LAW_LEAVE: ReadonlySet<LeaveKind> = new Set([
  'maternity',
  'paternity',
  'parental',
  'breastfeeding',
  'disability',
  'blood_donation',
  'election_duty',
  'child_sickness',
]);

/** A question whose leave words ask about leave, not a word in passing ("ferie dopo la maternità"). */
/** The law-104 days taken by the hour: "a ore", "in ore", "permessi orari", "quante ore di permesso". */
const PERMIT_HOURS = /\b(?:a|in|ad) ore\b|\bpermess\w* orari|\bore di permess|\bfrazionat\w*/;
const ASKS_LEAVE = /congedo|permess|giorni|quant|spett|dura|retribuit|pagat|indennit|\bore\b|come funzion/;

/** Intents a leave word overrides: they answer from another subject's table. */
const LEAVE_OVERRIDES: ReadonlySet<Intent> = new Set([
  'rol_ex_festivita',
  'holidays',
  'working_hours',
  'minimum_pay',
  'sickness_injury',
  'out_of_scope',
  'monthly_payments',
  'classification',
]);

/**
 * The employer's extra contributions: the NASpI additional one on fixed-term contracts, the dismissal ticket
 * ("quanto costa licenziare? il ticket quanto è?": the ticket named beside a dismissal, in another sentence).
 */
export const EMPLOYER_EXTRA =
  /contribut\w* addizional\w*|addizional\w* naspi|naspi addizional|\b1[,.]4 ?%|ticket (?:di |del |sul |per il )?licenziament|ticket naspi|contribut\w* (?:di |sul |per il )?licenziament|contribut\w* (?:naspi|di disoccupazione)\b(?=.*\b(?:licenzi|termine|aziend|datore))|contribut\w* (?:d'|di )?ingresso (?:alla |in )?naspi|\bticket\b(?! (?:restaurant|pasto|mensa|sanitar))(?=.*(?:\blicenzi|\bmandar\w* via))|(?:\blicenzi\w*|\bmandar\w* via)\b.*\bticket\b(?! (?:restaurant|pasto|mensa|sanitar))|\bcost\w* (?:\w+ ){0,2}?(?:licenziar\w*|mandar\w* via)\b|\bcosto (?:del|di un) licenziament/;

/**
 * The extra an employer pays on a fixed-term contract, asked by situation rather than by name ("c'è un
 * contributo in più rispetto all'indeterminato?", "un tempo determinato costa di più?"): the NASpI additional
 * contribution, whatever "rinnovo" the story adds.
 */
export const FIXED_TERM_EXTRA =
  /^(?=.*(?:tempo determinato|a termine|\bt\.?d\.?\b|contratt\w* determinat))(?=.*(?:(?:contribut|cost|pag|oner|aliquot|versa|inps)[^?.]{0,40}?(?:in piu|di piu|extra|aggiuntiv|maggior|differenz|rispetto a)|(?:in piu|\bpiu|extra|aggiuntiv|maggior|differenz)[^?.]{0,30}?(?:contribut|cost|oner|aliquot|inps)))/;

/** The gross tax on a taxable income: "IRPEF lorda su un imponibile di 28.000 €". */
export const GROSS_TAX =
  /\b(?:irpef|imposta) lord\w*|\blord\w* (?:irpef|d'imposta)|imposta (?:sul reddito )?(?:dovuta )?su (?:un |un reddito |un imponibile )?(?:imponibil|\d)/;

/** Domestic workers' INPS contributions (hourly bands), asked without a pay figure. */
// "quanto si versa a trimestre?", "il versamento di aprile": the contributions paid by the family.
const DOMESTIC_CONTRIBUTIONS = /contribut|\binps\b|versament\w*|\b(?:si versa|versare|versiamo)\b|bollettin/;

const DOMESTIC_ID = 7;
/** Hours beyond the full-time week: "ore oltre le 40", "oltre le 40 ore settimanali", "sopra le 40 ore". */
const BEYOND_FULL_WEEK =
  /\bor[ae] (?:in piu )?(?:oltre|sopra) (?:le )?(?:3[6-9]|4[0-8])\b|\b(?:oltre|sopra) (?:le )?(?:3[6-9]|4[0-8]) ore\b/;
/** The 13th said to be inside a figure: "tredicesima compresa", "compresa la tredicesima", "con la 13ª". */
const THIRTEENTH_INCLUDED =
  /\btredicesim\w* (?:compres\w*|inclus\w*)|\b(?:compres\w*|inclus\w*|con|piu) (?:anche )?(?:la )?tredicesim/;
/** A year's figure: "lordo dell'anno", "spesa annua", "costo annuale", "in un anno". */
const ANNUAL_FIGURE =
  /\b(?:lordo|spesa|costo|retribuzione|stipendio|totale)\b (?:\w+ )?(?:dell'anno|dell anno|annu\w*|all'anno|all anno|in un anno)|\bral\b/;
/**
 * The contributions asked as the subject, beside the hourly pay that picks the band ("la paghiamo 8 euro l'ora:
 * quanto dobbiamo versare di contributi per un trimestre?"): the pay is a datum, not a gross to net.
 */
const ASKS_DOMESTIC_CONTRIBUTIONS =
  /\b(?:quant\w*|importo|cifra)\b[^?.]{0,50}?(?:contribut|\binps\b|versa\w*|bollettin)|contribut\w*[^?.]{0,30}?trimestr|trimestr\w*[^?.]{0,30}?contribut/;

/** The quattordicesima, however written: "14ª", "14a", "14esima", "quattordicesima". */
/** Hours beyond the worker's own schedule: "ore in più", "oltre il mio orario", "ore aggiuntive". */
export const PART_TIME_EXTRA =
  /or[ae] (?:in piu|aggiuntiv\w*|extra)\b|supplementar|oltre (?:il |l'|al )?(?:mio |suo |proprio |loro |normale )?orario|\bpiu ore\b|\bore oltre\b|\b(?:le|quelle|altre) (?:\d+|due|tre|quattro|cinque|sei) (?:in piu|extra)\b|\bor[ae] che (?:\w+ ){1,2}in piu\b/;
export const FOURTEENTH = /quattordicesim|\b14 ?(?:a|ª|esim\w*|ma)(?!\w)/;

/** The request, with the intent the question's own subject asks for. */
export function refineIntent(request: TypedRequest, text: string): TypedRequest {
  const { intent } = request;
  // "il volantino dice 40 € al 4°, io sono al 5°: a giugno quanto ho preso in più?": beside a leaflet, the
  // level's increase is the agreement's renewal tranche.
  if (intent === 'document_question') {
    const increase = askedIncrease(request, text);
    return increase.intent === 'renewal' ? increase : request;
  }
  if (intent === 'comparison' || intent === 'agreement_not_covered') return request;
  // "Dopo la maternità … quanto è il mio minimo?": the figure asked, not the event the story tells.
  const figure = figureAskedAfterStory(text, scoreIntents);
  if (figure && STORY_EVENTS.has(intent))
    return {
      ...request,
      intent: figure,
      alsoAsked: request.alsoAsked.filter((i) => i !== figure && !STORY_EVENTS.has(i)),
    };
  const asked = askedSubject(request, text, scoreIntents);
  if (asked !== request) return refineIntent(asked, text);
  const told = storyAsks(request, text);
  if (told !== request) return refineIntent(told, text);
  // A level's minimum asked after a story of tranches, else a renewal's increase asked (minimum-after-story.ts).
  const minimum = minimumAfterStory(request, text);
  if (minimum !== request) return minimum;
  const increase = askedIncrease(request, text);
  if (increase !== request) return increase;
  const to = (next: Intent): TypedRequest => ({
    ...request,
    intent: next,
    alsoAsked: request.alsoAsked.filter((i) => i !== next),
  });
  if (EMPLOYER_EXTRA.test(text) && !/\bnetto\b|busta paga/.test(text)) return to('employer_cost');
  if (
    FIXED_TERM_EXTRA.test(text) &&
    !/\bnett|busta paga|cedolino/.test(text) &&
    ['renewal', 'minimum_pay', 'out_of_scope', 'gross_to_net', 'overtime_value', 'payroll_rules'].includes(
      intent,
    )
  )
    return to('employer_cost');
  if (
    GROSS_TAX.test(text) &&
    request.slots.amounts.length &&
    (intent === 'gross_to_net' || intent === 'payslip_check' || intent === 'payroll_rules')
  )
    return to('payroll_rules');
  if (
    FOURTEENTH.test(text) &&
    /quant|matur|calcol|rate[oi]|spett|vale\b|pro rata|import/.test(text) &&
    (intent === 'out_of_scope' ||
      intent === 'monthly_payments' ||
      intent === 'rol_ex_festivita' ||
      intent === 'seniority' ||
      intent === 'minimum_pay')
  )
    return to('thirteenth_pro_rata');
  // "non ho mai visto né la tredicesima né il pagamento delle ferie" of a building worker: both go through the
  // Cassa Edile, whose accrual is the agreement's rule on extra months: both subjects are answered.
  if (
    (intent === 'holidays' || intent === 'thirteenth_pro_rata') &&
    /\btredicesim\w*|\bgratifica natalizia\b/.test(text) &&
    /\bferie\b/.test(text) &&
    /\bedil\w*|\bmurator\w*|\bcassa edile\b|\bcantier\w*/.test(text) &&
    !/\bquant\w* (?:giorni|ore)\b/.test(text) &&
    !request.alsoAsked.includes('monthly_payments')
  )
    return { ...request, alsoAsked: [...request.alsoAsked, 'monthly_payments'] };
  // "a 12 ore a settimana: si può fare o c'è un minimo?", "posso prendere uno studente per 8 ore?": a short week
  // asked as allowed (a hire at it too) is the part-time minimum.
  if ((intent === 'minimum_pay' || intent === 'working_hours') && shortWeekAllowedAsked(request, text))
    // ("e se le faccio un contratto da 15 ore? si può fare?" after a minimum: the figure at those hours too.)
    return intent === 'minimum_pay' && HOURS_AND_ALLOWED.test(text)
      ? { ...request, alsoAsked: [...request.alsoAsked.filter((i) => i !== 'part_time'), 'part_time'] }
      : to('part_time');
  // Hours beyond a part-time schedule are supplementary hours, whatever else the story names ("in ferie").
  // A part-timer's hours beyond the own schedule are supplementary, not overtime, unless overtime is named.
  if (
    PART_TIME_EXTRA.test(text) &&
    /part.?time|tempo parziale/.test(text) &&
    (intent === 'holidays' ||
      intent === 'working_hours' ||
      intent === 'rol_ex_festivita' ||
      intent === 'minimum_pay' ||
      (intent === 'overtime_value' && !/straordinar|notturn|festiv|domenic/.test(text)))
  )
    return to('part_time');
  if (intent === 'overtime_value' && /supplementar/.test(text) && !/straordinar/.test(text))
    return to('part_time');
  // "ha fatto ore oltre le 40, di quanto le maggioro?": hours beyond the full-time week, a rate asked.
  if (
    BEYOND_FULL_WEEK.test(text) &&
    /maggior|in piu (?:a|all)'?ora|quanto (?:le |gliele )?pag/.test(text) &&
    !/part.?time|tempo parziale/.test(text) &&
    (intent === 'working_hours' ||
      intent === 'gross_to_net' ||
      intent === 'minimum_pay' ||
      intent === 'hourly_rate')
  )
    return to('overtime_value');
  // "il lordo dell'anno, tredicesima compresa": the 13th is inside the year's figure, not the thing asked.
  if (intent === 'thirteenth_pro_rata' && THIRTEENTH_INCLUDED.test(text) && ANNUAL_FIGURE.test(text))
    return to(/\b(?:spes|cost)\w*/.test(text) ? 'employer_cost' : 'gross_to_net');
  // "la presenza notturna accanto al nonno: quanto si paga al mese?": a domestic pay table named by the night it
  // covers (../kb/section-asked.ts), its monthly minimum, not a night-work surcharge.
  if (
    intent === 'overtime_value' &&
    /\b(?:presenza|assistenza) (?:notturn|(?:di|la|per la) notte\b)/.test(text) &&
    !/straordinar|maggior|supplement|indennit|\bor[ae]\b/.test(text)
  )
    return to('minimum_pay');
  const leave = permitsAskedByName(intent, text) ? undefined : leaveKindOf(text); // (permits-named.ts)
  // "la 104 … se li volessi prendere a ore quante ore al mese sarebbero?": the permits counted in hours, not
  // the working week the hours are worked out from (../agents/disability-hours.ts).
  if (leave === 'disability' && intent === 'working_hours' && PERMIT_HOURS.test(text)) return to('leave');
  // A leave told, another topic asked ("ho preso i giorni di lutto … quante ore minime ha il part-time?"): that one.
  const other =
    leave && LEAVE_OVERRIDES.has(intent) && !leaveLengthAsked(text) ? topicAfterStory(text) : undefined;
  if (other && other !== intent) return to(other);
  if (
    leave &&
    !other &&
    LEAVE_OVERRIDES.has(intent) &&
    ASKS_LEAVE.test(text) &&
    !/\bferie\b/.test(text) &&
    figure !== intent
  )
    return to('leave');
  if (leave && intent === 'rol_ex_festivita' && LAW_LEAVE.has(leave)) return to('leave');
  // An apprentice's share of the final level's minimum, no level given: the agreement's percentages answer it.
  if (
    intent === 'minimum_pay' &&
    !request.slots.level &&
    /apprendist/.test(text) &&
    /percentual|\bche %|\bquale %|\bin %/.test(text)
  )
    return to('apprenticeship');
  // "periodo di prova di un educatore": the probation is asked, the job only picks the level.
  if (intent === 'classification' && /periodo di prova|\bin prova\b|la prova\b/.test(text))
    return to('probation');
  if (
    request.slots.agreements.includes(DOMESTIC_ID) &&
    DOMESTIC_CONTRIBUTIONS.test(text) &&
    (intent === 'hourly_rate' ||
      intent === 'working_hours' ||
      intent === 'minimum_pay' ||
      (intent === 'gross_to_net' && !request.slots.amounts.length && !/\bnett/.test(text)) ||
      (intent === 'out_of_scope' && ASKS_DOMESTIC_CONTRIBUTIONS.test(text)) ||
      (intent === 'gross_to_net' &&
        !/\bnett/.test(text) &&
        ASKS_DOMESTIC_CONTRIBUTIONS.test(text) &&
        request.slots.amounts.every((a) => a.perHour || a.kind === 'hours')))
  )
    return to('payroll_rules');
  return weekdayOvertime(request, text);
}

/** "straordinario feriale", "in un giorno non festivo": a weekday hour, whatever holiday word it negates. */
function weekdayOvertime(request: TypedRequest, text: string): TypedRequest {
  const kind = request.slots.overtimeKind;
  const weekday =
    /\bferial|non (?:e |sia )?(?:festiv|domenic)|non di domenica|giorn\w* lavorativ|infrasettimanal(?! festiv)/;
  // "di notte in un giorno feriale": the night surcharge alone.
  if (kind?.endsWith('notturno_festivo') && weekday.test(text))
    return {
      ...request,
      slots: {
        ...request.slots,
        overtimeKind: kind === 'notturno_festivo' ? 'notturno' : 'straordinario_notturno',
      },
    };
  if (
    (kind === 'straordinario_festivo' || kind === 'festivo') &&
    /\bferial|non (?:e |sia )?(?:festiv|domenic)|non di domenica|giorn\w* lavorativ|infrasettimanal(?! festiv)/.test(
      text,
    ) &&
    !/\b(?:e|o|oppure|anche) (?:di |la |nei |nelle )?(?:domenic|festiv)/.test(text)
  )
    return {
      ...request,
      slots: { ...request.slots, overtimeKind: /straordinar/.test(text) ? 'straordinario' : kind },
    };
  return request;
}

/**
 * The date a year names when the question gives no day: the table in force at the end of a past year, at
 * its start for a future one, today for the current one.
 */
export function dateOfYear(year: number, today: string): string {
  const current = Number(today.slice(0, 4));
  if (year < current) return `${year}-12-31`;
  if (year > current) return `${year}-01-01`;
  return today;
}

// Intents whose figures are read on a dated pay table.
export const PAY_TABLE_INTENTS: ReadonlySet<string> = new Set([
  'minimum_pay',
  'hourly_rate',
  'gross_to_net',
  'overtime_value',
  'employer_cost',
]);
/** "al mese", "mensile" against "all'ora", "orario": which pay a question asks. */
export const MONTH_ASKED = /\b(?:al mese|mensil[ei]|mensilmente)\b/;
export const HOUR_ASKED = /\b(?:all'ora|l'ora|orari[ao]|per ora|ad ora)\b/;
