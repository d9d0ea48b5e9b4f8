import { askingSentences } from '../documents/asked-verdict.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { related } from './figure-answers.js';
import { payrollData } from './pay-base.js';

/**
 * "quali aliquote contributive a carico ditta applico nel 2026 per ciascun settore e quanto costa in totale?",
 * with no pay given: the employer's rates by sector and size are what is asked, and the payroll data holds only
 * some of them (its `gaps` list the rest). The gap is said first, with no total rate and no cost; the estimate
 * from the components found needs the pay.
 */

// The employer's contribution rates asked ("quali aliquote a carico ditta", "che percentuale di contributi paga
// l'azienda"), not a cost from a pay.
const RATES_ASKED =
  /\baliquot\w*|\bpercentual\w* (?:di )?contribut\w*|\bquali contribut\w*|\bche contribut\w*/;
const EMPLOYER_SIDE =
  /\ba carico (?:della |dell'|del )?(?:ditta|aziend\w*|datore)|\bdatorial\w*|\bcontribut\w*/;

const EMPLOYER_NAMED =
  /\ba carico (?:della |dell'|del )?(?:ditta|aziend\w*|datore)|\bdatorial\w*|\bquota (?:ditta|aziend\w*|datore)/;

export function employerRatesGap(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const whole = readable(ctx.message);
  // ("l'aliquota contributiva inps a carico ditta … quella totale", read as a payroll rule: the employer's side named.)
  const employerNamed = req.intent === 'payroll_rules' && EMPLOYER_NAMED.test(whole);
  if (req.intent !== 'employer_cost' && !employerNamed) return undefined;
  const asked = askingSentences(whole).join(' ');
  // ("Ci serve l'aliquota complessiva a carico azienda (IVS, CUAF…). Qual è la percentuale 2026?": the rate named
  // before the question that asks it.)
  const named =
    (RATES_ASKED.test(asked) && EMPLOYER_SIDE.test(asked)) ||
    (/\baliquot\w*|\bpercentual\w*/.test(asked) && RATES_ASKED.test(whole) && EMPLOYER_SIDE.test(whole));
  if (!named) return undefined;
  const gaps = payrollData()?.employer.gaps ?? [];
  // The data's own list of what it lacks, without the figures it names beside them ("Fondo di garanzia (…)").
  const lacking = gaps[0]
    ?.replace(/\s*\([^)]*\d[^)]*\)/g, '')
    .split(/:\s*/)[1]
    ?.replace(/;.*$/, '');
  return compose({
    answer: `Le aliquote contributive a carico dell'azienda per settore e dimensione ${bold('non sono complete nella base di conoscenza')}: non posso quindi indicare un'aliquota complessiva né il costo totale del dipendente per ciascun settore.${lacking ? ` Mancano nella base di conoscenza le aliquote di: ${lacking}.` : ''}`,
    steps: [
      'Con la RAL o il lordo mensile (e il CCNL e il numero di dipendenti di ciascun cliente) calcolo una stima per difetto con le sole componenti trovate, dichiarando quelle che mancano.',
      'Le aliquote esatte per settore, dimensione e qualifica vanno verificate sulle circolari INPS o con il software paghe.',
    ],
    citations: [],
    related: related(ctx.message),
  });
}

// A cost or an amount asked beside the rate: the cost estimate answers.
const COST_OR_AMOUNT = /\bcost\w*|\bspend\w*|\bquant\w*\b(?! (?:e|vale) (?:l'aliquota|la percentuale))/;

/**
 * "per un 3° livello commercio mi serve la percentuale di contributi a carico dell'azienda complessiva: quale
 * aliquota uso?": with a pay at hand but only the rate asked (no cost), the rate the data lacks is the answer, not a
 * cost built on the components found.
 */
export function employerRateOnly(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const asked = askingSentences(readable(ctx.message)).join(' ');
  // ("con l'aliquota al 30% a carico ditta quanto pago di contributi?": rates given, an amount asked.)
  if (/\d\s*%|\bper ?mille\b/.test(readable(ctx.message)) || COST_OR_AMOUNT.test(asked)) return undefined;
  return employerRatesGap(ctx, req);
}
