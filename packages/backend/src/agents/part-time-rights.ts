import { euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { countValue } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citeSources, monthlyPaymentsCitations } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { lawCitations } from './law-facts.js';
import { type PartShare, partShare } from './part-share.js';
import { partTimeChangesAnswer } from './part-time-changes.js';
import { PART_TIME_RULES } from './part-time-law.js';
import { isDomestic, payBase } from './pay-base.js';
import { permitShareAnswer } from './permit-share.js';
import { rolTotalAnswer } from './rol-total.js';
import { weekAsked } from './schedule-variant.js';

/**
 * A part-timer's own entitlements (D.Lgs. 81/2015, art. 7): the permits at the share of the hours, the
 * holidays by the kind of part-time (vertical: in proportion to the days worked; horizontal: the full-time
 * days), the extra months as a whole month of the part-time pay. Each answers the share, not the agreement's
 * full-time figure or its part-time chapter.
 */

const PART_TIME = /\bpart.?time\b|\bpartime\b|tempo parziale|orario ridotto/;
const FULL_TIME = /\bfull.?time\b|\btempo pieno\b/;
const OTHERS_PART_TIME =
  /\b(?:la|il|una|un|l'|altr[aoie]|quell[aoie]|due|tre)\s?(?:\w+ )?(?:ragazz[aoie]|collegh?\w*|commess[aoie]|dipendent[ei]|signor[aei]|addett[aoie]|apprendist[aei]|student\w*)\s(?:in |a )?(?:part.?time|tempo parziale)\b/g;
const COUNT = String.raw`(\d|un[oa]?|due|tre|quattro|cinque)`;
/** "3 giorni a settimana", "tre giorni su sei", "3 giorni pieni su 6", "4 gg interi alla settimana". */
const DAYS_A_WEEK = new RegExp(
  String.raw`\b${COUNT} (?:giorn[io]|gg)(?: (?:lavorativ\w*|pien[io]|inter[io]|di lavoro))? (?:(?:a|alla|la|per|ogni|su|alle) settiman\w*|settimanal\w*|su ${COUNT}\b)`,
);
const PERMITS =
  /\brol\b|\bpar\b(?!\.?\s*\d)|ex.?festivit|festivita soppresse|\bpermess\w* (?:retribuit|annu|rol)/;
const VERTICAL = /\bvertical\w*/;
const HORIZONTAL = /\borizzontal\w*|\b\d+(?:[.,]\d+)? or[ea] (?:al|ogni|per|a) giorn|\btutti i giorni\b/;
const hours = (n: number) => new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(n);

/** The question says the worker is part-time: the words, a percentage, or fewer weekly hours than the full week. */
export function saysPartTime(text: string, req: TypedRequest, ccnl: Ccnl): boolean {
  const pt = req.slots.partTimePercent;
  if (pt !== undefined && pt > 0 && pt < 100) return true;
  // "full time, il sabato lo fa la ragazza part-time": another worker's part-time, the writer's own full time.
  const own = FULL_TIME.test(text) ? text.replace(OTHERS_PART_TIME, ' ') : text;
  if (PART_TIME.test(own)) return true;
  // "fa 3 giorni a settimana": fewer days than any agreement's week is a vertical part-time.
  const days = daysAWeek(text);
  if (days !== undefined && days <= 4) return true;
  const full = ccnl.weekly_hours.value;
  return req.slots.weeklyHours !== undefined && full !== null && req.slots.weeklyHours < full;
}

const ENTITLEMENTS: ReadonlySet<TypedRequest['intent']> = new Set([
  'holidays',
  'notice',
  'sickness_injury',
  'rol_ex_festivita',
  'monthly_payments',
  'thirteenth_pro_rata',
]);
/** Words that ask about the part-time contract itself: its minimum hours, extra hours, clauses, change. */
const ASKS_PART_TIME_ITSELF =
  /\bminim\w* (?:di )?or|supplementar|elastic|flessibil|trasform|\bcome funziona|\bdisciplin|\bregole del part|\be il part|\bed il part/;

/**
 * The part-time said as the worker's condition beside an entitlement ("part-time 20 ore, quanti ROL ho?"):
 * the request without the part-time topic as a further subject, so the answer is the worker's own share only.
 */
export function partTimeAsCondition(request: TypedRequest, message: string): TypedRequest {
  if (!ENTITLEMENTS.has(request.intent) || !request.alsoAsked.includes('part_time')) return request;
  if (ASKS_PART_TIME_ITSELF.test(readable(message))) return request;
  return { ...request, alsoAsked: request.alsoAsked.filter((i) => i !== 'part_time') };
}

/** The days a week a vertical part-timer works ("3 giorni a settimana"), when said. */
function daysAWeek(text: string): number | undefined {
  const match = DAYS_A_WEEK.exec(text);
  const days = match ? countValue(match[1] as string) : undefined;
  return days !== undefined && days >= 1 && days < 7 ? days : undefined;
}

/** The share as a percentage slot, for the answers that read it (ROL, permits). */
function withShare(req: TypedRequest, part: PartShare): TypedRequest {
  return { ...req, slots: { ...req.slots, partTimePercent: Math.round(part.share * 10_000) / 100 } };
}

/** The answer to a part-timer's entitlement asked, or undefined when the question is not one. */
export function partTimeRightsAnswer(
  ctx: AgentContext,
  req: TypedRequest,
  ccnl: Ccnl,
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!saysPartTime(text, req, ccnl)) return undefined;
  // "cosa cambia se passo a part-time al 50%? ferie, tredicesima, tfr?": each right the change touches.
  const changes = partTimeChangesAnswer(ctx, req, ccnl, {
    holidays: (asked) => holidaysAnswer(text, asked, ccnl),
    extraMonth: (asked) => extraMonthAnswer(ctx, `${text} intera`, asked, ccnl),
  });
  if (changes) return changes;
  // "faccio 30 ore settimanali: permessi rol quante ore?": the hours said are the schedule, the permits the subject.
  if (req.intent === 'rol_ex_festivita' || (req.intent === 'working_hours' && PERMITS.test(text)))
    return permitsAnswer(ctx, { ...req, intent: 'rol_ex_festivita' }, ccnl);
  if (req.intent === 'holidays') return holidaysAnswer(text, req, ccnl);
  // "mi spetta intera?", "me la dimezzano?": whether the extra month is whole, not how many months it matures.
  const whole =
    WHOLE.test(text) || (req.intent === 'monthly_payments' && /\bspett|diritto|\bmatur/.test(text));
  const noPeriod = req.slots.monthsWorked === undefined && !req.slots.hireDate && !req.slots.endDate;
  if (
    (req.intent === 'monthly_payments' ||
      req.intent === 'thirteenth_pro_rata' ||
      (req.intent === 'part_time' && WHOLE.test(text))) &&
    whole &&
    noPeriod &&
    EXTRA_MONTH.test(text)
  )
    return extraMonthAnswer(ctx, text, req, ccnl);
  return undefined;
}

