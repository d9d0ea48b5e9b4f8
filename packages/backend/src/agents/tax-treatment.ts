import type { TypedRequest } from '../reader/request.js';
import { withoutTaxSetAside } from '../reader/set-aside.js';
import type { AgentAnswer } from './answer.js';
import { christmasBonus } from './christmas-bonus.js';
import type { AgentContext } from './context.js';
import { resultBonusTax } from './flat-tax-amounts.js';
import { renewalTax } from './renewal-tax.js';
import { resultBonusWelfare } from './result-bonus-welfare.js';
import { surchargeTax } from './surcharge-tax.js';
import { tipsTax } from './tips-tax.js';
import { tourismNightBonus } from './tourism-night-bonus.js';

/**
 * "l'aumento del rinnovo lo pago al 5%?": the 2026 substitute tax on renewal increases; "sulle maggiorazioni
 * notturne si pagano meno tasse?": the 2026 15% on night, holiday and shift surcharges; a result bonus's tax; the
 * 2024 bonus Natale; the 5% on tips paid through the employer (tips-tax.ts). A tax treatment the user sets aside ("Tralasciando la tassazione agevolata degli aumenti, qual
 * è il netto?") is not asked: the clause naming it is read out first (../reader/set-aside.ts).
 */
export function taxTreatmentAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const kept = { ...ctx, message: withoutTaxSetAside(ctx.message) };
  return (
    tipsTax(kept) ??
    renewalTax(kept, req) ??
    tourismNightBonus(kept, req) ??
    surchargeTax(kept, req) ??
    resultBonusWelfare(kept, req) ??
    resultBonusTax(kept, req) ??
    christmasBonus(kept, req)
  );
}
