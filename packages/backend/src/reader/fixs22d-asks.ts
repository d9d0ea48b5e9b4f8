import { carriedSlots } from './answer-turn.js';
import { askedClause } from './asking-clause.js';
import { disabilityAccrualAsked } from './disability-accrual-asked.js';
import { countValue } from './numbers.js';
import { questionParts } from './parts.js';
import type { Intent, Slots, TypedRequest } from './request.js';

/**
 * Session 22 (fixs22d): the ways of asking behind the rules failures of the blind sets h54–h56, each read on the
 * folded text of the turn. Each function returns only what it changes.
 */

// "restare qualche ora in più", "le ore extra", "oltre il mio orario": hours beyond the schedule.
const EXTRA_HOURS =
  /\bor[ae]\b[^?.]{0,25}\b(?:in piu|di piu|extra|in aggiunta|oltre (?:il |l')?(?:mio |suo )?orario)\b|\b(?:restare|fermarmi|fermarsi|rimanere|trattenermi|trattenersi) (?:\w+ ){0,3}(?:in piu|di piu|oltre)\b|\boltre (?:il |l')?(?:mio |suo )?orario\b/;
// "me le devono pagare di più o come le ore normali?", "vanno pagate di più?", "hanno una maggiorazione?".
const PAID_MORE =
  /\bpag\w*\b[^?]{0,30}\b(?:di piu|maggiorat\w*|come (?:le )?(?:or[ae] )?normal\w*)|\b(?:maggiorazion\w*|maggiorat\w*)\b|\bcome (?:le )?or[ae] normal\w*/;
const PART_TIME = /\bpart.?time\b|\btempo parziale\b|\bparziale\b/;
const FULL_TIME = /\btempo pieno\b|\bfull.?time\b/;
const PAY_INTENTS: Intent[] = ['hourly_rate', 'minimum_pay', 'overtime_value', 'working_hours'];

/**
 * "Ho un part-time di 20 ore … mi chiedono di restare qualche ora in più: me le devono pagare di più o come le ore
 * normali?": a part-timer's hours beyond the schedule asked as pay are supplementary work (the part-time topic,
 * with its surcharge), not the hourly divisor or overtime.
 */
export function partTimerHoursPaidMore(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (!PAY_INTENTS.includes(request.intent)) return {};
  if (!EXTRA_HOURS.test(text) || !PAID_MORE.test(text)) return {};
  const hours = request.slots.weeklyHours;
  const partTime =
    (PART_TIME.test(text) ||
      request.slots.partTimePercent !== undefined ||
      (hours !== undefined && hours < 36)) &&
    !FULL_TIME.test(text);
  if (!partTime) return {};
  return { intent: 'part_time', alsoAsked: request.alsoAsked.filter((i) => i !== 'part_time') };
}

// Agreement subjects a clause of their own can ask beside an extra month.
const OWN_CLAUSE_SUBJECTS: Intent[] = [
  'working_hours',
  'holidays',
  'probation',
  'notice',
  'rol_ex_festivita',
];

const EXTRA_MONTH =
  /\b(?:tredicesim\w*|quattordicesim\w*|gratifica(?: natalizia)?|13(?:a|esima)|14(?:a|esima))\b/;
// "chi me la paga e quando?", "chi gliela deve dare?", "quando la prendo?": who pays a thing named before, and when.
const WHO_OR_WHEN =
  /\bchi\b[^?]{0,25}\b(?:pag\w*|da|dara|deve dare|versa|eroga)\b|\bquando\b[^?]{0,25}\b(?:(?:me |te |ce |glie)?l[ae] (?:pag\w*|da\w*|prend\w*|ricev\w*|versa\w*)|arriva|si paga|viene pagat\w*)\b/;

// "È normale?", "è giusto?", "è regolare?", "può farlo?": a doubt about what the sentence before tells.
const BARE_DOUBT =
  /^(?:(?:ma|e|quindi) )?(?:e |e' )?(?:normale|giusto|regolare|legale|corretto|possibile|lecito|vero)\b[^?]{0,15}\?|^(?:(?:ma|e) )?(?:puo|possono) farlo\b/;

/**
 * "Il titolare mi ha detto che la tredicesima non me la dà lui. È normale? Chi me la paga e quando?": the 13th
 * (or 14th) month named in the sentences that lead to the question, asked by who pays it and when, is the
 * subject — not the overtime or the transfer the story tells before it.
 */
export function extraMonthWhoPays(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (request.intent === 'monthly_payments' || request.intent === 'comparison') return {};
  // "coi permessi 104 mi scala la tredicesima: può farlo?": the leave's effect on it (disability-accrual-asked.ts).
  if (request.intent === 'leave' && disabilityAccrualAsked(text)) return {};
  const asked = askedClause(text);
  if (!WHO_OR_WHEN.test(asked) && !BARE_DOUBT.test(asked.trim())) return {};
  // The thing may be named in the asking clause or only in the sentences just before it.
  const at = text.lastIndexOf(asked);
  const lead = at < 0 ? '' : text.slice(Math.max(0, at - 160), at);
  if (!EXTRA_MONTH.test(asked) && !EXTRA_MONTH.test(lead)) return {};
  // The story's overtime hours are not what is asked.
  const { overtimeKind: _kind, extraHours: _hours, ...slots } = request.slots;
  // "l'orario quante ore è, e la quattordicesima quando viene pagata?": a subject asked in a clause of its own
  // stays asked beside the extra month (parts.ts splits the clauses), not only the story's.
  const ownClause = OWN_CLAUSE_SUBJECTS.includes(request.intent) && questionParts(text).length > 1;
  return {
    intent: 'monthly_payments',
    alsoAsked: [
      ...(ownClause ? [request.intent] : []),
      ...request.alsoAsked.filter((i) => i !== 'monthly_payments' && i !== 'overtime_value'),
    ],
    slots: { ...slots, amounts: slots.amounts.filter((a) => a.kind !== 'hours') },
  };
}

// "ha trovato un posto in un albergo", "va a lavorare in un bar", "l'hanno presa in una fabbrica": a new job.
const NEW_JOB =
  /\b(?:ha|hanno|ho|abbia|avrebbe) (?:gia |appena )?trovat\w* (?:un |un altro |un nuovo )?(?:posto|lavoro|impiego)\b|\bva(?:da|nno)? a lavorare\b|\b(?:l'|lo |la )?hanno (?:pres\w*|assunt\w*) (?:in|da|presso)\b|\b(?:nuovo|altro) (?:lavoro|posto|impiego)\b|\bgli hanno offerto\b|\ble hanno offerto\b/;
const SETTLED_WITH_THE_EMPLOYER: Intent[] = [
  'notice',
  'tfr',
  'thirteenth_pro_rata',
  'monthly_payments',
  'holidays',
  'rol_ex_festivita',
];

/**
 * "Ok, ma è lei che vuole andarsene: ha trovato un posto in un albergo … quanti giorni di preavviso deve dare a
 * noi?" after a turn on the colf: the workplace the worker is going to is not the agreement she leaves. A
 * follow-up that reads its agreement only from a new job's workplace keeps the conversation's.
 */
export function newJobWorkplace(
  request: TypedRequest,
  text: string,
  own: Slots,
  earlier: Slots | undefined,
): Partial<TypedRequest> {
  if (!earlier?.agreements.length || !own.agreementsBySector || !NEW_JOB.test(text)) return {};
  if (!SETTLED_WITH_THE_EMPLOYER.includes(request.intent)) return {};
  // The same worker, so the facts told of her before (hours, years, living in) hold as well.
  const slots = { ...carriedSlots(request.slots, earlier, text), agreements: [...earlier.agreements] };
  if (!earlier.agreementsBySector) delete slots.agreementsBySector;
  return { slots };
}

const N = String.raw`(\d{1,2}|un|uno|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici|quindici|venti)`;
const FOLLOW_UP_YEARS = new RegExp(
  String.raw`\b(?:(piu di|oltre|meno di|quasi) )?${N} ann[oi]\b(?! ?(?:di eta|d'eta|fa\b|di esperienza|di vita))`,
);

const AGE = /\b(?:eta|compiut\w*|compie|nat[oa]|vecchi[oa])\b/;
// "faccio già da due anni il collaudatore": the years in a role, not the service.
const ROLE_YEARS = new RegExp(
  String.raw`\bfacc\w* (?:gia |ormai |ancora )?da ${N} ann[oi]\b|\b${N} ann[oi] (?:che faccio|come|il|la|lo|l')\b`,
);
// "invece di 4 anni fossero 11", "anziché 3 anni": the years replaced are not the ones asked.
const REPLACED_YEARS = new RegExp(String.raw`\b(?:invece di|anziche|al posto di|non) ${N} ann[oi]\b`, 'g');
// "in un anno", "all'anno", "ogni anno": a period, not a length of service.
const PER_YEAR = /\b(?:in|per|ogni|tra|fra|all'|nell'|l') ?un anno\b|\b(?:all'|ogni |l')anno\b/g;
const HYPOTHESIS = /\b(?:se|con|invece|avesse|abbia|fosse|fossero|lavorasse|stesse|ne ha|ne avesse)\b/;

/**
 * "e se avesse già più di 3 anni lì?", "e se lavorasse da noi da solo 1 anno?" after a banded answer (notice,
 * sick days, holidays): the follow-up changes the years of service, whichever words surround the number.
 * "più di"/"oltre" puts the service past the band's edge, "meno di"/"quasi" just before it.
 */
export function followUpServiceYears(
  request: TypedRequest,
  text: string,
  own: Slots,
  earlier: Slots | undefined,
): Partial<TypedRequest> {
  if (earlier?.seniorityYears === undefined) return {};
  // The hypothesis is the first question: short, with its "se"/"con" ("e se avesse già più di 3 anni lì?").
  const first = (text.split('?')[0] ?? '').replace(REPLACED_YEARS, ' ');
  if (first.split(/\s+/).length > 14 || !HYPOTHESIS.test(first) || AGE.test(first) || ROLE_YEARS.test(first))
    return {};
  const match = FOLLOW_UP_YEARS.exec(first.replace(PER_YEAR, ' '));
  const n = match?.[2] === undefined ? undefined : countValue(match[2]);
  if (n === undefined || !match || n > 45) return {};
  const years = match[1] === 'piu di' || match[1] === 'oltre' ? n + 0.1 : match[1] ? n - 0.1 : n;
  if (own.seniorityYears !== undefined && Math.floor(own.seniorityYears) !== n) return {};
  if (request.slots.seniorityYears === years) return {};
  return { slots: { ...request.slots, seniorityYears: years } };
}

/** The readings above, in order, on the turn's folded text. */
export function fixs22dReadings(
  request: TypedRequest,
  text: string,
  own: Slots,
  earlier: Slots | undefined,
): TypedRequest {
  let done = request;
  for (const read of [
    (r: TypedRequest) => partTimerHoursPaidMore(r, text),
    (r: TypedRequest) => extraMonthWhoPays(r, text),
    (r: TypedRequest) => newJobWorkplace(r, text, own, earlier),
    (r: TypedRequest) => followUpServiceYears(r, text, own, earlier),
  ])
    done = { ...done, ...read(done) };
  return done;
}