export function permitsAnswer(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const part = partShare(ccnl, req.slots.partTimePercent, req.slots.weeklyHours);
  if (!part) return undefined;
  const shared = withShare(req, part);
  return rolTotalAnswer(ctx, shared, ccnl, true) ?? permitShareAnswer(shared, ccnl);
}

/** The agreement's full-time holidays as days on a week of `basis` days ("26 giorni … settimana di 6 giorni"). */
function holidayDays(ccnl: Ccnl): { days: number; basis: number }[] {
  const said = ccnl.holidays.text;
  if (!said) return [];
  const text = readable(said);
  const pairs = [
    ...text.matchAll(/\b(\d+) giorn\w*(?: lavorativ\w*)?[^;]{0,60}?\b(?:su|di) (\d) giorn/g),
  ].map((m) => ({ days: Number(m[1]), basis: Number(m[2]) }));
  if (pairs.length) return pairs.filter((p) => p.basis >= 5 && p.basis <= 6);
  // "4 settimane l'anno": four weeks of the worker's own days.
  const weeks = /\b(\d|quattro|cinque) settimane\b/.exec(text);
  const n = weeks ? countValue(weeks[1] as string) : undefined;
  return n ? [{ days: n, basis: 1 }] : [];
}

export function holidaysAnswer(text: string, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const days = daysAWeek(text);
  const vertical = VERTICAL.test(text) || (days !== undefined && !HORIZONTAL.test(text));
  const horizontal = !vertical && (HORIZONTAL.test(text) || req.slots.weeklyHours !== undefined);
  const fullText = ccnl.holidays.text;
  if (!fullText) return undefined;
  const citations: Citation[] = [
    ...citeSources(
      ccnl,
      `Ferie del ${ccnl.short_name}: ${fullText}`,
      ccnl.holidays.article ?? null,
      ccnl.holidays.sources,
    ),
    ...lawCitations(
      PART_TIME_RULES.holidays,
      'Part-time orizzontale: le stesse ferie del tempo pieno; verticale: ferie in proporzione ai giorni lavorati',
    ),
  ];
  const rule = [
    'Part-time orizzontale (meno ore ogni giorno): le stesse giornate di ferie del tempo pieno, pagate sull’orario ridotto.',
    'Part-time verticale (giornate intere in alcuni giorni): ferie in proporzione ai giorni lavorati, cioè ferie del tempo pieno × giorni lavorati ÷ giorni della settimana del contratto (circolare 24/2000 del Ministero del Lavoro).',
  ];
  const full = `Ferie del tempo pieno nel ${ccnl.short_name}: ${fullText}.`;
  const pairs = holidayDays(ccnl);
  // An agreement granting its holidays whatever the schedule (domestic work): no share of them to compute.
  // (The days accrued since a hire or up to a leaving date are the accrual's, accrual.ts.)
  const accrued =
    /\bmatur/.test(text) &&
    (req.slots.hireDate !== undefined ||
      req.slots.endDate !== undefined ||
      req.slots.monthsWorked !== undefined);
  if (/\bindipendentemente dall'orario\b/.test(fold(fullText)) && pairs[0]) {
    if (accrued) return undefined;
    return compose({
      answer: `Nel ${ccnl.short_name}, anche a orario ridotto${days !== undefined ? ` (${days} giorni a settimana)` : ''}, spettano ${bold(`${pairs[0].days} giorni lavorativi di ferie`)} l'anno: il contratto le riconosce indipendentemente dall'orario.`,
      steps: [full],
      assumptions: [],
      citations: citeSources(
        ccnl,
        `Ferie del ${ccnl.short_name}: ${fullText}`,
        ccnl.holidays.article ?? null,
        ccnl.holidays.sources,
      ),
      related: [],
    });
  }
  if (vertical && days !== undefined && pairs.length) {
    const own = pairs.map((p) => {
      const value = p.basis === 1 ? p.days * days : Math.round(((p.days * days) / p.basis) * 100) / 100;
      const formula =
        p.basis === 1 ? `${p.days} settimane × ${days} giorni` : `${p.days} × ${days} / ${p.basis}`;
      return { ...p, value, formula };
    });
    const head = own
      .map(
        (o) =>
          `${bold(`${hours(o.value)} giorni di ferie`)}${own.length > 1 ? ` (sulla settimana di ${o.basis} giorni)` : ''}`,
      )
      .join(' o ');
    return compose({
      answer: `Nel ${ccnl.short_name}, con un part-time verticale di ${days} giorni a settimana, spettano ${head} l'anno: le ferie del tempo pieno in proporzione ai giorni lavorati (${own.map((o) => `${o.formula} = ${hours(o.value)}`).join('; ')}).`,
      steps: [
        full,
        ...own.map((o) => `Riproporzionamento: ${o.formula} = ${hours(o.value)} giorni.`),
        rule[1] as string,
      ],
      assumptions: [
        'Giornate intere nei giorni lavorati (part-time verticale); con meno ore ogni giorno (orizzontale) le giornate sono quelle del tempo pieno.',
        'La frazione di giorno si arrotonda come prevede il contratto o l’accordo aziendale.',
      ],
      citations,
      related: [],
    });
  }
  if (horizontal && !vertical) {
    const inHours = hoursShare(text, req, ccnl, full, rule[0] as string, citations);
    if (inHours) return inHours;
    // "dal lunedì al venerdì": the days of the week said (a five-day week's 22, not the six-day 26).
    const week = weekAsked(text);
    const first = pairs.find((p) => p.basis === week) ?? pairs[0];
    const same =
      first && first.basis !== 1
        ? `${bold(`${first.days} giorni di ferie`)}`
        : bold('le stesse ferie del tempo pieno');
    return compose({
      answer: `Nel ${ccnl.short_name}, con un part-time orizzontale (meno ore ogni giorno), spettano ${same} l'anno, come al tempo pieno: ogni giorno di ferie è pagato sull’orario ridotto.`,
      steps: [full, rule[0] as string],
      assumptions: [
        'Part-time orizzontale: gli stessi giorni della settimana del tempo pieno, con meno ore.',
      ],
      citations,
      related: [],
    });
  }
  return compose({
    answer: `Nel ${ccnl.short_name} le ferie di un part-timer dipendono dal tipo di part-time: ${bold('orizzontale, le stesse giornate del tempo pieno')}; ${bold('verticale, in proporzione ai giorni lavorati')}.`,
    steps: [full, ...rule],
    assumptions: [
      'Indica quanti giorni a settimana lavori (o se lavori tutti i giorni con meno ore) per il numero esatto.',
    ],
    citations,
    related: [],
  });
}

