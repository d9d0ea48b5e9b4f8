import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { seniorityPay } from './combined-pay.js';
import type { AgentContext } from './context.js';
import { documentAgreement, numericStartDate } from './document-facts.js';
import { documentText, levelOf, startDate } from './document-request.js';

/**
 * The seniority increments owed, asked beside a payslip or a letter ("in busta ho 2 scatti, quanti dovrei
 * averne?", "quanto dovrei avere di anzianità in busta?"): the agreement, level and hire day the document
 * states, the increments matured from that day to the payslip's month (increments-since.ts), their amount
 * and the payslip's line weighed (combined-pay.ts). A month the story gives for the hire ("qui dal maggio
 * 2016") is the hire's, not the month the pay is read at. Undefined when the question is not about the
 * increments or the document lacks the agreement, the level or the hire day.
 */

const ASKS_INCREMENTS = /\bscatt\w*|\banzianita\b|\baumenti periodici\b/;
/**
 * Read as a question on the document, the increments' count or amount asked or doubted ("il numero di scatti è
 * corretto?", "gli scatti sono valorizzati 51,00 €. L'importo è corretto?").
 */
const COUNT_DOUBTED =
  /\b(?:numero|quant[ie])\b[^?.]{0,30}\b(?:scatt|aumenti periodici)|\b(?:scatt|aumenti periodici)\w*[^?.]{0,60}\b(?:corrett|giust|dovut|spett|dovrei|dovrebb)|\b(?:scatt|aumenti periodici)\w*[^?]{0,80}\b(?:l'importo|la cifra|il valore|la somma|valorizzat\w*|pari a)\b[^?]{0,40}\b(?:corrett|giust|esatt)/;

export function documentIncrements(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  if (!ASKS_INCREMENTS.test(question)) return undefined;
  if (req.intent !== 'seniority' && !COUNT_DOUBTED.test(question)) return undefined;
  const text = documentText(ctx);
  const hire = numericStartDate(text) ?? startDate(text);
  if (!hire) return undefined;
  const ccnl = documentAgreement(ctx.kb, req, text);
  if (!ccnl) return undefined;
  const level = req.slots.level ?? levelOf(ccnl, text);
  if (!level) return undefined;
  const slots = { ...req.slots, agreements: [ccnl.id_categoria], level };
  delete slots.agreementsBySector;
  // "dal maggio 2016" in the story is the hire's month: the increments are counted at the payslip's month.
  if (slots.date && slots.date.slice(0, 7) <= hire.slice(0, 7)) delete slots.date;
  if (!slots.hireDate || slots.hireDate.startsWith('?')) slots.hireDate = hire;
  return seniorityPay(ctx, { ...req, slots }, ccnl);
}
