import { euro, italianDate } from '../kb/format.js';
import { firstTableDate, levelPayAt } from '../kb/pay.js';
import { cents } from '../payroll/net-pay.js';
import { askedClause } from '../reader/asking-clause.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf, asPayments, DEFAULT_PAYMENTS, fractionalMonths, isDomestic } from './pay-base.js';
import { levelName } from './shared/levels.js';

/**
 * The TFR of a job that spans several calendar years, from a level's minimum ("commessa di 4° livello assunta
 * il 1° maggio 2024 e licenziata il 31 ottobre 2026: quanto TFR?"): each month worked (15 days or more count
 * as a whole month, art. 2120 c.c.) at the minimum in force that month, with the 13th and 14th accruing with
 * it; each year's pay over 13,5 less the 0,50% to the INPS guarantee fund. The yearly revaluation depends on
 * the ISTAT index of each year and is named as left out. Months before the knowledge base's first table are a
 * gap, said as such.
 */
const MIN_DAYS = 15;

interface Month {
  year: number;
  month: number;
}

function monthsWorked(hire: string, end: string): Month[] {
  const out: Month[] = [];
  const start = new Date(`${hire}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`);
  for (
    let at = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1));
    at <= last;
    at = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))
  ) {
    const monthEnd = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0));
    const from = start > at ? start : at;
    const to = last < monthEnd ? last : monthEnd;
    const days = Math.round((to.getTime() - from.getTime()) / 86_400_000) + 1;
    if (days >= MIN_DAYS) out.push({ year: at.getUTCFullYear(), month: at.getUTCMonth() + 1 });
  }
  return out;
}

// "la tredicesima la prendo intera a dicembre", "la 13ª viene pagata a dicembre": told paid whole in December.
const THIRTEENTH_IN_DECEMBER =
  /\b(?:tredicesim\w*|13(?:a|esima|ma)\b)[^.?!]{0,40}\b(?:inter[ao]\b[^.?!]{0,20}\bdicembre|(?:pagat\w*|versat\w*|corrispost\w*|la prendo|arriva) (?:tutta |intera )?(?:a|in|con la busta di) dicembre)|\b(?:la )?(?:tredicesim\w*|13(?:a|esima|ma)\b) (?:a|in|con la busta di) dicembre\b/;
// "la quattordicesima a giugno", "la 14ª pagata a luglio": the 14th told paid whole, at that month's table.
const FOURTEENTH_PAID =
  /\b(?:quattordicesim\w*|14(?:a|esima|ma)\b) (?:(?:pagat\w*|versat\w*|corrispost\w*|presa|arrivat\w*) )?(?:a|in|con la busta di) (giugno|luglio)\b/;

