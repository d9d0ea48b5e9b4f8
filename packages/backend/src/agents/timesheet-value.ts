import { indexOf, uploadedText } from '../kb/documents.js';
import { euro, percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, type Citation, citePassage, citeRates, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { dailyOvertimeTiers } from './daily-overtime-tiers.js';
import { statedAgreement } from './document-facts.js';
import { statedHourlyPay, statedMonthlyPayLine } from './document-hourly-pay.js';
import { levelOf } from './document-request.js';
import { documentDate } from './document-topics.js';
import { levelHourly } from './level-hourly.js';
import { bandOf, overtimeTiers } from './overtime-bands.js';
import { overtimeKindsValue } from './overtime-kinds-sheet.js';
import { agreementOf, domesticHourlyPay, isDomestic, payBase } from './pay-base.js';
import { extraByWeek, overtimeColumn, timesheetOf } from './timesheet-hours.js';
import { nightOvertimeHours, revaluesEarlier } from './timesheet-night.js';
import { timesheetTotalRow } from './timesheet-total-row.js';

/**
 * "quante ore in più ha fatto e quanto le devo pagare?", "quanto valgono gli straordinari del foglio ore?" beside a
 * timesheet: the hours its days record beyond the weekly schedule, and their value by the agreement's rule.
 * Hours beyond a reduced schedule and within the full week are supplementary (the agreement's supplementary
 * rate: none in domestic work, where they are paid at the ordinary hour); the hours beyond the full week are
 * overtime, each at the weekday overtime rate of its band ("fino alla 48ª ora settimanale", "prime 2 ore").
 * Undefined when no timesheet lists at least two days, no weekly schedule is known or no value is asked.
 */

const EXTRA =
  /\bstraordinar\w*|\bsupplementar\w*|\bin piu\b|\bextra\b|\boltre\b|\bin eccesso\b|\bsopra (?:le|l|i)\b|\beccedent\w*|\bpiu del (?:concordato|dovuto|previsto|contratto|solito)\b/;
const ASKS_VALUE =
  /\bquanto (?:\w+ ){0,3}?(?:spett\w*|dev\w*|dar\w*|valgono|vale|pag\w*|aggiung\w*|corrispond\w*|riconosc\w*|costa\w*|vengono)\b|\bin euro\b|\beuro\b|€|\bimporto\b|\bvalor\w*\b|\bcome (?:le |li )?(?:pago|devo pagare|vanno pagat\w*)\b/;
// "con che maggiorazione me le devono pagare?", "come vanno pagate?": the rate asked, the value beside it.
const ASKS_RATE =
  /\b(?:che|quale|qual e la|quanto di) maggiorazion\w*|\bmaggiorazion\w* (?:\w+ ){0,3}?(?:spett\w*|dev\w*|applic\w*|pag\w*)|\bcome (?:me |gli |le |ce )?(?:le |li )?(?:devono|deve|dovete|vanno|vengono|va) (?:pagar\w*|pagat\w*|retribuit\w*)/;
const LIVES_IN = /\bconvivente\b(?!\s*:?\s*no\b)/;
const NOT_LIVING_IN = /\bnon convivente\b|\bconvivente\s*:?\s*no\b/;

type Rate = NonNullable<Ccnl['rates']['rates']>[number];
const hoursText = (value: number) => value.toLocaleString('it-IT', { maximumFractionDigits: 2 });
const hoursLabel = (value: number) => `${hoursText(value)} ${value === 1 ? 'ora' : 'ore'}`;

/** The ordinary hour's pay of a sheet: at the level and date the sheet states unless the question says them. */
export function sheetHourlyPay(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl, text: string) {
  const level = req.slots.level ?? levelOf(ccnl, text);
  const date = documentDate(text);
  const sheetReq: TypedRequest = {
    ...req,
    slots: {
      ...req.slots,
      agreements: [ccnl.id_categoria],
      ...(level ? { level } : {}),
      ...(date ? { date } : {}),
    },
  };
  return hourlyPay(ctx, sheetReq, ccnl, text);
}

/** The ordinary hour's pay: the sheet's, the question's, the level's hourly minimum, else its month over the divisor. */
export function hourlyPay(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl, text: string) {
  const stated = statedHourlyPay(text);
  if (stated) return { hourly: stated, label: `paga oraria dal documento ${euro(stated)}`, citations: [] };
  const given = domesticHourlyPay(req) ?? req.slots.amounts.find((a) => a.perHour)?.value;
  if (given) return { hourly: given, label: `paga oraria ${euro(given)}`, citations: [] };
  // "Retribuzione globale mensile: 1.900,00 euro" on the sheet: its month over the agreement's divisor.
  const monthly = statedMonthlyPayLine(text);
  const sheetDivisor = ccnl.hourly_divisor.value;
  if (monthly && sheetDivisor && !req.slots.amounts.length) {
    const hourly = monthly / sheetDivisor;
    return {
      hourly,
      label: `retribuzione mensile dal documento ${euro(monthly)} ÷ ${sheetDivisor} (divisore del contratto) = ${euro(cents(hourly))}`,
      citations: citeSources(
        ccnl,
        `Divisore orario: ${ccnl.hourly_divisor.text ?? sheetDivisor}`,
        null,
        ccnl.hourly_divisor.sources,
        1,
      ),
    };
  }
  const level = levelHourly(ctx, req, ccnl);
  if (level) return { hourly: level, label: `paga oraria minima del livello ${euro(level)}`, citations: [] };
  const base = payBase(ctx, req);
  const divisor = ccnl.hourly_divisor.value;
  if (!base || !divisor) return undefined;
  const hourly = base.monthly / divisor;
  return {
    hourly,
    label: `${base.label}: paga oraria ${euro(cents(base.monthly))} ÷ ${divisor} = ${euro(cents(hourly))}`,
    citations: base.citations,
    // "il 4° livello del CCNL Commercio": whose hours the opening values.
    who: req.slots.level ? base.label.replace(/\s*\(.*$/, '') : undefined,
  };
}

/** The weekday overtime rate of the week's hour `hour` (the first overtime hour is `full + 1`). */
function overtimeRate(rates: Rate[], hour: number, full: number, livesIn: boolean): Rate | undefined {
  const weekday = rates.filter(
    (r) => r.kind === 'straordinario' && !(livesIn && /\bnon conviv/.test(r.condition ?? '')),
  );
  const banded = weekday.map((r) => ({ r, band: bandOf(r.condition) }));
  const absolute = banded.find(
    (b) => typeof b.band === 'object' && b.band.absolute && b.band.from <= hour && hour <= b.band.to,
  );
  if (absolute) return absolute.r;
  const tiers = overtimeTiers(weekday, 'straordinario');
  if (tiers) return hour - full <= tiers.covered ? tiers.first : tiers.next;
  // The rate written for no band of hours (a band that does not hold the hour is not its rate).
  return banded.find((b) => b.band === undefined)?.r ?? weekday[0];
}

export function timesheetOvertimeValue(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  // A sheet that lists its overtime by kind (weekday, night, Sunday): each kind at its own rate, summed.
  const byKind = overtimeKindsValue(ctx, req);
  if (byKind) return byKind;
  const question = readable(ctx.message);
  // "e se 2 di quelle ore le ho fatte dopo mezzanotte, come cambia il totale?" after the sheet's overtime was
  // valued: the same valuation, that share of its hours at the night overtime rate.
  const night = nightOvertimeHours(question);
  const earlier = readable(ctx.history?.at(-1) ?? '');
  // (A bare "e se 2 di quelle 6 ore le avessi fatte dopo mezzanotte?" revalues it too.)
  const again =
    night !== undefined &&
    (revaluesEarlier(question) || /^(?:e|ma) se\b/.test(question)) &&
    EXTRA.test(earlier) &&
    ASKS_VALUE.test(earlier);
  const rateAsked = ASKS_RATE.test(question);
  if (!again && (!EXTRA.test(question) || !(ASKS_VALUE.test(question) || rateAsked))) return undefined;
  for (const document of ctx.documents) {
    const { passages } = indexOf(document);
    const text = uploadedText(document);
    const sheet = timesheetOf(text, question);
    if (!sheet) continue;
    const { days, schedule, said } = sheet;
    const ccnl = statedAgreement(ctx.kb, text) ?? agreementOf(ctx, req);
    if (!ccnl) return undefined;
    const byWeek = extraByWeek(days, schedule, Number(ctx.today.slice(0, 4)));
    const { weeks, worked } = byWeek;
    // The sheet's own overtime column, when it has one, is the count valued.
    const column = overtimeColumn(text);
    const sheetExtra = column ? Math.round(column.reduce((a, b) => a + b, 0) * 100) / 100 : byWeek.extra;
    // "le 4 ore in più quanto me le devono pagare?": the hours the question names, when the sheet has them.
    // (The night share, "2 di quelle ore", is no count of the hours valued.)
    const told =
      night !== undefined
        ? undefined
        : (req.slots.extraHours ?? req.slots.amounts.find((a) => a.kind === 'hours')?.value);
    const extra = told !== undefined && told > 0 && told <= sheetExtra ? told : sheetExtra;
    const domestic = isDomestic(ccnl) || /\bcolf\b|\bbadant|\bdomestic/.test(fold(text));
    const folded = fold(text);
    const livesIn = domestic && LIVES_IN.test(folded) && !NOT_LIVING_IN.test(folded);
    const full = domestic ? (livesIn ? 54 : 40) : (ccnl.weekly_hours.value ?? 40);
    const supplementary = Math.min(extra, Math.max(0, full - schedule));
    const overtime = Math.round((extra - supplementary) * 100) / 100;
    const pay = sheetHourlyPay(ctx, req, ccnl, text);
    const fileName = document.fileName;
    const counted = `${hoursText(worked)} ore lavorate contro le ${hoursText(schedule)} dell'orario settimanale${weeks > 1 ? ' (ogni settimana)' : ''}`;
    const citations: Citation[] = passages
      .slice(0, 1)
      .map((p) => citePassage(p, `Documento caricato: ${p.fileName}`));
    const dayRows = [
      '| Giorno | Ore lavorate |',
      '| --- | ---: |',
      ...days.map(
        (d) =>
          `| ${d.line.replace(/\s+(?:(?:entrata|ingresso|inizio|dalle)\s+)?\d{1,2}[:.]\d{2}\b.*$/i, '').replace(/\s+/g, ' ')} | ${hoursText(d.hours)} |`,
      ),
      `| ${weeks > 1 ? `Totale ${weeks} settimane` : 'Totale settimana'} | ${hoursText(worked)} |`,
      `| Orario settimanale${said ? ' (indicato nella domanda)' : ' (dal documento)'} | ${hoursText(schedule)} |`,
      `| **Ore oltre l'orario** | **${hoursText(extra)}** |`,
    ];
    const kind =
      overtime > 0 && supplementary === 0
        ? 'di straordinario'
        : overtime === 0
          ? domestic
            ? "oltre l'orario concordato"
            : 'di lavoro supplementare'
          : "oltre l'orario";
    if (extra === 0)
      return compose({
        answer: `Dal foglio ore «${fileName}» risultano ${bold(`0 ore ${kind}`)}: ${hoursText(worked)} ore lavorate ${weeks > 1 ? `in ${weeks} settimane` : 'nella settimana'}, entro le ${hoursText(schedule)} dell'orario settimanale${weeks > 1 ? ' (ogni settimana)' : ''}, quindi non c'è nulla in più da pagare.`,
        steps: dayRows,
        citations,
        related: [],
      });
    const rates = ccnl.rates.rates ?? [];
    const suppRate = ccnl.part_time.supplementary_rates?.[0];
    // Each group of hours at one rate: the supplementary ones, then the overtime ones by band.
    const groups: { label: string; hours: number; percent: number | undefined }[] = [];
    if (supplementary > 0)
      groups.push({
        label: domestic
          ? `ore oltre le ${hoursText(schedule)} concordate, entro le ${full} settimanali`
          : 'ore supplementari (entro il tempo pieno)',
        hours: supplementary,
        percent: suppRate?.percent,
      });
    // Tiers counted by the day ("prime 2 ore" of each day's overtime), read off the sheet's overtime column.
    const byDay = supplementary === 0 && extra === sheetExtra ? dailyOvertimeTiers(ccnl, column) : undefined;
    for (const [rate, hours] of byDay
      ? ([
          [byDay.first, byDay.firstHours],
          [byDay.next, byDay.nextHours],
        ] as const)
      : [])
      groups.push({
        label: `straordinario (${rate.condition} di ogni giorno)`,
        hours,
        percent: rate.percent,
      });
    // Hour by hour past the full week, the last one possibly a fraction ("7,5 ore": seven and a half).
    for (let h = full; !byDay && h < full + overtime - 1e-9; h += 1) {
      const size = Math.min(1, full + overtime - h);
      const rate = overtimeRate(rates, h + 1, full, livesIn);
      const label = `straordinario${rate?.condition ? ` (${rate.condition})` : ''}`;
      const last = groups.at(-1);
      if (last && last.label === label) last.hours += size;
      else groups.push({ label, hours: size, percent: rate?.percent });
    }
    // The night share taken off the last overtime hours, at the agreement's night overtime rate.
    const nightHours = night !== undefined ? Math.min(night, overtime) : 0;
    if (nightHours > 0) {
      let left = nightHours;
      for (const g of [...groups].reverse()) {
        if (left <= 0) break;
        if (!g.label.startsWith('straordinario')) continue;
        const taken = Math.min(g.hours, left);
        g.hours -= taken;
        left -= taken;
      }
      const rate = rates.find((r) => r.kind === 'straordinario_notturno');
      groups.push({
        label: `straordinario notturno${rate?.condition ? ` (${rate.condition})` : ''}`,
        hours: nightHours,
        percent: rate?.percent,
      });
    }
    for (let i = groups.length - 1; i >= 0; i -= 1) if ((groups[i]?.hours ?? 0) <= 0) groups.splice(i, 1);
    const gaps = groups.filter((g) => g.percent === undefined);
    const valueRows: string[] = [];
    let total = 0;
    if (pay)
      for (const g of groups) {
        if (g.percent === undefined) continue;
        const hour = pay.hourly * (1 + g.percent / 100);
        total += g.hours * hour;
        valueRows.push(
          `| ${g.label} | ${hoursText(g.hours)} × ${euro(cents(hour))} (${g.percent ? `paga oraria più il ${percent(g.percent)}` : 'paga oraria normale, senza maggiorazione'}) | ${euro(cents(g.hours * hour))} |`,
        );
      }
    const valued = pay !== undefined && !gaps.length;
    const how =
      groups.length === 1 && groups[0]?.percent !== undefined && pay
        ? groups[0].percent
          ? ` (${hoursLabel(extra)} × ${euro(cents(pay.hourly * (1 + groups[0].percent / 100)))}: paga oraria ${euro(cents(pay.hourly))} più il ${percent(groups[0].percent)})`
          : ` (${hoursLabel(extra)} × ${euro(cents(pay.hourly))}: ${domestic ? `entro le ${full} ore settimanali si pagano a paga normale, senza maggiorazione` : 'paga oraria normale, senza maggiorazione'})`
        : '';
    // (The rate asked of one group of hours: said in bold beside the count, the value after it.)
    const rateOnly = rateAsked && groups.length === 1 && groups[0]?.percent ? groups[0].percent : undefined;
    const answer = valued
      ? `${pay && 'who' in pay && pay.who ? `Con ${pay.who}, dal` : 'Dal'} foglio ore «${fileName}» risultano ${bold(`${hoursLabel(extra)} ${kind}`)} (${counted}), ${rateOnly ? `da pagare con la maggiorazione del ${bold(percent(rateOnly))}: valgono` : 'che valgono'} ${bold(euro(cents(total)))} lordi${how}${nightHours > 0 ? `, con ${hoursLabel(nightHours)} di straordinario notturno` : ''}.`
      : `Dal foglio ore «${fileName}» risultano ${bold(`${hoursLabel(extra)} ${kind}`)} (${counted}); ${
          pay
            ? `la maggiorazione delle ${gaps.map((g) => g.label).join(' e ')} ${bold('non è nella base di conoscenza')}, quindi non posso darne il valore in euro.`
            : `per il valore in euro mi serve la paga oraria o il livello (${bold('non indicati nel foglio')}).`
        }`;
    // "non sono straordinari perché non arrivo a 40, giusto?": a part-timer's hours within the full week are not.
    const notOvertime =
      !domestic && supplementary > 0 && overtime === 0 && /\bstraordinar/.test(question)
        ? ` Non sono straordinari: restano entro le ${full} ore settimanali del tempo pieno.`
        : '';
    return compose({
      answer: `${answer}${notOvertime}`,
      steps: [
        ...dayRows,
        ...(valueRows.length
          ? [
              '',
              ...(pay ? [`Paga oraria: ${pay.label}.`] : []),
              '',
              '| Ore | Calcolo | Importo |',
              '| --- | --- | ---: |',
              ...valueRows,
              ...(valueRows.length > 1 ? [`| **Totale** | | **${euro(cents(total))}** |`] : []),
            ]
          : []),
      ],
      assumptions: [
        nightHours > 0
          ? `Ore di ogni giorno lette sul foglio caricato; ${hoursLabel(nightHours)} di straordinario notturno come indicato nella domanda, le altre diurne e feriali.`
          : 'Ore di ogni giorno lette sul foglio caricato; ore considerate diurne e feriali (di notte, di domenica o nei festivi la maggiorazione è diversa).',
        domestic
          ? `Lavoro domestico: le ore oltre quelle concordate ma entro le ${full} settimanali (${livesIn ? 'conviventi' : 'non conviventi'}) si pagano a paga normale; oltre sono straordinario.`
          : "Ore oltre l'orario settimanale contrattuale; il CCNL può contare anche le ore oltre l'orario giornaliero.",
        ...(pay?.label.startsWith('paga oraria minima') || pay?.label.includes('minimo')
          ? ['Solo minimo tabellare: scatti di anzianità e superminimo si aggiungono se li indichi.']
          : []),
      ],
      citations: [
        ...citations,
        ...(pay?.citations ?? []),
        ...citeRates(ccnl),
        ...(supplementary > 0
          ? citeSources(
              ccnl,
              `Part-time del ${ccnl.short_name}: ${ccnl.part_time.text ?? ''}`,
              ccnl.part_time.article ?? null,
              ccnl.part_time.sources,
              1,
            )
          : []),
      ],
      related: [],
    });
  }
  // (A sheet whose rows are not read, its overtime column summed in its total row: timesheet-total-row.ts.)
  return timesheetTotalRow(ctx);
}
