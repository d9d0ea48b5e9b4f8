import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { related } from './figure-answers.js';
import { agreementOf, isDomestic } from './pay-base.js';

// "come si calcola la tredicesima?": how it works is asked, not an amount.
const HOW_IT_WORKS = /come (?:si )?calcol|come funzion|come matur|cos'e|che cos/;

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
  if (HOW_IT_WORKS.test(text)) return undefined;
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

/**
 * A household worker who does not live in is paid by the hour: with neither her weekly hours nor her pay told,
 * an amount that needs her month ("colf non convivente livello B assunta a marzo: tredicesima?") asks for them.
 */
export function askDomesticHours(
  ctx: AgentContext,
  req: TypedRequest,
  what: string,
): AgentAnswer | undefined {
  const ccnl = agreementOf(ctx, req);
  if (!ccnl || !isDomestic(ccnl) || req.slots.cohabiting !== false || req.slots.amounts.length)
    return undefined;
  if (HOW_IT_WORKS.test(readable(ctx.message))) return undefined;
  return compose({
    answer: `Per calcolare ${what} mi servono ${bold('le ore settimanali')} (o la paga mensile) della lavoratrice: chi non è convivente è pagato a ore, e il minimo mensile del livello vale solo per i conviventi.`,
    steps: [
      'Esempio: «colf non convivente, livello B, 25 ore a settimana al minimo orario, assunta il 1° marzo 2026».',
    ],
    citations: [],
    related: related(ctx.message),
  });
}
