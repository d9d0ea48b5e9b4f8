import type { TypedRequest } from './request.js';

/** A tax rule named by its name: the trattamento integrativo (ex bonus Renzi), the cuneo's sum or deduction. */
const RULE_NAMED =
  /\btrattamento integrativ\w*|\bbonus renzi\b|\bsomma esente\b|\bcuneo\b|\bulterior\w* detrazion\w*|\bdetrazion\w* (?:per |da )?lavoro dipendente\b/;

/** Its amount or whether it is due asked ("se le spetta … e per quanto", "quanto vale la somma esente"). */
const RULE_ASKED =
  /\bse (?:le |mi |gli |ci )?spett\w*|\bper quanto\b|\bquanto (?:vale|valgono|spett\w*|e\b|sarebbe)|\ba quanto (?:ammont|corrispond)\w*|\bquale importo\b/;

/** Figures read off a payslip: its net, its INPS or IRPEF withheld. */
const PAYSLIP_KINDS = new Set(['net', 'inps', 'irpef']);

/**
 * "le spetta il trattamento integrativo e per quanto, e quanto vale la somma esente, perché in busta il collega ha
 * messo importi che non mi tornano": with a year's pay and no payslip figure, the payslip is the reason and the
 * rules at that income are the question (payroll_rules), not a payslip check asking for the payslip.
 */
export function ruleBesidePayslip(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (request.intent !== 'payslip_check' || !RULE_NAMED.test(text) || !RULE_ASKED.test(text)) return {};
  const { amounts } = request.slots;
  if (amounts.some((a) => PAYSLIP_KINDS.has(a.kind))) return {};
  if (!amounts.some((a) => (a.kind === 'ral' || a.kind === 'other') && a.value >= 1_000)) return {};
  return { intent: 'payroll_rules', alsoAsked: request.alsoAsked.filter((i) => i !== 'payroll_rules') };
}
