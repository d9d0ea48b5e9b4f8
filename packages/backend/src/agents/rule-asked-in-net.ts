import { askedClause } from '../reader/asking-clause.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';

/**
 * A tax measure asked by its name at a yearly gross ("avrò 14.000 euro lordi: mi spetta il trattamento
 * integrativo? Quanto all'anno?", "in busta c'è l'ulteriore detrazione del cuneo fiscale: quanto vale in un
 * anno?"): the measure at that income is what is asked, so the payroll rule answers it (rules-at-income.ts), not
 * the net. A net or take-home asked beside it keeps the net.
 */
const MEASURE =
  /\btrattamento integrativ\w*|\bbonus (?:ex )?renzi\b|\bulteriore detrazion\w*|\bsomma esente\b/;
const NET_ASKED = /\bnett[oiae]?\b|\bin tasca\b|\bstipendio\b|\bbusta (?:paga )?(?:mensile|al mese)\b/;

export function ruleAskedInNet(message: string, req: TypedRequest): TypedRequest | undefined {
  if (req.intent !== 'gross_to_net') return undefined;
  const text = readable(message);
  const asked = askedClause(text);
  if (!MEASURE.test(text) || NET_ASKED.test(asked)) return undefined;
  // The measure is what the asking sentences name, or what they point back to ("quanto vale?").
  const questions = text.split(/(?<=[?])\s+/).filter((s) => s.includes('?'));
  if (!questions.some((q) => MEASURE.test(q) || /\bquant\w*|\bvale\b|\bammont\w*/.test(q))) return undefined;
  return { ...req, intent: 'payroll_rules' };
}