// "per il solo anno 2026", "solo il 2026", "nel 2026", "per l'anno 2026": one year of the span asked.
const YEAR_ASKED =
  /\b(?:per il solo (?:anno )?|solo (?:per )?(?:il |l'anno |nel )?|nel(?:l'anno)? |per (?:il|l'anno) |durante il |in tutto il )(20\d\d)\b/;

function askedYear(message: string, years: Map<number, unknown>): number | undefined {
  const year = Number(YEAR_ASKED.exec(askedClause(readable(message)))?.[1] ?? 0);
  return years.size > 1 && years.has(year) ? year : undefined;
}

// "minimo tabellare in vigore da giugno 2026 … un anno intero a quella retribuzione", "minimo di maggio 2026
// considerato per tutto l'anno": the pay of one table told as the year's.
const ONE_TABLE_TOLD =
  /\bminim\w*(?: tabellar\w*| contrattual\w*)? (?:in vigore |vigente )?(?:da|dal|di) (?:\d{1,2}°? )?(?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)\b[^?!]{0,120}\b(?:considerat\w* (?:per|su) tutto l'anno|applicat\w* (?:a|per|su) tutto l'anno|a quella retribuzione|per tutto l'anno)/;

/** "in forza tutto l'anno", "per l'anno intero": the whole calendar year worked. */
// ("nel 2026 ha preso le 12 mensilità": every month of the year paid.)
const WHOLE_YEAR =
  /\btutto l'anno\b|\b(?:l'|un )?anno (?:intero|pieno|completo)\b|\bintero anno\b|\b(?:preso|percepito|ricevuto|pagat[oaie]|avuto) (?:tutte )?(?:le )?(?:12|dodici) mensilit\w*/;

/**
 * The span worked: the hire and leaving told, or a calendar year named and told worked whole ("TFR maturato nel
 * 2026 … in forza tutto l'anno"), from its 1 January (a hire in January at the latest).
 */
function spanWorked(
  req: TypedRequest,
  text: string,
  today: string,
): { hire: string; end: string } | undefined {
  const { hireDate, endDate, taxYear } = req.slots;
  if (hireDate?.startsWith('?')) return undefined;
  if (hireDate && endDate) return { hire: hireDate, end: endDate };
  const year = taxYear ?? (hireDate ? Number(hireDate.slice(0, 4)) : undefined);
  // ("e in un anno intero uno come me?" after a June hire: a whole year supposed at today's pay, not the
  // calendar year told.)
  if (endDate || !year || !WHOLE_YEAR.test(text) || !text.includes(String(year))) return undefined;
  // A year still to come is a budget, whose extra months are paid at their own month's table (pay-base.ts).
  if (year > Number(today.slice(0, 4))) return undefined;
  if (hireDate && hireDate > `${year}-01-31`) return undefined;
  return { hire: `${year}-01-01`, end: `${year}-12-31` };
}

/** A year's quota: the pay over 13,5 less the 0,50% to the guarantee fund. */
const yearQuota = (pay: number) => cents(pay / 13.5 - pay * 0.005);

export function tfrSpan(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const { level } = req.slots;
  const worked =
    req.intent === 'tfr' && level ? spanWorked(req, readable(ctx.message), ctx.today) : undefined;
  if (!worked || !level || worked.hire >= worked.end) return undefined;
  const { hire: hireDate, end: endDate } = worked;
  // Within one year the span is counted month by month only where the table changes in it ("a giugno il minimo
  // è cambiato"); else the year's pay is the ordinary one.
  const oneYear = hireDate.slice(0, 4) === endDate.slice(0, 4);
  if (req.slots.amounts.some((a) => a.kind === 'ral' || a.kind === 'monthly_gross')) return undefined;
  // "solo minimo in vigore da maggio 2026 considerato per tutto l'anno": one table told for the whole year, the
  // ordinary quota on it, not the months of the calendar.
  if (ONE_TABLE_TOLD.test(readable(ctx.message))) return undefined;
  const ccnl = agreementOf(ctx, req);
  if (!ccnl || isDomestic(ccnl) || !ccnl.levels.some((l) => l.level === level)) return undefined;
  const payments = asPayments(ccnl.monthly_payments.value) ?? DEFAULT_PAYMENTS;
  const months = monthsWorked(hireDate, endDate);
  const name = levelName(ccnl, level);
  const period = `dal ${italianDate(hireDate)} al ${italianDate(endDate)}`;
  const pays = months.map((m) => ({
    ...m,
    pay: levelPayAt(ccnl, level, `${m.year}-${String(m.month).padStart(2, '0')}-15`),
  }));
  const missing = pays.filter((p) => !p.pay);
  if (oneYear && (missing.length || new Set(pays.map((p) => p.pay?.table.effective_from)).size < 2))
    return undefined;
  if (missing.length) {
    const first = firstTableDate(ccnl);
    return compose({
      answer: `Il TFR ${period} per il ${name} del ${ccnl.short_name} non si può calcolare dai minimi: ${bold(`i minimi di ${missing.length === 1 ? 'un mese' : `${missing.length} mesi`} del periodo non sono nella base di conoscenza`)}${first ? ` (la prima tabella è in vigore dal ${italianDate(first)})` : ''}.`,
      steps: [
        'Indica la retribuzione lorda mensile di quei mesi (o la RAL di ogni anno) e calcolo le quote anno per anno.',
      ],
      citations: [],
      related: ['Quanto TFR matura in un anno con una RAL di 30.000 €?'],
    });
  }
  const half = fractionalMonths(ccnl, endDate);
  // One calendar year asked: the 13th is paid whole in December (or with the leaving day's ratei) at the table of
  // that day, and the 14th at the table in force on 30 June (in July when told "la quattordicesima a luglio"), the
  // pay the year's TFR accrues on (payroll-rules.md §7), one twelfth for each month worked. A span of years accrues
  // them month by month with the minimum of each month, unless told paid whole. (A 14th at half a month, 13,5 from
  // the date the agreement fixes it, keeps accruing month by month, half a twelfth.)
  const told = FOURTEENTH_PAID.exec(readable(ctx.message))?.[1];
  const paidWhole = oneYear || THIRTEENTH_IN_DECEMBER.test(readable(ctx.message));
  const fourteenthPaid = (oneYear || told !== undefined) && payments > 13 && !half;
  const fourteenthDay = told === 'luglio' ? '07-15' : '06-30';
  const years = new Map<number, { months: number; pay: number }>();
  for (const p of pays) {
    const y = years.get(p.year) ?? { months: 0, pay: 0 };
    y.months += 1;
    const due = fractionalMonths(ccnl, `${p.year}-${String(p.month).padStart(2, '0')}-15`) ?? payments;
    const paidApart = (paidWhole ? 1 : 0) + (fourteenthPaid ? 1 : 0);
    y.pay += ((p.pay?.row.amount ?? 0) * (due - paidApart)) / 12;
    years.set(p.year, y);
  }
  for (const [year, y] of years) {
    if (paidWhole) {
      const paid = `${year}-12-15` < endDate ? `${year}-12-15` : endDate;
      y.pay += ((levelPayAt(ccnl, level, paid)?.row.amount ?? 0) * y.months) / 12;
    }
    if (!fourteenthPaid) continue;
    const at = `${year}-${fourteenthDay}` < endDate ? `${year}-${fourteenthDay}` : endDate;
    y.pay += ((levelPayAt(ccnl, level, at)?.row.amount ?? 0) * y.months) / 12;
  }
  const rows: [string, string][] = [];
  let total = 0;
  let grossTotal = 0;
  for (const [year, y] of years) {
    const gross = cents(y.pay / 13.5);
    const quota = yearQuota(y.pay);
    total += quota;
    grossTotal += gross;
    rows.push([
      `${year}: ${y.months} ${y.months === 1 ? 'mese' : 'mesi'}, retribuzione utile ${euro(cents(y.pay))} / 13,5 = ${euro(gross)} lordi, − 0,50% Fondo di garanzia (${euro(cents(y.pay * 0.005))})`,
      euro(quota),
    ]);
  }
  rows.push([`**Quote accantonate ${period}**`, `**${euro(cents(total))}**`]);
  // "quanto TFR mi matura per il solo anno 2026?": that year's quota first.
  const asked = askedYear(ctx.message, years);
  const own = asked === undefined ? undefined : years.get(asked);
  const ownQuota = own ? yearQuota(own.pay) : undefined;
  // Each table the months were read on, once.
  const tables = [
    ...new Map(pays.flatMap((p) => (p.pay ? [[p.pay.table.effective_from, p.pay] as const] : []))).values(),
  ];
  const ratei = `con i ratei di ${payments > 13 ? 'tredicesima e quattordicesima' : 'tredicesima'} (× ${payments}/12${half ? `; × ${String(half).replace('.', ',')}/12 con la quattordicesima al 50% dal ${italianDate(ccnl.monthly_payments.applies_from ?? endDate)}` : ''})`;
  const thirteenth = `la tredicesima al minimo del mese in cui si paga (dicembre, o l'ultimo mese se il rapporto finisce prima)${fourteenthPaid ? `, la quattordicesima al minimo ${told === 'luglio' ? 'di luglio' : 'in vigore al 30 giugno'}` : ''}, un dodicesimo per mese lavorato nell'anno`;
  return compose({
    answer:
      own && ownQuota !== undefined
        ? `Con il ${name} del ${ccnl.short_name}, la quota di TFR del solo ${asked} (${own.months} ${own.months === 1 ? 'mese' : 'mesi'}) è di ${bold(euro(ownQuota))}: retribuzione utile ${euro(cents(own.pay))} / 13,5 (${euro(cents(own.pay / 13.5))} lordi) meno lo 0,50% al Fondo di garanzia INPS. ${period[0]?.toUpperCase()}${period.slice(1)} le quote accantonate sommano a ${euro(cents(total))}, prima della rivalutazione annua del fondo.`
        : `Con il ${name} del ${ccnl.short_name}, ${period} (${months.length} mesi) le quote di TFR accantonate sommano a ${bold(euro(cents(total)))} (quota lorda ${bold(euro(cents(grossTotal)))} meno lo 0,50% al Fondo di garanzia INPS, ${euro(cents(grossTotal - total))}), prima della rivalutazione annua del fondo.`,
    steps: [
      paidWhole
        ? `Ogni mese lavorato (almeno 15 giorni) al minimo in vigore quel mese${payments > 13 && !fourteenthPaid ? ', con il rateo di quattordicesima' : ''}; ${thirteenth}; la quota dell'anno è la retribuzione utile / 13,5 meno lo 0,50% al Fondo di garanzia INPS.`
        : `Ogni mese lavorato (almeno 15 giorni) al minimo in vigore quel mese, ${ratei}; la quota dell'anno è la retribuzione utile / 13,5 meno lo 0,50% al Fondo di garanzia INPS.`,
      ...table(rows, ['Anno', 'Quota TFR']),
    ],
    assumptions: [
      'Retribuzione al solo minimo tabellare, a tempo pieno, senza scatti, superminimo né straordinari.',
      'Importo lordo: alla liquidazione il TFR ha una tassazione separata.',
    ],
    unanswerable: [
      "la rivalutazione del fondo (1,5% più il 75% dell'aumento dei prezzi ISTAT di ogni anno, art. 2120 c.c.), che si aggiunge alle quote al 31 dicembre di ogni anno",
    ],
    citations: tables.flatMap((t) =>
      citeSources(
        ccnl,
        `${name}: minimo ${euro(t.row.amount)} dal ${italianDate(t.table.effective_from)}`,
        `tabella minimi dal ${italianDate(t.table.effective_from)}`,
        t.table.sources,
      ),
    ),
    related: ['Come si rivaluta il TFR?', 'Quanto è la tassazione del TFR alla liquidazione?'],
  });
}
