import { euro, percent } from '../kb/format.js';
import { cents, grossIrpef } from '../payroll/net-pay.js';
import { isTaxYear, YEAR_RULES } from '../payroll/rules.js';
import { askedSentence } from '../reader/asking-clause.js';
import { parseNumber } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { THIRTEENTH_TAX } from './expected-withholding.js';
import { related } from './figure-answers.js';
import { ruleCitations } from './net-steps.js';
import { payBase, yearOf } from './pay-base.js';

/**
 * The net of a 13th (or 14th) whose gross the user states, paid on its own payslip ("tredicesima di 2.000 lordi
 * su cedolino separato, reddito annuo 25.000: quanto viene netta?"): the gross less the worker's INPS, less IRPEF
 * at the rate the year's income reaches, with no deductions (they are spread over the ordinary months; the
 * year-end conguaglio recomputes the tax), payroll rules §1, §2 and §8. Not a 13th worked out from a RAL.
 */
const NUMBER = String.raw`(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?)`;
const EXTRA = String.raw`(?:tredicesim|quattordicesim|1[34](?:ª|a\b|esim))\w*`;
// The figure is the extra month itself: "una tredicesima di 2.000 lordi", "13ª lorda 1.850", "1.900 € di 13ª".
const GROSS_OF_EXTRA = new RegExp(
  `${EXTRA} (?:(?:di|da|lord[ao]|pari a|è|e|=|:) ){0,3}(?:€ ?)?${NUMBER}|${NUMBER} ?(?:€|euro)? (?:lord[io] )?(?:di|della|per la) ${EXTRA}`,
);
const NET_ASKED = /\bnett\w*/;
// A stated worker's rate ("contributi dipendente al 9,19%").
const STATED_RATE = /\b(?:contribut\w*|inps)\b[^.?;]{0,40}?\b(\d{1,2}(?:,\d{1,2})?) ?%/;

// The extra month paid on its own: "su cedolino separato", "la sola tredicesima", "la tredicesima piena".
const APART =
  /\b(?:cedolin\w*|bust\w*) (?:separat\w*|a parte)\b|\bsol[ao] (?:tredicesim|quattordicesim)|\b(?:tredicesim|quattordicesim)\w* (?:pien|inter)\w*/;

/**
 * "la tredicesima piena a una commessa di IV livello al minimo: quanto viene netta?": no gross stated, the whole
 * extra month is the level's minimum, and the year's income the minimum on the agreement's payments.
 */
function levelExtraMonth(ctx: AgentContext, req: TypedRequest, text: string) {
  const named = new RegExp(EXTRA).exec(text);
  const partial =
    req.slots.monthsWorked !== undefined ||
    req.slots.hireDate ||
    req.slots.endDate ||
    /\brate[io]\b/.test(text);
  // The month's net asked after the payments named ("mi danno tredicesima e quattordicesima. al mese netto
  // quanto mi entra?") is the ordinary month's, not the extra one's.
  const asked = askedSentence(text);
  const inAsked = new RegExp(EXTRA).test(asked);
  const other = /\bannu\w*|\ball'anno\b|\bal mese\b|\bmensil\w*|\bstipendi\w*|\bogni mese\b/.test(asked);
  const apart = APART.test(text);
  const both = /tredicesim|\b13(?:ª|a\b|esim)/.test(text) && /quattordicesim|\b14(?:ª|a\b|esim)/.test(text);
  if (
    !named ||
    partial ||
    both ||
    !(inAsked || (apart && !other)) ||
    !req.slots.level ||
    req.slots.amounts.length
  )
    return undefined;
  const base = payBase(ctx, req);
  if (!base?.ccnl) return undefined;
  return { match: named, gross: cents(base.monthly), income: base.annual, base };
}

