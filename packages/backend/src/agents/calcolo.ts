import { decimal, euro, italianDate, NOT_AVAILABLE, percent } from '../kb/format.js';
import { firstTableDate, type LevelPay, levelPayAt, seniorityAmount } from '../kb/pay.js';
import { hasPayTables } from '../kb/pay-gap.js';
import { sectionAsked } from '../kb/section-asked.js';
import { onlyDerived } from '../kb/unread-table.js';
import { cents, type NetPay, netPay, tfrRevaluation } from '../payroll/net-pay.js';
import { isTaxYear, TAX_YEARS, TFR, YEAR_RULES } from '../payroll/rules.js';
import { type Citation, citeSources, finishAnswer, pickQuestions } from './answer.js';
import { workerInpsNote, workerInpsRate } from './apprentice-inps.js';
import { grossAsked, levelGrossOpening, minimumAsked, nextRiseSentence } from './asked-gross.js';
import {
  ask,
  type CalcoloAnswer,
  EXAMPLE_INFLATION_PCT,
  FIELD_LIST,
  fieldsFromRequest,
  noTablesAnswer,
  resolveLevel,
  rows,
  staleHoursShare,
  surchargeFor,
  tableCitations,
  unknownPaymentsAnswer,
  withoutHireDate,
} from './calcolo-parts.js';
import { type AgentContext, targetAgreements } from './context.js';
import { dependantsSentence, familyInput } from './dependants-net.js';
import { derivedTableGap } from './derived-table-gap.js';
import { apartPartsAsked } from './excluded-components.js';
import { domesticGap } from './figure-answers.js';
import { partTimeGrossAtDate } from './future-part-time.js';
import { grossAtDateLines, grossOnlyAtDate } from './future-table.js';
import { itemsBesideMinimum, levelItemsOnBase } from './level-items-base.js';
import { monthlyInpsAsked, monthlyInpsOpening } from './monthly-inps.js';
import { netStepRows, ruleCitations } from './net-steps.js';
import { asksNextTranche } from './next-tranche-asked.js';
import { partTimeRatio } from './part-time-ratio.js';
import { levelAskIntro } from './part-time-unsaid.js';
import { isDomestic } from './pay-base.js';
import { agreementOf, fieldsFromMessage, type PayslipField } from './payslip.js';
import { riseOverPrevious } from './rise-before.js';
import { levelAfterOf, levelName, levelShort } from './shared/levels.js';
import { cannotIdentifyAgreement } from './shared/no-agreement.js';
import { levelSurchargeOpening } from './surcharge-asked.js';
import { withoutSetAsidePlace } from './surcharges-note.js';
import { trancheYearGross } from './tranche-year-gross.js';

/**
 * calcolo: monthly gross from the agreement's table at the date plus increments and superminimo, annual gross
 * by the monthly payments, and the estimated net with every step (INPS, IRPEF of the tax year, deductions,
 * cuneo, trattamento integrativo, optional surcharges) and the TFR accrual. It asks for what is missing.
 */