/** "mi spetta intera?", "è ridotta?", "la prendo tutta?", "a metà?". */
const WHOLE =
  /\binter[ao]\b|\bpien[ao]\b|\btutt[ao]\b|\bridott[ao]\b|\bdimezz|\bmeta\b|\bproporzion|\banche (?:se|col|con|ai|per)\b/;
const EXTRA_MONTH =
  /\b1[34](?:a|ª|°|esim\w*|ma)?(?=[\s?.,;!]|$)(?! or)|tredicesim|quattordicesim|mensilit\w* aggiuntiv|gratifica natalizia/;

export function extraMonthAnswer(
  ctx: AgentContext,
  text: string,
  req: TypedRequest,
  ccnl: Ccnl,
): AgentAnswer | undefined {
  const fourteenth = /\b14\b|\b14\S|quattordicesim/.test(text) && !/\b13\b|\b13\S|tredicesim/.test(text);
  const name = fourteenth ? 'quattordicesima' : 'tredicesima';
  if (fourteenth && (ccnl.monthly_payments.value ?? 13) < 14) return undefined;
  const part = partShare(ccnl, req.slots.partTimePercent, req.slots.weeklyHours);
  const base = part && req.slots.level ? payBase(ctx, withShare(req, part)) : undefined;
  const shareLabel = part ? part.label : 'part-time';
  const amount = base
    ? ` Con ${base.label}, è di ${bold(`${euro(base.monthly)}`)} lordi per un anno intero di servizio.`
    : '';
  return compose({
    answer: `Con un ${shareLabel} la ${name} spetta ${bold('intera, cioè una mensilità piena della retribuzione part-time')}: non si riducono i mesi, si riduce la paga su cui è calcolata (in proporzione alle ore).${amount}`,
    steps: [
      `Il part-timer ha gli stessi diritti del tempo pieno, con la retribuzione e ogni sua voce riproporzionate alle ore (D.Lgs. 81/2015, art. 7).`,
      `La ${name} vale una mensilità della retribuzione in atto${part ? `: la paga del tempo pieno × ${part.formula}` : ''}; matura a dodicesimi per i mesi di servizio dell’anno.`,
      ...(base
        ? [
            `${name[0]?.toUpperCase()}${name.slice(1)}: ${euro(base.monthly)} (${base.assumptions.find((a) => a.startsWith('Part-time')) ?? ''}).`,
          ]
        : []),
    ],
    assumptions: [
      ...(base
        ? []
        : part
          ? ['Indica il livello per l’importo.']
          : ['Indica la percentuale o le ore settimanali del part-time e il livello per l’importo.']),
      'Anno intero di servizio: con meno mesi spettano tanti dodicesimi quanti i mesi lavorati.',
      ...(base
        ? ['Solo minimo tabellare: scatti di anzianità e superminimo si aggiungono se li indichi.']
        : []),
    ],
    citations: [
      ...lawCitations(
        PART_TIME_RULES.extraMonth,
        `${name} del part-time: una mensilità della retribuzione ridotta`,
      ),
      ...monthlyPaymentsCitations(ccnl),
      ...(base?.citations ?? []),
    ],
    related: [],
  });
}

