import { indexOf, passagesText } from '../kb/documents.js';
import { decimal, euro, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { cents } from '../payroll/index.js';
import { wordsToNumber } from '../reader/numbers.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage, levelMinimumCitations } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { payslipFineCheck } from './document-fine-check.js';
import { documentSanction } from './document-sanction.js';
import { levelName } from './shared/levels.js';

/**
 * "Quanto mi tolgono con questa multa?" of a disciplinary letter that fines hours of pay ("multa pari a 3 (tre)
 * ore di retribuzione oraria"): those hours at the hourly minimum of the level and agreement the letter names
 * (the monthly minimum over the agreement's divisor). Undefined when the letter names no fine in hours, no level
 * or no agreement the knowledge base holds, or the question does not ask the amount.
 */
const FINE_HOURS = /\bmulta\b[^.]{0,60}?\b(\d{1,2}|una|due|tre|quattro)\b(?:\s*\(\s*\w+\s*\))?\s*or[ae]\b/;
const LEVEL = /\blivello\s+([a-z]{0,2}\d{0,2}s?)\b/;
const ASKS_AMOUNT = /\bquant\w*\b|\bin soldi\b|\bimport\w*|\bcifra\b|\btolgono\b|\btratten\w*/;

export function documentFine(ctx: AgentContext): AgentAnswer | undefined {
  // A payslip's fine line checked against the agreement's code comes first (document-fine-check.ts); a letter
  // that names no level is read on the level the message tells (document-sanction.ts).
  return payslipFineCheck(ctx) ?? letterFine(ctx) ?? documentSanction(ctx);
}

function letterFine(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length || !ASKS_AMOUNT.test(readable(ctx.message))) return undefined;
  for (const document of ctx.documents) {
    const passages = indexOf(document).passages;
    const text = fold(passagesText(document));
    const hoursSaid = FINE_HOURS.exec(text)?.[1];
    if (!hoursSaid) continue;
    const hours = /^\d+$/.test(hoursSaid) ? Number(hoursSaid) : wordsToNumber(hoursSaid);
    const ccnl = ctx.kb.recognise(text)[0];
    const said = LEVEL.exec(text)?.[1]?.toUpperCase();
    const level = ccnl?.levels.find((l) => l.level.toUpperCase() === said)?.level;
    const divisor = ccnl?.hourly_divisor.value;
    if (!hours || !ccnl || !level || !divisor) return undefined;
    const pay = levelPayAt(ccnl, level, ctx.today);
    if (!pay) return undefined;
    const hourly = pay.row.amount / divisor;
    const amount = cents(hourly * hours);
    const label = levelName(ccnl, level);
    const first = passages.find((p) => /multa/i.test(p.text)) ?? passages[0];
    return compose({
      answer: `La multa della lettera, ${hours} ore di retribuzione, vale ${bold(euro(amount))}: ${hours} × ${euro(cents(hourly))} l'ora, la paga oraria minima del ${label} del ${ccnl.short_name} (${euro(pay.row.amount)} ÷ ${decimal(divisor)}).`,
      steps: [
        `Paga oraria: ${euro(pay.row.amount)} ÷ ${decimal(divisor)} = ${euro(cents(hourly))} (minimo in vigore dal ${italianDate(pay.table.effective_from)}).`,
        `Multa: ${hours} × ${euro(cents(hourly))} = ${euro(amount)} (calcolato sulla paga oraria non arrotondata).`,
        'Per legge (L. 300/1970, art. 7) la multa non può superare 4 ore di retribuzione base; l’importo va all’INPS, non all’azienda.',
      ],
      assumptions: [
        'Retribuzione oraria sul minimo tabellare, come dice la lettera; superminimo e scatti non contano se la lettera non li nomina.',
      ],
      citations: [
        ...(first ? [citePassage(first, `Documento caricato: ${document.fileName}`)] : []),
        ...levelMinimumCitations(ccnl, label, pay.row.amount, pay.table),
      ],
      related: [],
    });
  }
  return undefined;
}
