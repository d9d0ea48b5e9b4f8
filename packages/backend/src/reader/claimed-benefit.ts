import { askedClause } from './asking-clause.js';
import type { TypedRequest } from './request.js';

/**
 * A payroll benefit someone claims is due, asked back as true or not ("una collega le ha detto che le spettano
 * 100 euro al mese di trattamento integrativo, cioè 1.200 l'anno: è vero nel suo caso?", "il bonus da 100 euro
 * al mese mi spetta?", "mi hanno detto che ho diritto all'ulteriore detrazione: è così?"): the rule applied to
 * the income told, which opens with the benefit, never the monthly net of that income (the claimed amounts are
 * the benefit's, not a pay to check).
 */

const BENEFIT =
  /\b(?:trattamento integrativo|bonus (?:renzi|irpef|(?:da |di )?100 euro)|ex bonus renzi|ulteriore detrazione|somma (?:esente|integrativa)|detrazion\w* (?:per |da |di )?lavoro dipendente)\b/;
/** The asking clause only weighs the claim ("è vero?", "è così?", "ha ragione?", "mi spetta?"). */
const TRUTH =
  /\b(?:e vero|e cosi|e giusto|e corretto|ha ragione|hanno ragione|dice bene|dicono bene|e possibile|spett\w*|ho diritto|ha diritto|ne ho diritto|vale (?:anche )?per)\b/;
/** A net, a payslip or a gross asked in the same clause is another question. */
const OTHER_ASK = /\b(?:nett\w*|in busta|busta paga|stipendio|quanto prend\w*|lordo mensile|ral)\b/;

export function claimedBenefit(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (request.intent !== 'gross_to_net') return {};
  if (!BENEFIT.test(text)) return {};
  const asking = askedClause(text);
  if (!TRUTH.test(asking) || OTHER_ASK.test(asking)) return {};
  if (!request.slots.amounts.some((a) => a.kind === 'ral' && a.value >= 1_000)) return {};
  return { intent: 'payroll_rules', alsoAsked: request.alsoAsked.filter((i) => i !== 'payroll_rules') };
}
