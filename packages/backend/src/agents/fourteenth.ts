import { euro, italianDate, MONTHS } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { additionalMonthProRata, cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { computed, isAnswer } from './figure-answers.js';
import { incrementsInGross } from './increments-given.js';
import { type PayBase, payBase, yearOf } from './pay-base.js';
import { paymentsCountMissing } from './payments-count-gap.js';
import { ratePeriodYear } from './ratei-period.js';
import { monthRuleWords, stayRateiLine } from './season-ratei.js';
import { asksWholeStayInTurns, staySplit } from './season-stay.js';
import { workedParts } from './worked.js';

/** The agreement's own 14th-month rule, read from its knowledge-base statement. */
export interface FourteenthRule {
  /** Whether the agreement pays one: false when it states 13 payments and no 14th. */
  exists: boolean | 'some';
  /** Share of a month's pay the full 14th is (Cooperative sociali: half). */
  share: number;
  /** The accrual period runs July to June: stated by the agreement, or assumed (the usual one). */
  periodStated: boolean;
  paid?: string;
  /** What the month's pay for it is ("in atto al 30 giugno"), and what it leaves out. */
  basis?: string;
  excludes?: string;
  /** The increments named among the 14th's items ("paga base nazionale, eventuali scatti di anzianità, …"). */
  includesIncrements?: boolean;
  /** The day the agreement introduced it ("dal 1° gennaio 2025, una quattordicesima"): no ratei accrue before. */
  since?: string;
  text: string;
}

// "dal 1° gennaio 2025, una quattordicesima", "quattordicesima introdotta dal 1° gennaio 2025", "a partire dal
// 1° gennaio 2025 … matureranno la quattordicesima": the day the 14th begins to accrue, when it is a new item.
const MONTH = `(${MONTHS.join('|')})`;
const SINCE = new RegExp(
  `\\b(?:dal|a partire dal) (\\d{1,2})°? ${MONTH} (\\d{4}),? (?:[^.;]{0,40}?\\b)?(?:una |la )?quattordicesim|quattordicesim\\w* (?:introdott\\w* |prevista |matura )?(?:dal|a partire dal) (\\d{1,2})°? ${MONTH} (\\d{4})`,
);

/** The ISO day the 14th was introduced, read from the agreement's statement. */
function introducedOn(lower: string): string | undefined {
  const m = SINCE.exec(lower);
  if (!m) return undefined;
  const [day, month, year] = m[1] ? [m[1], m[2], m[3]] : [m[4], m[5], m[6]];
  const mm = MONTHS.indexOf(month ?? '') + 1;
  return mm > 0 ? `${year}-${String(mm).padStart(2, '0')}-${String(day).padStart(2, '0')}` : undefined;
}

export function fourteenthRule(ccnl: Ccnl): FourteenthRule {
  const mp = ccnl.monthly_payments;
  const text = mp.text ?? '';
  const extra = mp.extra?.find((e) => /14|quattordicesim|premio annuo/i.test(e.name));
  const lower = text.toLowerCase();
  const exists: FourteenthRule['exists'] =
    extra || (mp.value ?? 0) > 13
      ? true
      : /quattordicesima spetta solo in alcuni|solo in alcuni settori/.test(lower)
        ? 'some'
        : false;
  const at = lower.indexOf('quattordicesim');
  const about = at >= 0 ? lower.slice(at, at + 260) : '';
  const half = /\bmeta\b|\bmetà\b|50%/.test(about) || /50%/.test(extra?.name ?? '');
  return {
    exists,
    share: half ? 0.5 : 1,
    periodStated: /luglio (?:a|al) (?:30 )?giugno|luglio.{0,4}30 giugno|1° luglio al 30 giugno/.test(lower),
    ...(extra?.paid ? { paid: extra.paid } : {}),
    ...(/in (?:atto|vigore) (?:al 30 giugno|a giugno)/.exec(about)
      ? { basis: `sulla retribuzione ${/in (?:atto|vigore) (?:al 30 giugno|a giugno)/.exec(about)?.[0]}` }
      : {}),
    ...(/senza gli scatti/.test(about) || /\besclus\w*[^.;]{0,60}\bscatti di anzianit/.test(lower)
      ? { excludes: 'senza gli scatti di anzianità' }
      : /quattordicesim[^;]{0,200}\([^)]*\bscatti di anzianit[^)]*\)/.test(lower)
        ? { includesIncrements: true }
        : {}),
    ...(introducedOn(lower) ? { since: introducedOn(lower) } : {}),
    text,
  };
}

const related = (ccnl: Ccnl) => [
  `Quando si paga la tredicesima nel ${ccnl.short_name}?`,
  `Quali sono i minimi retributivi per livello nel ${ccnl.short_name}?`,
  `Quante mensilità prevede il ${ccnl.short_name}?`,
];