export function calcolo(ctx: AgentContext): CalcoloAnswer {
  const stored = ctx.payslip;
  const { agreements, how } = targetAgreements(ctx);
  const ccnl = (how === 'none' ? undefined : agreements[0]) ?? agreementOf(ctx.kb, stored.ccnl);
  if (!ccnl)
    return { ...cannotIdentifyAgreement(ctx, 'per il calcolo della retribuzione'), payslipUpdates: {} };

  if (isDomestic(ccnl))
    return { ...domesticGap('il netto'), payslipUpdates: { ccnl: String(ccnl.id_categoria) } };
  const fromMessage = withoutSetAsidePlace(
    {
      ...withoutHireDate(fieldsFromMessage(ctx.kb, ccnl, ctx.message), ctx.request?.slots),
      ...fieldsFromRequest(ctx, ccnl),
    },
    ctx.message,
  );
  const sameCcnl = stored.ccnl === undefined || agreementOf(ctx.kb, stored.ccnl)?.id === ccnl.id;
  // A different agreement starts from a clean payslip: its levels are not the old ones.
  const base: Partial<Record<PayslipField, string>> = sameCcnl ? { ...stored } : {};
  delete base.ccnl;
  const stale = staleHoursShare(fromMessage);
  if (stale) delete base[stale];
  // (A place stored from an earlier turn is left out too when this message sets the surcharges aside.)
  const fields = withoutSetAsidePlace({ ...base, ...fromMessage }, ctx.message);
  const updates: Partial<Record<PayslipField, string | null>> = {
    ...fromMessage,
    ...(stale && stored[stale] !== undefined ? { [stale]: null } : {}),
    ccnl: String(ccnl.id_categoria),
  };

  const date = fields.data ?? ctx.today;
  const level = fields.livello ? resolveLevel(ccnl, fields.livello) : undefined;
  if (!level || (!levelPayAt(ccnl, level, date) && !ccnl.levels.some((l) => l.level === level))) {
    const pays = ccnl.levels.map((l) => {
      const pay = levelPayAt(ccnl, l.level, date);
      return `- ${l.level}: ${l.name}${pay && !onlyDerived(pay.table) ? `, minimo ${euro(pay.row.amount)}` : ''}`;
    });
    const intro = fields.livello
      ? `Il livello «${fields.livello}» non esiste nel ${ccnl.short_name} secondo la base di conoscenza.`
      : levelAskIntro(ccnl, fields, ctx.message, ctx.request?.intent === 'part_time');
    const heading = hasPayTables(ccnl)
      ? `Livelli del ${ccnl.short_name} (minimi al ${italianDate(date)}):`
      : `Livelli del ${ccnl.short_name} (minimi non disponibili nella base di conoscenza):`;
    return ask(ccnl, 'livello', [intro, '', heading, ...pays], tableCitations(ccnl, date), {
      ...updates,
      livello: null,
    });
  }

  const pay: LevelPay | undefined = levelPayAt(ccnl, level, date, sectionAsked(ccnl, [ctx.message]));
  // No table at all: another date would not help; a gross the user gives still computes.
  if (!pay && !hasPayTables(ccnl)) return noTablesAnswer(ccnl, { ...updates, livello: level });
  // A table only derived (kb/unread-table.ts): the gap, never the derived figure, whether the minimum is asked
  // or a calculation would start from it (a gross the user states is computed by payBase's callers instead).
  if (pay && onlyDerived(pay.table)) {
    const gap = derivedTableGap(ccnl, `il ${levelAfterOf(ccnl, level)}`, date, pay.table);
    return { ...finishAnswer([gap.text], gap.citations, []), payslipUpdates: { ...updates, livello: level } };
  }
  if (!pay) {
    const first = firstTableDate(ccnl);
    return ask(
      ccnl,
      'data',
      [
        `Minimo del ${levelName(ccnl, level)} del ${ccnl.short_name} al ${italianDate(date)}: ${NOT_AVAILABLE}.`,
        first
          ? `La base di conoscenza ha tabelle mensili per questo livello a partire dal ${italianDate(first)}.`
          : '',
      ].filter(Boolean),
      tableCitations(ccnl, first ?? date),
      updates,
    );
  }

  const year = Number(fields.anno_fiscale ?? date.slice(0, 4));
  // A gross at a future table needs no tax rules: answered without the net's gap when the net is not asked.
  // (A part-timer's month at that table, too: the hours' share of it, tax-free: future-part-time.ts.)
  const grossOnly = isTaxYear(year)
    ? undefined
    : (grossOnlyAtDate(ccnl, level, date, pay, ctx.message) ??
      partTimeGrossAtDate(ccnl, level, date, pay, fields, ctx.message));
  if (grossOnly)
    return {
      ...finishAnswer(grossOnly, tableCitations(ccnl, date), [
        `Quante mensilità prevede il ${ccnl.short_name} e quando si pagano?`,
      ]),
      payslipUpdates: { ...updates, livello: level },
    };
  if (!isTaxYear(year))
    return ask(
      ccnl,
      'anno_fiscale',
      grossAtDateLines(ccnl, level, date, pay, year, ctx.message, ctx.history?.at(-1)),
      [...tableCitations(ccnl, date), ...TAX_YEARS.flatMap(ruleCitations)],
      updates,
    );

  const notes: string[] = [];
  // Part-time: contractual items scale by hours over full-time hours (D.Lgs. 81/2015 art. 7).
  let ratio = 1;
  let timeLabel = 'tempo pieno';
  if (fields.part_time) {
    ratio = partTimeRatio(
      Number(fields.part_time),
      Number(fields.ore_settimanali) || ctx.request?.slots.weeklyHours,
      ccnl.weekly_hours.value,
    );
    timeLabel = `part-time al ${percent(Number(fields.part_time))}`;
  } else if (fields.ore_settimanali) {
    const full = ccnl.weekly_hours.value;
    if (full === null)
      return ask(
        ccnl,
        'part_time',
        [
          `Orario a tempo pieno del ${ccnl.short_name}: ${NOT_AVAILABLE} (${(ccnl.weekly_hours.gap ?? '').replace(/\.$/, '')}). Indica la percentuale di part-time invece delle ore.`,
        ],
        citeSources(
          ccnl,
          `Orario del ${ccnl.short_name}: ${ccnl.weekly_hours.text ?? NOT_AVAILABLE}`,
          null,
          ccnl.weekly_hours.sources,
        ),
        updates,
      );
    const hours = Number(fields.ore_settimanali);
    ratio = Math.min(hours / full, 1);
    timeLabel =
      ratio < 1 ? `${decimal(hours)} ore su ${full} (${percent(cents(ratio * 100))})` : 'tempo pieno';
  }

  const rule = ccnl.seniority_increments;
  let count = fields.scatti !== undefined ? Number(fields.scatti) : 0;
  if (fields.scatti === undefined && fields.anzianita_anni !== undefined && rule.period_years)
    count = Math.floor(Number(fields.anzianita_anni) / rule.period_years);
  if (rule.max_count !== null && count > rule.max_count) {
    notes.push(
      `Il ${ccnl.short_name} prevede al massimo ${rule.max_count} scatti: ne ho contati ${rule.max_count}.`,
    );
    count = rule.max_count;
  }
  let perIncrement = count ? seniorityAmount(ccnl, level, pay.row) : 0;
  if (count && perIncrement === undefined) {
    notes.push(
      `Importo degli scatti di anzianità: ${NOT_AVAILABLE} (${(rule.gap ?? 'importo per livello non disponibile').replace(/\.$/, '')}); gli scatti non sono inclusi.`,
    );
    perIncrement = 0;
    count = 0;
  }
  const increments = count * (perIncrement ?? 0);
  const superminimo = fields.superminimo ? Number(fields.superminimo) : 0;

  const monthlyItems: [string, number][] = pay.row.components
    .filter((c) => !c.payments)
    .map((c) => [c.label, c.amount]);
  if (increments)
    monthlyItems.push([`scatti di anzianità (${count} × ${euro(perIncrement ?? 0)})`, increments]);
  if (superminimo) monthlyItems.push(['superminimo', superminimo]);
  // The items paid every month beside the minimum (the Alimentari IAR), unless the minimum itself is asked.
  // (A payslip checked against the table is checked on the minimum: the items are only named beside it.)
  const intent = ctx.request?.intent ?? 'gross_to_net';
  const items = minimumAsked(ctx.message, ctx.history, intent)
    ? undefined
    : levelItemsOnBase(ccnl, level, date, intent, [ctx.message, ...(ctx.history ?? []).toReversed()]);
  if (items) {
    monthlyItems.push(...items.parts);
    notes.push(...items.assumptions);
  } else if (intent === 'payslip_check')
    notes.push(
      ...itemsBesideMinimum(ccnl, level, date)
        .split(/(?<=\.) /)
        .filter(Boolean),
    );
  const fullMonthly = monthlyItems.reduce((s, [, v]) => s + v, 0);
  const monthly = fullMonthly * ratio;

  const payments = ccnl.monthly_payments.value;
  const table: [string, string][] = monthlyItems.map(([label, value]) => [label, euro(value)]);
  if (ratio < 1) table.push([`riproporzionamento ${timeLabel}`, `× ${decimal(ratio * 100)}%`]);
  table.push(['**Lordo mensile**', `**${euro(cents(monthly))}**`]);

  const citations: Citation[] = [
    ...citeSources(
      ccnl,
      `${levelName(ccnl, level)}: minimo ${euro(pay.row.amount)} dal ${italianDate(pay.table.effective_from)}`,
      `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
      pay.table.sources,
    ),
    ...(items?.citations ?? []),
  ];
  if (increments && rule.text)
    citations.push(
      ...citeSources(ccnl, `Scatti di anzianità: ${rule.text}`, rule.article ?? null, rule.sources, 1),
    );
  // A tax year asked whole across a tranche: each month at its own minimum (tranche-year-gross.ts).
  const yearGross = trancheYearGross(ccnl, level, date, year, ratio, payments ?? 0, [
    ctx.message,
    ...(ctx.history ?? []).toReversed(),
  ]);
  const lead = `${levelName(ccnl, level)} del ${ccnl.short_name} ${yearGross ? `nel ${year}` : `al ${italianDate(date)}`}, ${timeLabel}${count ? `, ${count} scatti` : ''}${superminimo ? `, superminimo ${euro(superminimo)}` : ''}`;

  if (payments === null)
    return unknownPaymentsAnswer(ccnl, ctx.message, { lead, monthly, table, pay, notes, citations }, updates);

  let annual = monthly * payments + (yearGross?.delta ?? 0);
  const annualNotes: string[] = [];
  if (yearGross) notes.unshift(yearGross.note);
  // Items paid on fewer instalments (an EDR on 13, FIPE's increments outside the 14th).
  for (const c of pay.row.components.filter((x) => x.payments)) {
    annual += c.amount * ratio * (c.payments ?? payments);
    annualNotes.push(`${c.label} ${euro(c.amount)} su ${c.payments} mensilità`);
  }
  if (increments && rule.payments && rule.payments < payments) {
    annual -= increments * ratio * (payments - rule.payments);
    annualNotes.push(`scatti su ${rule.payments} mensilità`);
  }

  const regional = surchargeFor('regionale', fields, ctx, year);
  const municipal = surchargeFor('comunale', fields, ctx, year);
  const family = familyInput(ctx.request?.slots.dependants);
  const result: NetPay = netPay({
    ral: annual,
    year,
    regional: regional.rule,
    municipal: municipal.rule,
    ...(family ? { family } : {}),
    // "contributi al 9,49% come da nostro cedolino": the rate the user's payslip applies; else the sector's.
    ...workerInpsRate(ctx.message, ctx.history, ccnl),
  });
  const steps = netStepRows(
    result,
    year,
    regional,
    municipal,
    payments,
    `${yearGross?.label ?? 'Retribuzione annua lorda (RAL)'}${annualNotes.length ? `, con ${annualNotes.join(' e ')}` : ''}`,
  );

  const revaluation = tfrRevaluation(cents(result.tfrAccrual), EXAMPLE_INFLATION_PCT);
  const surchargeNotes = [regional, municipal].flatMap((s) => (s.note ? [s.note] : []));
  if (regional.rule === null && municipal.rule === null && !surchargeNotes.length)
    surchargeNotes.push(
      'Addizionali regionale e comunale escluse: indica regione e comune di residenza (o le aliquote) per includerle.',
    );
  for (const s of [regional, municipal])
    if (s.lookup) {
      citations.push({
        ccnl: `Addizionale ${s === regional ? 'regionale' : 'comunale'} ${s.lookup.place} ${year}`,
        article: null,
        text: `${s.lookup.place}: ${s.lookup.note ?? 'aliquote della tabella delle addizionali'}`,
        url: s.lookup.sourceUrl,
        date: s.lookup.sourceDate,
        confidence: s.lookup.confidence,
      });
      if (s.lookup.confidence === 'low')
        surchargeNotes.push(`Le aliquote di ${s.lookup.place} per il ${year} hanno affidabilità bassa.`);
    }
  citations.push(...ruleCitations(year));
  const sectorRate = workerInpsNote(ctx.message, ctx.history, ccnl);
  if (sectorRate) citations.push(...sectorRate.citations);

  // "quanto prende lordo", "qual è la RAL": the gross asked opens the answer, the net follows.
  const gross = grossAsked(ctx.message, ctx.history, ctx.request?.intent);
  const figures = { monthly: cents(monthly), annual: cents(annual), payments, year };
  const apartAsked = apartPartsAsked(pay.row.components, `${ctx.history?.at(-1) ?? ''}\n${ctx.message}`);
  const body = [
    gross
      ? levelGrossOpening(
          gross,
          lead,
          { ...figures, netMonthly: cents(result.net / payments) },
          ratio === 1 && minimumAsked(ctx.message, ctx.history, ctx.request?.intent)
            ? {
                // ("paga base + contingenza + EDR", said now or the turn before: the part paid apart joins it.)
                items: pay.row.components
                  .filter((c) => !c.payments || apartAsked.includes(c))
                  .map((c) => [c.label, c.amount] as const),
                apart: apartAsked.map((c) => c.label.replace(/\s*\(.*\)$/, '')),
              }
            : undefined,
        ) +
        monthlyInpsAsked(ctx.message, cents(monthly), year) +
        // ("e per il mese dopo? so che c'è la tranche": the tranche's size beside the new minimum, rise-before.ts.)
        (riseOverPrevious(ccnl, level, pay.table.effective_from, pay.row.amount, ctx.message, ctx.today) ??
          '') +
        nextRiseSentence(ctx.message, pay.next)
      : `${sectorRate ? '' : monthlyInpsOpening(ctx.message, cents(monthly), year)}${levelSurchargeOpening(ctx.message, result, { regional, municipal }, year)}Il netto stimato per il ${lead}, anno fiscale ${year}, è **${euro(cents(result.net / payments))} al mese** (${euro(cents(result.net))} l'anno su ${String(payments).replace('.', ',')} mensilità; lordo mensile ${euro(cents(monthly))}, lordo annuo ${euro(cents(annual))}).${dependantsSentence(ctx.request?.slots.dependants, result.family)}`,
    '',
    `Lordo mensile (tabella in vigore dal ${italianDate(pay.table.effective_from)}${pay.table.section ? `, ${pay.table.section}` : ''}):`,
    ...rows(table),
    '',
    `Dal lordo al netto (anno fiscale ${year}, stima annua per un lavoratore a tempo indeterminato per l'intero anno, senza altri redditi${result.family ? ', con le detrazioni per i familiari a carico indicati' : ' né familiari a carico'}):`,
    ...rows(steps),
    '',
    `TFR: accantonamento dell'anno circa ${euro(cents(result.tfrAccrual))} (${percent(TFR.netAccrualPct)} della retribuzione annua: un tredicesimo e mezzo meno lo 0,50% al Fondo di garanzia INPS); non entra in busta paga. Ogni 31 dicembre il TFR già accantonato si rivaluta dell'1,5% più il 75% dell'inflazione ISTAT: per esempio, con un'inflazione del ${EXAMPLE_INFLATION_PCT}% questo accantonamento crescerebbe di ${euro(revaluation.gross)} (imposta sostitutiva del 17%: ${euro(revaluation.tax)}).`,
    '',
    'Note:',
    `- Il netto mensile è una media: tredicesima${payments > 13 ? ' e quattordicesima sono tassate' : ' è tassata'} senza detrazioni, quindi i mesi ordinari risultano un po' più alti e le mensilità aggiuntive più basse.`,
    sectorRate
      ? `- ${sectorRate.assumption}`
      : `- Aliquota INPS standard del ${percent(YEAR_RULES[year].inpsRatePct)}: varia per settore e dimensione dell'azienda (per esempio 9,49% con CIGS, 5,84% per gli apprendisti).`,
    ...(pay.table.note ? [`- Tabella: ${pay.table.note}`] : []),
    // The next tranche: its amount when the question looks ahead, its day alone otherwise (next-tranche-asked.ts).
    ...(pay.next
      ? [
          asksNextTranche(ctx.message, pay.next.table.effective_from, date, ctx.today)
            ? `- Dal ${italianDate(pay.next.table.effective_from)} il minimo del livello sale a ${euro(pay.next.row.amount)}.`
            : `- Il prossimo aumento del minimo del livello è previsto dal ${italianDate(pay.next.table.effective_from)}.`,
        ]
      : []),
    ...[...notes, ...surchargeNotes].map((n) => `- ${n}`),
    '',
    `Per modificare un dato, aggiorna il campo della busta paga: ${FIELD_LIST}.`,
  ];
  const name = levelShort(level);
  return {
    ...finishAnswer(
      body,
      citations,
      pickQuestions(
        [
          `Quanto guadagna netto un ${name} del ${ccnl.short_name} part-time al 50%?`,
          `Come funzionano gli scatti di anzianità nel ${ccnl.short_name}?`,
          `Quante mensilità prevede il ${ccnl.short_name} e quando si pagano?`,
          `Quanto dura il periodo di prova per il ${name} nel ${ccnl.short_name}?`,
        ],
        ctx.message,
        4,
      ),
    ),
    payslipUpdates: updates,
  };
}