export function thirteenthNetApart(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!NET_ASKED.test(askedSentence(text))) return undefined;
  const stated = GROSS_OF_EXTRA.exec(text);
  const level = stated ? undefined : levelExtraMonth(ctx, req, text);
  const match = stated ?? level?.match;
  const gross = level?.gross ?? parseNumber(match?.[1] ?? match?.[2] ?? '');
  const income = level?.income ?? req.slots.amounts.find((a) => a.kind === 'ral')?.value;
  const year = yearOf(ctx, req);
  if (!match || !gross || !income || !isTaxYear(year)) return undefined;
  const rules = YEAR_RULES[year];
  // Above the first pensionable band the 1% extra would apply: the engine's yearly answers handle that.
  if (income <= gross || income > rules.firstBand) return undefined;
  const which = /quattordicesim|\b14/.test(match[0]) ? 'quattordicesima' : 'tredicesima';
  const statedRate = parseNumber(STATED_RATE.exec(text)?.[1] ?? '');
  const rate = statedRate && statedRate < 20 ? statedRate : rules.inpsRatePct;
  const inps = cents((gross * rate) / 100);
  const taxable = cents(gross - inps);
  // A RAL is gross of the worker's INPS; an income ("reddito annuo") is read as the year's taxable income.
  const ralSaid = level !== undefined || /\bral\b|\bretribuzione annua lorda\b/.test(text);
  const yearTaxable = ralSaid ? income * (1 - rate / 100) : income;
  // The tax the 13th adds on top of the rest of the year's income: its marginal rate, straddling a bracket too.
  const irpef = cents(grossIrpef(yearTaxable, year) - grossIrpef(Math.max(0, yearTaxable - taxable), year));
  const bracket = rules.irpefBrackets.find((b) => b.upTo === null || yearTaxable <= b.upTo);
  const net = cents(taxable - irpef);
  const flat = bracket && Math.abs(irpef - cents((taxable * bracket.ratePct) / 100)) < 0.02;
  return compose({
    answer: `${level ? `Con ${level.base.label}, il` : 'Il'} netto della sola ${which} di ${euro(gross)} lordi, pagata su un cedolino separato, è di circa ${bold(euro(net))}: ${euro(inps)} di contributi INPS (${percent(rate)}) e ${euro(irpef)} di IRPEF${flat && bracket ? ` al ${percent(bracket.ratePct)}` : ''}, senza detrazioni; il conguaglio di fine anno ricalcola l'imposta sul reddito dell'anno.`,
    steps: [
      '| Passaggio | Calcolo | Importo |',
      '| --- | --- | ---: |',
      `| Contributi INPS a carico del lavoratore | ${euro(gross)} × ${percent(rate)} | ${euro(inps)} |`,
      `| Imponibile IRPEF | ${euro(gross)} − ${euro(inps)} | ${euro(taxable)} |`,
      `| IRPEF (scaglioni ${year}, aliquota del reddito annuo) | ${flat && bracket ? `${euro(taxable)} × ${percent(bracket.ratePct)}` : `scaglioni sul reddito di ${euro(cents(yearTaxable))}`} | ${euro(irpef)} |`,
      `| **Netto della ${which}** | ${euro(gross)} − ${euro(inps)} − ${euro(irpef)} | **${euro(net)}** |`,
    ],
    assumptions: [
      ...(level ? level.base.assumptions : []),
      `Reddito imponibile dell'anno ${level ? `stimato in ${euro(cents(yearTaxable))} (il minimo per ${level.base.payments} mensilità, ${euro(cents(income))}, meno i contributi INPS)` : ralSaid ? `stimato in ${euro(cents(yearTaxable))} (la RAL meno i contributi INPS)` : `di ${euro(income)}, come indicato`}: l'IRPEF della ${which} si calcola all'aliquota dello scaglione che quel reddito raggiunge.`,
      `Nessuna detrazione per lavoro dipendente o per familiari su questo cedolino: sono già ripartite sugli stipendi ordinari.`,
      'Addizionali regionale e comunale non trattenute su questo cedolino; contributo INPS aggiuntivo dell’1% non dovuto (reddito sotto la prima fascia pensionabile).',
    ],
    citations: [...(level?.base.citations ?? []), ...ruleCitations(year).slice(0, 2), THIRTEENTH_TAX],
    related: related(ctx.message),
  });
}