const LONG_SERVICE =
  /\b(?:in forza|in servizio|lavora|assunt\w*) da (?:anni|tempo|molti anni|diversi anni|parecchi anni|sempre)\b|\bin forza da piu di un anno\b/;

// "rispetto a quella della collega assunta da anni": another worker's service, said to compare.
const OTHER_WORKER = /\b(?:collega|colleghi|colleghe|altr[oaie]|quell[oa] (?:della|del|di))\b[^.;?!]{0,20}$/;
// "è stata assunta il 1° febbraio 2026": the worker's own hire, stated with its day.
const HIRED_ON = /\bassunt\w* (?:il|dal|in data) \d/;

/** The worker asked about is in service since long (not a colleague set beside, not one hired on a stated day). */
function longServiceOwn(text: string): boolean {
  const m = LONG_SERVICE.exec(text);
  if (!m) return false;
  return !OTHER_WORKER.test(text.slice(Math.max(0, m.index - 40), m.index)) && !HIRED_ON.test(text);
}

// "quante mensilità sono previste e quando si paga la quattordicesima?": the count asked beside the 14th's month.
const COUNT_ASKED =
  /\bquant[ei] (?:sono (?:le )?)?mensilit|\b(?:numero|totale) (?:di |delle )?mensilit|\bsu quante mensilit/;
const countAsked = (ccnl: Ccnl, message: string) => {
  const count = ccnl.monthly_payments.value;
  return count && COUNT_ASKED.test(readable(message)) ? `sono previste ${bold(`${count} mensilità`)} e ` : '';
};

/**
 * The quattordicesima in the agreement asked: whether it exists, when it is paid, what share of a month it
 * is and over which period it accrues, then the amount for the months worked when the pay is known.
 */
