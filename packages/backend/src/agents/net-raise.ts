import { euro } from '../kb/format.js';
import { netToGross } from '../payroll/net-gross.js';
import { netPay } from '../payroll/net-pay.js';
import { isTaxYear } from '../payroll/rules.js';
import { cents } from '../payroll/steps.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { agreementOf, asPayments, DEFAULT_PAYMENTS, isDomestic, yearOf } from './pay-base.js';

// "100 € netti in più", "+100 netti", "un aumento di 100 euro netti", "100 euro puliti in più al mese".
const NET_RAISE =
  /(?:\+\s*)?(\d+(?:[.,]\d+)?)\s*(?:€|euro)?\s*(?:nett[oi]|pulit[io])\s*(?:(?:al mese|mensili)\s*)?(?:in piu|di piu|in aggiunta|extra)\b|\+\s*(\d+(?:[.,]\d+)?)\s*(?:€|euro)?\s*(?:nett[oi]|pulit[io])\b|\b(?:aumento|in piu) (?:di )?(\d+(?:[.,]\d+)?)\s*(?:€|euro)?\s*(?:nett[oi]|pulit[io])\b/;
// "di quanto devo alzare il lordo?", "quanto lordo in più serve?", "di quanto aumento la RAL?".
const GROSS_RAISE_ASKED =
  /\b(?:di )?quant[oa]\b[^?.]{0,50}\b(?:alz|aument|ritocc|sal)\w*[^?.]{0,30}\b(?:lord\w*|ral|stipendio|busta)\b|\bquant[oa] lord\w* (?:in piu|di piu|in aggiunta)/;

function raiseIn(text: string): number | undefined {
  const m = NET_RAISE.exec(text);
  const raw = m?.[1] ?? m?.[2] ?? m?.[3];
  if (raw === undefined) return undefined;
  const value = Number(raw.replace(',', '.'));
  return value > 0 && value < 2000 ? value : undefined;
}

/**
 * "RAL 32.000 su 14, voglio dargli 100 € netti in più al mese: di quanto alzo il lordo mensile?": the monthly
 * gross increase whose net is the raise asked, found as the net-to-gross of the current net plus the raise (the
 * same search, to the cent), minus the current monthly gross; a follow-up with another agreement or another
 * count of payments keeps the raise of the turn before.
 */
export function netRaiseAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!GROSS_RAISE_ASKED.test(text)) return undefined;
  const previous = ctx.history?.at(-1);
  const raise = raiseIn(text) ?? (previous === undefined ? undefined : raiseIn(readable(previous)));
  if (raise === undefined) return undefined;
  const ral = req.slots.amounts.find((a) => a.kind === 'ral')?.value;
  if (ral === undefined || ral < 5000) return undefined;
  const ccnl = agreementOf(ctx, req);
  if (ccnl && isDomestic(ccnl)) return undefined;
  const year = yearOf(ctx, req);
  if (!isTaxYear(year)) return undefined;
  const payments =
    asPayments(req.slots.payments) ?? asPayments(ccnl?.monthly_payments.value) ?? DEFAULT_PAYMENTS;
  const before = netPay({ ral, year });
  const netMonthly = cents(before.net / payments);
  const target = cents(netMonthly + raise);
  const found = netToGross(ctx.kb.surcharges, { year, payments, netMonthly: target }).result;
  const grossMonthly = cents(ral / payments);
  const increase = cents(found.monthlyGross - grossMonthly);
  const label = ccnl ? ` nel ${ccnl.short_name}` : '';
  const answer = `Per dare ${euro(raise)} netti in più al mese${label} su ${payments} mensilità, il lordo mensile va alzato di ${bold(`circa ${euro(increase)}`)}: da ${euro(grossMonthly)} a ${euro(cents(found.monthlyGross))} (RAL da ${euro(ral)} a ${euro(cents(found.ral))}), anno fiscale ${year}, addizionali escluse.`;
  return compose({
    answer,
    steps: table(
      [
        [`Netto mensile attuale (RAL ${euro(ral)} / ${payments})`, euro(netMonthly)],
        [`Netto mensile voluto (${euro(netMonthly)} + ${euro(raise)})`, euro(target)],
        [`Lordo mensile che dà quel netto (ricerca al centesimo)`, euro(cents(found.monthlyGross))],
        [
          `Aumento lordo mensile (${euro(cents(found.monthlyGross))} − ${euro(grossMonthly)})`,
          euro(increase),
        ],
      ],
      ['Passaggio', 'Importo'],
    ),
    assumptions: [
      'Il netto è calcolato con INPS al 9,19%, IRPEF, detrazioni per lavoro dipendente e cuneo fiscale, senza familiari a carico e senza addizionali regionali e comunali.',
      "L'aumento lordo è più alto di quello netto perché sulla parte in più si pagano contributi e IRPEF all'aliquota marginale.",
    ],
    citations: [],
    related: [],
  });
}