/**
 * What part-time changes of the agreement's notice or sick pay, said beside its rule: notice the same days as
 * full time (the indemnity in lieu on the part-time pay), sick pay the same shares on the part-time pay.
 */
export function partTimeNote(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): string | undefined {
  const text = readable(ctx.message);
  // Domestic work's notice and sick pay depend on the weekly hours themselves (domestic-terms.ts).
  if (isDomestic(ccnl) || !saysPartTime(text, req, ccnl) || ASKS_PART_TIME_ITSELF.test(text))
    return undefined;
  // ("e x una cassiera part time … che licenzio insieme a lui? quanto pago?" after the dismissal ticket: no notice
  // is named on the turn or the one before, so no note on it.)
  const noticeNamed = /preavvis/.test(text) || /preavvis/.test(readable(ctx.history?.at(-1) ?? ''));
  if (req.intent === 'notice' && noticeNamed)
    return `Il part-time non accorcia il preavviso: nel ${ccnl.short_name} valgono gli stessi giorni del tempo pieno per livello e anzianità (la legge lascia ai contratti collettivi la possibilità di modularli per il part-time, e le fonti lette del contratto non lo fanno); l’indennità sostitutiva, se il preavviso non si lavora, si calcola sulla retribuzione part-time (D.Lgs. 81/2015, art. 7).`;
  if (req.intent === 'sickness_injury')
    return `Il part-time non cambia le regole della malattia: nel ${ccnl.short_name} valgono le stesse percentuali e la stessa conservazione del posto del tempo pieno, calcolate sulla retribuzione part-time, cioè riproporzionate alle ore; nel part-time verticale l’indennità INPS si calcola sulle giornate di lavoro previste e il contratto collettivo può modulare il periodo di comporto (D.Lgs. 81/2015, art. 7; INPS, circolare 132/2021).`;
  return undefined;
}