export function fourteenthAnswer(ctx: AgentContext, told: TypedRequest, ccnl: Ccnl): AgentAnswer {
  // "in forza da anni … aveva a giugno 2026 una retribuzione di …": the month is the pay's, not a hire. A date
  // read as that hire ("presente tutto il periodo luglio 2025-giugno 2026") is the period's start, not the pay's:
  // the 14th is paid on the pay in force at the 30 June that closes the period.
  const { date: toldDate, hireDate: toldHire } = told.slots;
  const req = longServiceOwn(readable(ctx.message))
    ? {
        ...told,
        slots: {
          ...told.slots,
          hireDate: undefined,
          ...(toldDate !== undefined && toldDate === toldHire ? { date: undefined } : {}),
        },
      }
    : told;
  const rule = fourteenthRule(ccnl);
  // The pay in force when it is paid (June), unless a date is asked; without what the agreement leaves out.
  const { date, hireDate } = req.slots;
  // Hired after the period a year of the story names: the first period the hire falls in.
  const year = ratePeriodYear(true, yearOf(ctx, req), hireDate);
  // A date after the 30 June that closes the period (the year's day a question "… e 13ª di dicembre" sets) is
  // not the 14th's: it is paid on the pay in force at that 30 June, unless the worker leaves after it.
  const payDay = `${year}-06-30`;
  const leavesAfter = req.slots.endDate !== undefined && req.slots.endDate > payDay;
  // Leaving before the 30 June that would close the period: the ratei are paid with the final pay, on the pay in
  // force on the last day (that 30 June never comes for this worker).
  const leaving = req.slots.endDate;
  const onLastDay = !(date && date !== hireDate) && leaving !== undefined && leaving <= `${year + 1}-06-30`;
  const asked = onLastDay ? leaving : date && date !== hireDate ? date : payDay;
  const slots = { ...req.slots, date: asked > payDay && !leavesAfter ? payDay : asked };
  if (rule.excludes) delete slots.seniorityIncrements;
  const stated = payBase(ctx, { ...req, slots });
  // A gross said with its increments ("1.700 di cui 40 di scatti"), where the 14th leaves them out.
  const increments = rule.excludes && stated ? incrementsInGross(ctx.message) : undefined;
  const base: PayBase | undefined =
    stated && increments && increments < stated.monthly
      ? {
          ...stated,
          monthly: stated.monthly - increments,
          label: `${stated.label} meno ${euro(increments)} di scatti (${euro(cents(stated.monthly - increments))})`,
        }
      : stated;
  const citations = citeSources(
    ccnl,
    `Mensilità del ${ccnl.short_name}: ${rule.text}`,
    ccnl.monthly_payments.article ?? null,
    ccnl.monthly_payments.sources,
    1,
  );
  // No page read on the agreement's extra months: the gap, never "not provided".
  if (!ccnl.monthly_payments.text)
    return compose({
      answer: `Le mensilità aggiuntive del ${ccnl.short_name} (se spetta la quattordicesima, quanto vale e quando si paga) ${bold('non sono nella base di conoscenza')}: non posso dire se ti spetta né calcolarne l'importo.`,
      steps: ccnl.monthly_payments.gap ? [ccnl.monthly_payments.gap] : [],
      citations: [],
      related: related(ccnl),
    });
  // No 14th read where the number of payments is itself missing: the count is the gap, not "not provided".
  const countMissing = rule.exists === false ? paymentsCountMissing(ccnl) : undefined;
  if (countMissing)
    return compose({ answer: countMissing.text, citations: countMissing.citations, related: related(ccnl) });
  if (rule.exists !== true)
    return compose({
      answer:
        rule.exists === 'some'
          ? `Nel ${ccnl.short_name} ${countAsked(ccnl, ctx.message)}${bold('la quattordicesima non spetta a tutti')}: ${rule.text}`
          : `Nel ${ccnl.short_name} ${countAsked(ccnl, ctx.message)}${bold('non è prevista la quattordicesima')}: ${rule.text.replace(/\.?$/, '.')}`,
      citations,
      related: related(ccnl),
    });
  const share = rule.share === 1 ? 'una mensilità intera' : 'metà di una mensilità (il 50%)';
  const when = rule.paid
    ? /^\d/.test(rule.paid)
      ? `il ${rule.paid}`
      : /^(?:luglio|giugno)/.test(rule.paid)
        ? `a ${rule.paid}`
        : rule.paid
    : '';
  const paid = when ? `si paga ${when}` : 'il mese di pagamento non è indicato nelle fonti';
  const accrual = `matura a dodicesimi da luglio a giugno${rule.periodStated ? '' : ' (periodo usuale: le fonti lette non lo indicano per questo CCNL)'}`;
  const how = `Nel ${ccnl.short_name} ${countAsked(ccnl, ctx.message)}la quattordicesima${rule.since ? `, prevista dal ${italianDate(rule.since)},` : ''} ${paid}, vale ${share}${rule.basis ? ` ${rule.basis}` : ''}${rule.excludes ? ` (${rule.excludes})` : ''} e ${accrual}, un dodicesimo per ogni mese ${monthRuleWords(ccnl)}.`;
  // The stay's days told without a pay: the ratei they make, then the rule (season-ratei.ts).
  const stayRatei = base
    ? undefined
    : stayRateiLine(ccnl, req.slots.hireDate, req.slots.endDate, 'quattordicesima');
  if (!base)
    return compose({
      answer: stayRatei ?? how.replace(paid, bold(paid)).replace(share, bold(share)),
      steps: [
        ...(stayRatei ? [how] : []),
        req.slots.level
          ? `Il minimo del livello ${req.slots.level} al ${italianDate(slots.date)} non è nella base di conoscenza: indica la retribuzione mensile per l’importo.`
          : stayRatei
            ? 'Indica il livello (o la retribuzione mensile) per l’importo dei ratei.'
            : 'Indica il livello (o la retribuzione mensile) e la data di assunzione o i mesi lavorati per l’importo.',
      ],
      citations,
      related: related(ccnl),
    });
  const { hireDate: hire, endDate: end, monthsWorked } = req.slots;
  // Leaving after this year's payment (ultimo giorno a settembre): the ratei of the period that began in July.
  const after = end !== undefined && end > `${year}-06-30` && end <= `${year + 1}-06-30`;
  // A stay begun before that 1 July and ended after it, within a year, asked as a whole (a season from May to
  // September, season-stay.ts): every month of the stay is due, up to June with July's pay, the rest at the end.
  const stay =
    after &&
    hire !== undefined &&
    !hire.startsWith('?') &&
    hire >= `${year - 1}-07-01` &&
    hire < `${year}-07-01` &&
    asksWholeStayInTurns(ctx.message, ctx.history);
  const period =
    stay && hire && end
      ? { start: hire, end }
      : after
        ? { start: `${year}-07-01`, end: `${year + 1}-06-30` }
        : { start: `${year - 1}-07-01`, end: `${year}-06-30` };
  // A 14th the agreement introduced inside the period (Cooperative sociali from 1 January 2025): its first
  // payment counts only the months from that day, never a whole year of ratei.
  const firstYear = rule.since !== undefined && rule.since > period.start;
  if (rule.since && rule.since > period.end)
    return compose({
      answer: `Nel ${ccnl.short_name} ${bold(`la quattordicesima non spettava per il periodo ${italianDate(period.start)} – ${italianDate(period.end)}`)}: è prevista dal ${italianDate(rule.since)}.`,
      steps: [how],
      citations,
      related: related(ccnl),
    });
  const start = firstYear && rule.since ? rule.since : period.start;
  const worked = computed(ctx, () =>
    additionalMonthProRata({
      which: '14ª',
      // (A first year's half 14th as the pages compute it, a 24th of the month's pay per month: never the half
      // month of a whole year, which that year does not reach.)
      ...(firstYear ? { monthly: base.monthly, share: rule.share } : { monthly: base.monthly * rule.share }),
      ...(monthsWorked !== undefined
        ? { months: Math.min(monthsWorked, firstYear ? monthsSpan(start, period.end) : 12) }
        : hire || end || firstYear
          ? {
              worked: {
                from: hire && hire > start ? hire : start,
                to: end && end < period.end ? end : period.end,
              },
              period: { ...period, start },
            }
          : { months: 12 }),
    }),
  );
  if (isAnswer(worked)) return worked;
  const months = worked.result.months;
  const parts = workedParts(worked);
  return compose({
    answer: `Con ${base.label}${rule.excludes && req.slots.seniorityIncrements ? `, ${rule.excludes}` : ''}, la quattordicesima, che ${paid}, per ${months} ${months === 1 ? 'mese' : 'mesi'} di maturazione (${stay ? `dal ${italianDate(period.start)} al ${italianDate(period.end)}: i ratei fino a giugno con la retribuzione di luglio, gli altri alla cessazione` : onLastDay && end ? `dal ${italianDate(hire && hire > period.start ? hire : period.start)} al ${italianDate(end)}: i ratei si pagano con le competenze di fine rapporto` : firstYear ? `${monthYear(start)} – giugno ${period.end.slice(0, 4)}: la quattordicesima matura dal ${italianDate(start)}, prima non ci sono ratei` : `luglio ${period.start.slice(0, 4)} – giugno ${period.end.slice(0, 4)}`}) è di ${bold(euro(cents(worked.result.amount)))} lordi.${stay || onLastDay || firstYear || monthsWorked !== undefined ? '' : rateiCount(months, hire, end, period)}`,
    steps: [
      how,
      ...(onLastDay && leaving !== payDay
        ? [
            `Con la cessazione il 30 giugno che chiuderebbe il periodo non arriva: i ratei maturati si pagano con le competenze di fine rapporto, sulla retribuzione in atto all'ultimo giorno di lavoro (${italianDate(leaving)}), non su quella del 30 giugno.`,
          ]
        : []),
      ...(rule.share !== 1 && !firstYear
        ? [
            `Quota mensile utile: ${euro(cents(base.monthly))} × ${rule.share.toString().replace('.', ',')} = ${euro(cents(base.monthly * rule.share))}.`,
          ]
        : []),
      ...(stay && hire && end ? [staySplit(hire, end, year) ?? ''].filter(Boolean) : []),
      '',
      ...parts.steps,
    ],
    assumptions: [
      ...base.assumptions.filter((a) => !a.includes('mensilità')),
      ...(hire ? [`Assunzione dal ${italianDate(hire)}.`] : []),
      ...(end ? [`Ultimo giorno di lavoro il ${italianDate(end)}.`] : []),
      ...(monthsWorked === undefined && !hire && !end ? ['Periodo intero di maturazione lavorato.'] : []),
      ...(rule.excludes ? [`Base della quattordicesima ${rule.excludes}: qui il minimo del livello.`] : []),
      ...parts.assumptions,
    ],
    citations: [...base.citations, ...citations],
    related: related(ccnl),
  });
}

