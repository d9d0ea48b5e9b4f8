import { euro, figureValue } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { documentText } from './document-request.js';

/**
 * Session 32 (fixs32f): a letter that states the full-time monthly pay, the full-time week and the part-time hours
 * agreed ("Retribuzione tabellare mensile lorda a tempo pieno: 1.720,00 euro, da riproporzionare …", "36 ore", "24
 * ore settimanali"), asked "quanto prenderà col suo orario?": the letter's pay × hours agreed ÷ full-time hours
 * (D.Lgs. 81/2015, art. 7), opened with the amount. Undefined when the letter does not state all three.
 */
const ASKS_PAY =
  /\b(?:calcol\w*|quanto (?:prend\w*|guadagn\w*|le spett\w*|gli spett\w*|mi spett\w*|spett\w*|sara|e|fa|viene)|retribuzion\w*|stipend\w*|paga)\b/;
const ASKS_HOURS = /\bore\b|\borario\b|\bpart[- ]?time\b|\briproporzion\w*/;
const FULL_HOURS = /\btempo pieno\b[^\n\d]{0,30}(\d{2})\s*ore\b/;
const PART_HOURS =
  /\bpart[- ]?time\b[^\n\d]{0,40}(\d{1,2})\s*ore\b|\borario concordato\b[^\n\d]{0,40}(\d{1,2})\s*ore\b/;
const FULL_PAY =
  /\b(?:retribuzione|tabellare|stipendio|paga)[^\n]{0,60}\btempo pieno\b[^\n\d]{0,10}(\d{1,3}(?:\.\d{3})*,\d{2})/;

export function documentPartPay(ctx: AgentContext): AgentAnswer | undefined {
  if (ctx.documents.length !== 1) return undefined;
  const question = readable(ctx.message);
  if (!ASKS_PAY.test(question) || !ASKS_HOURS.test(question)) return undefined;
  const doc = ctx.documents[0];
  // (A stored document has its passages, not its text: read them joined.)
  const text = readable(doc?.text ?? documentText(ctx));
  const full = FULL_HOURS.exec(text);
  const part = PART_HOURS.exec(text);
  const pay = FULL_PAY.exec(text);
  if (!full || !part || !pay) return undefined;
  const fullHours = Number(full[1]);
  const partHours = Number(part[1] ?? part[2]);
  const monthly = figureValue(pay[1] ?? '0');
  if (!(partHours > 0 && partHours < fullHours && monthly > 0)) return undefined;
  const amount = cents((monthly * partHours) / fullHours);
  return compose({
    answer: `Con ${partHours} ore settimanali su ${fullHours} la retribuzione tabellare mensile lorda è di ${bold(euro(amount))}: la cifra a tempo pieno della lettera (${euro(monthly)}) riproporzionata all’orario concordato.`,
    steps: [
      `Quota di part-time: ${partHours} ÷ ${fullHours} = ${(partHours / fullHours).toFixed(4).replace('.', ',')}.`,
      `${euro(monthly)} × ${partHours} ÷ ${fullHours} = ${euro(amount)}.`,
    ],
    assumptions: [
      `Dal documento «${doc?.fileName}»: tempo pieno ${fullHours} ore, part-time ${partHours} ore, tabellare a tempo pieno ${euro(monthly)}.`,
      'Le voci della retribuzione del part-time si riproporzionano alle ore concordate (D.Lgs. 81/2015, art. 7).',
    ],
    citations: [],
    related: [],
  });
}
