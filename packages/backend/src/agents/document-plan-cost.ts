import { euro } from '../kb/format.js';
import { parseNumber } from '../reader/numbers.js';
import type { TypedRequest } from '../reader/request.js';
import { statedEmployerRate } from '../reader/stated-rate.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';
import { asPayments, type PayBase } from './pay-base.js';
import { statedRatesCost } from './stated-cost.js';

/**
 * "sulla base della bozza allegata, quanto ci costa in un anno tra RAL, contributi a nostro carico e TFR? stiamo
 * nel budget?" on an uploaded hiring plan that states the RAL and the employer's rate ("Aliquota contributi INPS a
 * carico azienda (dato del consulente del lavoro): 29,58%"): the yearly cost on those figures (stated-cost.ts),
 * then, when the plan states a budget and the question asks about it, whether the cost fits. Undefined when the
 * plan states no RAL or no employer rate, or no cost is asked.
 */
const COST_ASKED = /\bcost[oaie]\w*\b|\bquanto (?:ci |mi |gli )?(?:viene|verrebbe|spend\w*)\b/;
const RAL =
  /\b(?:ral|retribuzione (?:lorda )?annua(?: lorda)?)\b[^\d\n]{0,25}(\d{1,3}(?:\.\d{3})+(?:,\d{2})?|\d{4,6}(?:,\d{2})?)/i;
const BUDGET = /\bbudget\b[^\d\n]{0,40}(\d{1,3}(?:\.\d{3})+(?:,\d{2})?|\d{4,7}(?:,\d{2})?)/i;
// (With an upload the ask reads as one on the document, or as the RAL's net: the cost words decide.)
const COST_INTENTS = new Set(['employer_cost', 'document_question', 'gross_to_net']);
const BUDGET_ASKED = /\bbudget\b|\brientr\w*\b|\bstiamo dentro\b/;

/** The plan's lines without asides: "(dato del consulente): 29,58%" reads as "29,58%" after its label. */
const plain = (text: string) => text.replace(/\s*\([^)\n]{0,80}\)/g, '').replace(/:\s*/g, ' ');

export function documentPlanCost(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!ctx.documents.length || !COST_INTENTS.has(req.intent)) return undefined;
  const question = readable(ctx.message);
  if (!COST_ASKED.test(question) || /\bnett/.test(question) || statedEmployerRate(ctx.message) !== undefined)
    return undefined;
  const plan = documentText(ctx);
  // The plan's line stating the rate, alone: another line's figure is never read as INAIL's or the TFR's.
  const lines = plan.split('\n').map((l) => plain(readable(l)));
  const rateLine = lines.find((l) => statedEmployerRate(l) !== undefined);
  if (rateLine === undefined) return undefined;
  // ("INAIL: trascurabile (ufficio), da ignorare": left out, as the plan says.)
  const noInail = lines.some(
    (l) => /\binail\b/.test(l) && /ignor|trascurabil|esclus|non (?:compres|inclus)/.test(l),
  );
  const rateText = `${rateLine}${noInail ? ', senza inail' : ''}`;
  const ral = parseNumber(RAL.exec(plan)?.[1] ?? '');
  if (ral === undefined || ral < 5_000) return undefined;
  const payments = asPayments(Number(/\b(1[234])\s*mensilit/i.exec(plan)?.[1] ?? '')) ?? 13;
  const name = ctx.documents[0]?.fileName ?? 'documento';
  const base: PayBase = {
    annual: ral,
    monthly: Math.round((ral / payments) * 100) / 100,
    payments,
    label: `una RAL di ${euro(ral)}`,
    assumptions: [`RAL e aliquota contributiva lette dal documento caricato («${name}»).`],
    citations: [],
  };
  // (The rate is the plan's; the question's own words decide TFR and INAIL as it asks them.)
  const cost = statedRatesCost({ ...ctx, message: `${ctx.message} ${rateText}` }, base);
  if (!cost) return undefined;
  const budget = parseNumber(BUDGET.exec(plan)?.[1] ?? '');
  const total = /Costo annuo per l’azienda\*\*\s*\|\s*\*\*([\d.]+,\d{2}) €/.exec(cost.text)?.[1];
  if (budget === undefined || !BUDGET_ASKED.test(question) || !total) return cost;
  const spent = parseNumber(total) ?? 0;
  const verdict =
    spent <= budget
      ? `${bold('Sì')}, rientra nel budget di ${euro(budget)} indicato nel documento: restano ${euro(Math.round((budget - spent) * 100) / 100)}.`
      : `${bold('No')}, supera il budget di ${euro(budget)} indicato nel documento di ${euro(Math.round((spent - budget) * 100) / 100)}.`;
  const lead = (text: string) => {
    const [first = '', ...rest] = text.split('\n');
    return [`${first} ${verdict}`, ...rest].join('\n');
  };
  return { ...cost, text: lead(cost.text), brief: lead(cost.brief) };
}
