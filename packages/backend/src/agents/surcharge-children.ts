import { euro } from '../kb/format.js';
import { localTaxes } from '../payroll/index.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { yearOf } from './pay-base.js';
import { sourceCitations } from './worked.js';

/**
 * A deduction from the regional surcharge for children ("la Regione Piemonte dà qualcosa a chi ha figli: mi spetta
 * una detrazione sull'addizionale regionale?"): the region's own rule, as its surcharge record notes it, not the
 * IRPEF deductions for dependants (art. 12 TUIR). With the children told and a rule "N € per figlio con più di
 * due figli a carico", the total too. The region is where the worker lives (the slots read the home).
 */
const ASKED =
  /\bdetrazion\w*[^?.]{0,60}\baddizional\w* regional\w*|\baddizional\w* regional\w*[^?.]{0,80}\bdetrazion\w*/;
const WORDS: Record<string, number> = { uno: 1, due: 2, tre: 3, quattro: 4 };

export function surchargeChildren(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!ASKED.test(text) || !/\bfigli\w*/.test(text) || !req.slots.region) return undefined;
  const asked = yearOf(ctx, req);
  const year = typeof asked === 'number' && asked >= 2025 ? asked : 2026;
  const local = localTaxes(ctx.kb.surcharges, { region: req.slots.region }, year);
  const note = local.regional?.note ?? '';
  const rule = /[^.;:]*\bdetrazion\w*[^.;]*\bfigli\w*[^.;]*/.exec(note)?.[0]?.trim();
  if (!rule || !local.regional) return undefined;
  const clean = rule.replace(/\s*\(non applicate qui\)\s*$/, '');
  const per = /(\d+(?:\.\d{3})*) € per figlio con più di (\w+) figli a carico/.exec(clean);
  const children = req.slots.dependants?.children;
  const over = per ? (WORDS[per[2] ?? ''] ?? Number(per[2])) : Number.NaN;
  const amount = per ? Number((per[1] ?? '').replace(/\./g, '')) : Number.NaN;
  const total =
    children !== undefined && Number.isFinite(amount) && Number.isFinite(over)
      ? children > over
        ? `Con ${children} figli a carico: ${euro(amount)} × ${children} = ${bold(euro(amount * children))} l'anno.`
        : `Con ${children} figli a carico la detrazione per famiglie con più di ${over} figli non spetta.`
      : undefined;
  return compose({
    answer: `Addizionale regionale ${local.regional.place} ${year}: ${clean}.${total ? ` ${total}` : ''}`,
    steps: [
      "Conta la regione di residenza (domicilio fiscale), non quella della sede di lavoro; la detrazione si applica all'addizionale regionale, non all'IRPEF.",
    ],
    assumptions: [
      'Detrazione riconosciuta in dichiarazione o dal sostituto d’imposta secondo le istruzioni regionali.',
    ],
    citations: sourceCitations(local.sources),
    related: [`Quanto pago di addizionale regionale ${local.regional.place} con un imponibile di 30.000 €?`],
  });
}
