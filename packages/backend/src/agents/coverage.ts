import type { TypedRequest } from '../reader/request.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { smallTalk } from './small-talk.js';

const CAN_STILL = [
  'Con una RAL di 30.000 € quanto prendo netto?',
  'Quali sono gli scaglioni IRPEF del 2026?',
  'Quanto TFR matura in un anno con una RAL di 30.000 €?',
];

/** An agreement the knowledge base lacks: said in one sentence, with what the product can still do. */
export function agreementNotCovered(ctx: AgentContext, req: TypedRequest): AgentAnswer {
  const names = req.slots.unknownAgreements.join(', ') || 'Il CCNL indicato';
  const held = ctx.kb.agreements.map((c) => c.short_name.replace(/^CCNL /, '')).join(', ');
  return compose({
    answer: `${bold(`${names} non è nella base di conoscenza`)}, quindi non posso darti le sue cifre; posso però calcolare netto, lordo, TFR e tredicesima dalle cifre che indichi, e rispondere sui CCNL presenti (${held}).`,
    citations: [],
    related: CAN_STILL,
  });
}

/** A question outside agreements and work. */
export function outOfScope(ctx: AgentContext): AgentAnswer {
  const talk = smallTalk(ctx.message);
  if (talk) return talk;
  const first = ctx.kb.agreements[0]?.short_name ?? 'CCNL Commercio';
  return compose({
    answer: `${bold('Questa domanda esce da ciò di cui mi occupo')}: rispondo su contratti collettivi (CCNL), retribuzioni e calcoli di busta paga.`,
    steps: [
      'Puoi chiedere, ad esempio:',
      `- Quanti giorni di ferie spettano con il ${first}?`,
      '- Il netto di una RAL, il TFR, la tredicesima o il costo per l’azienda.',
    ],
    citations: [],
    related: [
      `Quanti giorni di ferie spettano con il ${first}?`,
      `Quanto dura il periodo di prova nel ${first}?`,
      `Quali sono i minimi retributivi per livello nel ${first}?`,
    ],
  });
}
