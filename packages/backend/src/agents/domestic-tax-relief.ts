import { employmentRule } from '../kb/employment-rules.js';
import { euro } from '../kb/format.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { ruleCitations } from './law-beside-agreements.js';

/**
 * The family employer's own tax relief for a domestic worker ("quanto posso dedurre nel 730 dei contributi INPS
 * versati per la colf?", "che detrazione posso avere sugli stipendi della badante?"): the deduction of the INPS
 * contributions left at the employer's charge (TUIR art. 10 c. 2, up to 1.549,37 € a year) and the 19% tax
 * credit on a carer's pay for a non-self-sufficient person (TUIR art. 15 c. 1 lett. i-septies, on up to 2.100 €,
 * income up to 40.000 €). Both from `data/law/employment-rules.json`. Before, the INPS hourly bands were answered.
 */

const RELIEF =
  /\bdedu(?:rre|rr\w*|co|ci\w*|zion\w*|cibil\w*)\b|\bdetra(?:rre|rr\w*|zion\w*|ibil\w*|ggo|iamo)\b|\bscaric\w*/;
// The employer's own return: the 730, the tax return, "posso", not the worker's payslip deductions.
const OWN_RETURN =
  /\b730\b|\bdichiarazion\w*|\bmodello redditi\b|\b(?:posso|possiamo|si puo|si possono|spett\w*|ho diritto)\b/;
// The worker's own pay and tax credits ("detrazioni per lavoro dipendente", "figli a carico"): another answer.
const WORKER_SIDE =
  /\blavoro dipendente\b|\bfigli\w* a carico\b|\bin busta\b|\bcuneo\b|\btrattamento integrativo\b/;
const CONTRIBUTIONS = /\bcontribut\w*|\binps\b/;
// The pay or the care: the tax credit on the carer's pay ("sugli stipendi della badante", "non autosufficiente").
const CARE_PAY =
  /\bstipend\w*|\bpag(?:a|he)\b|\bretribuzion\w*|\bspes[ae]\b|\bnon autosufficient\w*|\bdetrazion\w*|\bdetrarre\b/;
// "Oltre ai contributi": the contributions set aside, the other relief asked.
const BESIDES_CONTRIBUTIONS = /\b(?:oltre (?:a|ai)|a parte|al di la dei) (?:i )?contribut/;
// A medical expense of the family's own: the doctor's, the dentist's, glasses, medicines.
const MEDICAL_EXPENSE =
  /\bspes\w* (?:mediche|sanitari\w*|del medico|dell'oculist\w*|del dentist\w*)|\boculist\w*|\bdentist\w*|\bocchiali\b|\bfarmac\w*|\bvisit\w* (?:medich|specialistic)\w*/;
// The carer's own cost named beside it: the pay, the contributions.
const CARER_COST =
  /\bstipend\w*|\bcontribut\w*|\bretribuzion\w*|\bpag(?:a|he) (?:della|del|alla|al) (?:colf|badant)/;
const INCOME =
  /\breddit\w*\b[^.?!\d]{0,40}?(\d{1,3}(?:\.\d{3})+|\d{4,6})(?:,\d{2})?\s*(?:€|euro)?|\b(\d{1,3}(?:\.\d{3})+|\d{4,6})\s*(?:€|euro)? (?:di|lordi di) reddit/;

function incomeTold(text: string, req: TypedRequest): number | undefined {
  const m = INCOME.exec(text);
  const said = m?.[1] ?? m?.[2];
  if (said) return Number(said.replace(/\./g, ''));
  return req.slots.amounts.find((a) => a.kind === 'ral')?.value;
}

/** The relief asked by a family employer of domestic work, or undefined when the question asks another thing. */
export function domesticTaxRelief(
  ctx: AgentContext,
  req: TypedRequest,
  domestic: boolean,
): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!domestic || !RELIEF.test(text) || !OWN_RETURN.test(text) || WORKER_SIDE.test(text)) return undefined;
  // "per il 730 posso detrarre le spese dell'oculista di mia mamma?" with the colf in the story: a medical
  // expense, not the carer's pay or contributions, is asked (out of scope, outside-work.ts).
  if (MEDICAL_EXPENSE.test(text) && !CARER_COST.test(text)) return undefined;
  const deduction = employmentRule('domestic_contributions_deduction');
  const credit = employmentRule('carer_tax_credit');
  const cap = deduction.values?.cap ?? 1549.37;
  const rate = credit.values?.rate ?? 19;
  const base = credit.values?.cap ?? 2100;
  const limit = credit.values?.income_limit ?? 40000;
  const most = Math.round(base * rate) / 100;
  const contributionsAsked = CONTRIBUTIONS.test(text) && !BESIDES_CONTRIBUTIONS.test(text);
  const creditAsked = !contributionsAsked || (CARE_PAY.test(text) && /\bdetra/.test(text));
  const income = incomeTold(text, req);
  const deductionLine = `Contributi INPS: si deducono dal reddito complessivo quelli rimasti a carico del datore di lavoro (non la quota trattenuta al lavoratore), ${bold(`fino a ${euro(cap)} l’anno`)}, versati nell’anno (principio di cassa); nel 730 al rigo E23 (${deduction.reference}).`;
  const incomeVerdict =
    income === undefined
      ? ` se il reddito complessivo non supera ${euro(limit)}`
      : income <= limit
        ? `: con un reddito di ${euro(income)}, entro il limite di ${euro(limit)}, ${bold('spetta')}`
        : `: con un reddito di ${euro(income)}, oltre il limite di ${euro(limit)}, ${bold('non spetta')}`;
  const creditLine = `Stipendi della badante: per l’assistenza a una persona non autosufficiente (certificata da un medico) si detrae dall’imposta il ${rate}% della spesa su un massimo di ${bold(`${euro(base)} l’anno`)}, cioè al massimo ${bold(euro(most))}${incomeVerdict} (${credit.reference}).`;
  const answer = creditAsked
    ? `${creditLine} ${contributionsAsked || BESIDES_CONTRIBUTIONS.test(text) ? 'In più, separatamente, la' : 'Separatamente, la'} deduzione dei contributi INPS versati: fino a ${euro(cap)} l’anno per la parte a carico del datore di lavoro.`
    : `${deductionLine} Per una badante che assiste una persona non autosufficiente c’è in più la detrazione del ${rate}% sulla paga, su un massimo di ${euro(base)} (al massimo ${euro(most)}), se il reddito complessivo non supera ${euro(limit)}.`;
  return compose({
    answer,
    steps: [
      `Deduzione dei contributi: ${deduction.text}.`,
      `Detrazione per gli addetti all’assistenza personale: ${credit.text}.`,
      ...(creditAsked ? [`Detrazione massima: ${euro(base)} × ${rate}% = ${euro(most)}.`] : []),
    ],
    assumptions: [
      'Il datore di lavoro domestico non trattiene l’IRPEF al lavoratore: deduzione e detrazione sono della famiglia, nella sua dichiarazione dei redditi.',
    ],
    citations: [
      ...ruleCitations(creditAsked ? credit : deduction),
      ...ruleCitations(creditAsked ? deduction : credit),
    ],
    related: [
      'Quanto versiamo all’INPS per una colf a 9 € l’ora, 20 ore a settimana?',
      'Il datore di lavoro domestico deve trattenere l’IRPEF?',
    ],
  });
}