/**
 * " Sono 2 ratei: uno per ogni mese utile dall'assunzione (1° maggio 2026) a giugno 2026." when the stay began (or ended) inside
 * the period: the count of ratei a seasonal or new hire asks for, said as ratei and not only as months.
 */
function rateiCount(
  months: number,
  hire: string | undefined,
  end: string | undefined,
  period: { start: string; end: string },
): string {
  const from = hire && !hire.startsWith('?') && hire > period.start ? hire : undefined;
  const to = end && end < period.end ? end : undefined;
  if (!from && !to) return '';
  const count = months === 1 ? 'È 1 rateo' : `Sono ${months} ratei`;
  const span = `${from ? `dall'assunzione (${italianDate(from)})` : `da ${monthYear(period.start)}`} ${to ? `alla cessazione (${italianDate(to)})` : `a ${monthYear(period.end)}`}`;
  return ` ${count}: uno per ogni mese utile ${span}.`;
}

/** "gennaio 2025" for an ISO day. */
function monthYear(iso: string): string {
  return `${MONTHS[Number(iso.slice(5, 7)) - 1] ?? ''} ${iso.slice(0, 4)}`;
}

/** Calendar months from an ISO day's month to another's, both included. */
function monthsSpan(from: string, to: string): number {
  const index = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
  return Math.max(0, Math.min(12, index(to) - index(from) + 1));
}
