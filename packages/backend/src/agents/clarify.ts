import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { related } from './figure-answers.js';
import { agreementOf } from './pay-base.js';

/** The question states how long the worker was employed, or asks a yearly or monthly figure. */
function hasPeriod(req: TypedRequest, text: string): boolean {
  const s = req.slots;
  return (
    s.monthsWorked !== undefined ||
    s.seniorityYears !== undefined ||
    s.hireDate !== undefined ||
    s.endDate !== undefined ||
    /\b(?:un|in un|all'|l'|ogni|per un|di un) ?anno\b|\bannu[oa]l?\w*|\bal mese\b|\bmensil\w*|anno intero|dal \d|\bda \d+ (?:anni|mesi)|\b\d+ (?:anni|mesi)\b/.test(
      text,
    )
  );
}

/**
 * A TFR or a pro-rata extra month that needs both the pay and the period worked, when the question gives
 * neither: one answer asks for every missing piece. Undefined when only one is missing (the calculation
 * then asks or assumes it as before) or when the question asks how it works.
 */
export function askPayAndPeriod(ctx: AgentContext, req: TypedRequest, what: string): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (/come (?:si )?calcol|come funzion|come matur|cos'e|che cos/.test(text)) return undefined;
  if (hasPeriod(req, text)) return undefined;
  const ccnl = agreementOf(ctx, req);
  const pay = ccnl
    ? `il livello di inquadramento nel ${ccnl.short_name} (o la RAL o il lordo mensile)`
    : 'la retribuzione (RAL o lordo mensile, oppure CCNL e livello)';
  return compose({
    answer: `Per calcolare ${what} mi servono due dati: ${bold(pay)} e ${bold('il periodo di lavoro')} (data di assunzione e ultimo giorno, oppure i mesi o gli anni lavorati).`,
    steps: [
      'Esempio: «4° livello CCNL Commercio, assunto il 1° marzo 2023, ultimo giorno il 30 settembre 2026».',
    ],
    citations: [],
    related: related(ctx.message),
    showAction: true,
    calcolaField: ccnl ? 'livello' : 'ccnl',
  });
}
