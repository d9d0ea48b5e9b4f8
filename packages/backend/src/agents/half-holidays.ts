import type { Ccnl } from '../kb/schema.js';
import { eveHoursAsked } from '../reader/eve-hours.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeAgreementPassage } from './answer.js';
import { compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * The half-holidays of 24 and 31 December asked ("il 24 dicembre fino a che ora li posso tenere? è mezza festa",
 * "il 31 dicembre fino a che ora lavora il magazzino?"): the agreement's own passage on them, not its weekly
 * hours. With no agreement named, the agreements whose passages state them are named (the one, when only one
 * does) and the user is asked to confirm it applies; none: undefined, the agreement is asked as before.
 */
const ASKED =
  /\bsemifestiv\w*|\bmezza (?:festa|festivita|giornata festiva)\b|\b(?:24|31) dicembre\b|\bvigilia di (?:natale|capodanno)\b/;
// ("è un giorno normale oppure il contratto prevede qualcosa di diverso per la vigilia?": the eve's own rule.)
const HOURS_ASKED =
  /\bfino a che ora\b|\bche orario\b|\bquante ore\b|\bsemifestiv\w*|\bmezza (?:festa|festivita)\b|\bun giorno normale\b|\bqualcosa (?:di )?(?:diverso|particolare|speciale)\b/;
const STATED = /\bsemifestiv\w*/;

const passagesOf = (ccnl: Ccnl) => ccnl.passages.filter((p) => STATED.test(readable(p.text)));

export function halfHolidayAnswer(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  // ("…il suo contratto prevede qualcosa di diverso per la vigilia? Fino a che ora?" after a surcharge asked: the
  // eve's hours too.)
  if (req.intent !== 'working_hours' && req.intent !== 'overtime_value') return undefined;
  const text = readable(ctx.message);
  // ("Fino a che ora dovrebbe lavorare?" right after the eve was named: that eve's hours.)
  const eve = ASKED.test(text) || (HOURS_ASKED.test(text) && ASKED.test(readable(ctx.history?.at(-1) ?? '')));
  if (!eve || !(HOURS_ASKED.test(text) || eveHoursAsked(text))) return undefined;
  const all = req.slots.agreements
    .map((id) => ctx.kb.byCategory(id))
    .filter((c): c is Ccnl => c !== undefined);
  // Two agreements in the conversation ("ok per il commercio; mio marito invece ha la Logistica"): the one that
  // states the half-holiday.
  const named = all.length > 1 ? all.filter((c) => passagesOf(c).length > 0) : all;
  if (named.length !== 1 && all.length > 1) return undefined;
  const [ccnl] = named;
  const holding = ccnl ? [ccnl] : ctx.kb.agreements.filter((c) => passagesOf(c).length > 0);
  const [only] = holding;
  if (!only || holding.length > 1) return undefined;
  const stated = passagesOf(only);
  const [first] = stated;
  if (!first) return undefined;
  const lead = ccnl
    ? `Nel ${only.short_name}: ${first.text}`
    : `Il ${only.short_name} è l'unico contratto della base di conoscenza che ne riporta la regola: ${first.text}`;
  return compose({
    answer: lead,
    steps: ccnl
      ? []
      : [
          `Se il datore di lavoro applica un altro CCNL (è indicato in busta paga), la regola va verificata su quel contratto.`,
        ],
    citations: stated.map((p) => citeAgreementPassage(only, p)),
    related: [
      `Quali sono le maggiorazioni del lavoro festivo nel ${only.short_name}?`,
      `Quante ore settimanali prevede il ${only.short_name}?`,
    ],
  });
}
