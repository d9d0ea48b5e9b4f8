import { euro, percent } from '../kb/format.js';
import { cents } from '../payroll/net-pay.js';
import { EXTRA_INPS_RATE_PCT, isTaxYear, YEAR_RULES } from '../payroll/rules.js';
import { askedClause } from '../reader/asking-clause.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { workerInpsNote, workerInpsRate } from './apprentice-inps.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { related } from './figure-answers.js';
import { ruleCitations } from './net-steps.js';
import { agreementOf, amount, payBase, yearOf } from './pay-base.js';

/**
 * A payslip asked about with only its gross ("tredicesima lorda 2.239,26: quanto dovrebbe essere la trattenuta
 * INPS, e perché l'IRPEF è così alta?"): the withholding it should carry, and, for a 13th or 14th month paid on
 * its own payslip, why its IRPEF is higher than a month's (no employment deductions on it).
 */
const ASKS_EXPECTED =
  /\bquanto (?:dovrebbe|deve|dovrebbero|devono) (?:essere|esser|venire|risultare)\b|\bquale (?:dovrebbe|deve) essere\b|\bquanto (?:mi |gli |le )?(?:dovrebbero|devono|dovrebbe|deve) trattener\w*/;
/**
 * The worker's INPS asked outright on a month's gross, with nothing of the payslip given to check ("il lordo è
 * 2.480,50, l'inps quanto viene?", "a quanto deve ammontare la contribuzione IVS?"): the contribution it should be.
 */
const INPS_NAMED = /\binps\b|\bivs\b|\bcontribut\w*/;
const AMOUNT_ASKED = /\bquant\w*|\bqnt\w*|\bammont\w*|\bquale?\b|\bvien\w*|\bcalcol\w*/;

/** The INPS of a month's gross is what the turn asks, with no withholding given and no net or tax asked. */
export function inpsOnGrossAsked(message: string, req: TypedRequest): boolean {
  const asked = askedClause(readable(message));
  return (
    INPS_NAMED.test(asked) &&
    AMOUNT_ASKED.test(asked) &&
    !/\bnett|\birpef\b|\btass|\bdatore\b|\baziend\w*|\bditta\b/.test(asked) &&
    amount(req, 'monthly_gross') !== undefined &&
    !req.slots.amounts.some((a) => a.kind === 'hours' || a.perHour) &&
    !['inps', 'irpef', 'net'].some((k) => amount(req, k as 'net') !== undefined)
  );
}

/** The month's gross said to be the level's minimum ("il lordo è il minimo tabellare", "pagato al minimo"). */
const AT_MINIMUM =
  /\b(?:lord[oa]|retribuzion\w*|stipendi\w*|pag[ao])\b[^.?]{0,40}\bminim[oi]\b|\bal minimo\b|\bminimo (?:tabellare|contrattuale|sindacale)\b/;
const EXTRA_MONTH = /tredicesim|quattordicesim|\b1[34](?:a|ª|esim\w*)\b/;

export const THIRTEENTH_TAX: Citation = {
  ccnl: 'Tassazione delle mensilità aggiuntive',
  article: 'tredicesima tassata senza detrazioni',
  text: 'La tredicesima pagata a parte è tassata senza le detrazioni da lavoro dipendente, ripartite sui mesi ordinari; il conguaglio di fine anno ricalcola l’imposta.',
  url: 'https://www.leggioggi.it/tredicesima-piu-bassa-dello-stipendio-perche/',
  date: null,
  confidence: 'high',
};

export function expectedWithholding(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  const stated = amount(req, 'monthly_gross') ?? amount(req, 'other');
  const given = ['inps', 'irpef', 'net'].some((k) => amount(req, k as 'net') !== undefined);
  if (given || !(ASKS_EXPECTED.test(text) || inpsOnGrossAsked(ctx.message, req))) return undefined;
  // "il lordo è esattamente il minimo tabellare" with the level named: the level's minimum is the gross.
  const level =
    stated === undefined && req.slots.level && AT_MINIMUM.test(text) ? payBase(ctx, req) : undefined;
  const gross = stated ?? level?.monthly;
  if (gross === undefined) return undefined;
  const year = yearOf(ctx, req);
  if (!isTaxYear(year)) return undefined;
  // The rate the user states, an apprentice's 5,84%, or the sector's own worker's share (Operai agricoli 8,84%).
  const ccnl = agreementOf(ctx, req);
  const sector = workerInpsNote(ctx.message, ctx.history, ccnl);
  const rate = workerInpsRate(ctx.message, ctx.history, ccnl)?.inpsRatePct ?? YEAR_RULES[year].inpsRatePct;
  // The 1% on the part of the month's pay above the first pensionable band's twelfth (payroll rules §1).
  const band = Math.round(YEAR_RULES[year].firstBand / 12);
  const above = cents(Math.max(0, gross - band));
  const extraOne = cents((above * EXTRA_INPS_RATE_PCT) / 100);
  const inps = cents((gross * rate) / 100 + extraOne);
  const extra = EXTRA_MONTH.test(text);
  const why =
    extra && /\birpef\b/.test(text)
      ? [
          `L'IRPEF della ${/quattordicesim|\b14/.test(text) ? 'quattordicesima' : 'tredicesima'} pagata a parte è più alta in proporzione perché su quella busta non si applicano le ${bold('detrazioni per lavoro dipendente')}, già ripartite sugli stipendi dei mesi ordinari; il conguaglio di fine anno ricalcola l'imposta sul reddito dell'anno.`,
        ]
      : [];
  return compose({
    answer: `${level ? `Con ${level.label}, s` : 'S'}u ${euro(gross)} lordi la trattenuta INPS a carico del lavoratore dovrebbe essere di ${bold(euro(inps))} (${extraOne > 0 ? `${euro(cents((gross * rate) / 100))} al ${percent(rate)}, più ${euro(extraOne)} di contributo aggiuntivo dell'${percent(EXTRA_INPS_RATE_PCT)} sulla parte oltre la soglia mensile di ${euro(band)}` : percent(rate)}).`,
    steps: [
      '| Passaggio | Calcolo | Importo |',
      '| --- | --- | ---: |',
      `| Contributi INPS a carico del lavoratore | ${euro(gross)} × ${percent(rate)} | ${euro(cents((gross * rate) / 100))} |`,
      ...(extraOne > 0
        ? [
            `| Contributo aggiuntivo ${percent(EXTRA_INPS_RATE_PCT)} (oltre ${euro(band)} al mese) | ${percent(EXTRA_INPS_RATE_PCT)} × ${euro(above)} | ${euro(extraOne)} |`,
            `| Totale INPS a carico del lavoratore | | ${euro(inps)} |`,
          ]
        : []),
      `| Imponibile IRPEF | ${euro(gross)} − ${euro(inps)} | ${euro(cents(gross - inps))} |`,
      ...(why.length ? ['', ...why] : []),
    ],
    assumptions: [
      sector
        ? sector.assumption
        : rate !== YEAR_RULES[year].inpsRatePct
          ? `Aliquota INPS del ${percent(rate)}, quella indicata nella conversazione.`
          : `Aliquota INPS generale del ${percent(rate)}: per alcuni settori e dimensioni aziendali può essere diversa.`,
    ],
    citations: [
      ...(level?.citations ?? []),
      ...ruleCitations(year).slice(0, 1),
      ...(why.length ? [THIRTEENTH_TAX] : []),
      ...(sector?.citations ?? []),
    ],
    related: related(ctx.message),
  });
}