/** The note for the request's agreement, when the question is a part-timer's notice or sick pay. */
export function partTimeNoteOf(ctx: AgentContext, req: TypedRequest): string | undefined {
  const id = req.slots.agreements[0];
  const ccnl = id === undefined ? undefined : ctx.kb.byCategory(id);
  const figures = req.slots.amounts.some(
    (a) => a.kind === 'ral' || a.kind === 'monthly_gross' || a.kind === 'other',
  );
  return ccnl && !figures && !ctx.documents.length ? partTimeNote(ctx, req, ccnl) : undefined;
}

/** The note as the answer's second paragraph, after the rule it qualifies. */
export function withPartTimeNote<T extends AgentAnswer>(answer: T, note: string | undefined): T {
  if (note === undefined || answer.text.includes(note)) return answer;
  const parts = answer.text.split('\n\n');
  parts.splice(1, 0, note);
  return { ...answer, text: parts.join('\n\n'), brief: `${answer.brief}\n\n${note}` };
}

/**
 * Holidays asked in hours ("quante ore sono all'anno? e per un part-time orizzontale al 50%?"): the agreement's
 * yearly hours, and the part-timer's in proportion to the hours worked. Undefined unless hours are asked, the
 * agreement states its holidays in hours and the part-time share is known.
 */
function hoursShare(
  text: string,
  req: TypedRequest,
  ccnl: Ccnl,
  full: string,
  rule: string,
  citations: Citation[],
): AgentAnswer | undefined {
  const part =
    req.slots.partTimePercent ?? Number(/\bal (\d{2})\s*(?:%|per ?cento)/.exec(text)?.[1] ?? Number.NaN);
  if (
    !(part > 0 && part < 100) ||
    !/\bore\b/.test(text) ||
    !/\bquant\w* ore\b|\bin ore\b|\bore (?:di ferie )?(?:all'anno|annu)/.test(text)
  )
    return undefined;
  const yearly = Number(/\b(\d{2,3}) ore\b/.exec(ccnl.holidays.text ?? '')?.[1]);
  if (!(yearly > 0)) return undefined;
  const own = Math.round(yearly * part) / 100;
  return compose({
    answer: `Nel ${ccnl.short_name} le ferie annue del tempo pieno sono ${bold(`${yearly} ore`)}; con un part-time orizzontale al ${percent(part)} ne maturano ${bold(`${hours(own)} ore`)} l'anno (${yearly} × ${percent(part)}): gli stessi giorni di ferie, pagati sull’orario ridotto.`,
    steps: [full, rule, `Ore di ferie del part-time: ${yearly} × ${percent(part)} = ${hours(own)} ore.`],
    assumptions: ['Part-time orizzontale: gli stessi giorni della settimana del tempo pieno, con meno ore.'],
    citations,
    related: [],
  });
}
