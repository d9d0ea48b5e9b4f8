import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { type Citation, citeSources } from './answer.js';
import { bold } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * An agreement's own daily rest, where its working-time fact states one ("riposo giornaliero di 11 ore (8 per i
 * turnisti)", Cooperative sociali art. 51): the law lets collective agreements derogate for shift workers
 * (D.Lgs. 66/2003, art. 17), so a shift worker's rest is the agreement's figure, not the law's 11 hours.
 */
const OWN_REST = /riposo giornaliero di (\d{1,2}) ore(?: \((\d{1,2}) (?:ore )?per i turnisti\))?/;
const SHIFTS = /\bturn(?:i|o|ist\w*)\b/;

export interface AgreementRest {
  line: string;
  citations: Citation[];
}

function restOf(ccnl: Ccnl, shifts: boolean): AgreementRest | undefined {
  const fact = ccnl.weekly_hours;
  const said = fact.text ? OWN_REST.exec(fact.text) : null;
  if (!fact.text || !said) return undefined;
  const [, all, shiftWorkers] = said;
  const line =
    shifts && shiftWorkers
      ? `Nel ${ccnl.short_name} il riposo minimo tra un turno e l'altro dei turnisti è di ${bold(`${shiftWorkers} ore`)} (${all} ore per gli altri lavoratori), una deroga del contratto alle 11 ore di legge.`
      : `Nel ${ccnl.short_name} il riposo giornaliero è di ${bold(`${all} ore`)}${shiftWorkers ? ` (${shiftWorkers} per i turnisti)` : ''}.`;
  return { line, citations: citeSources(ccnl, fact.text, fact.article ?? null, fact.sources) };
}

/** The daily rest of the agreements asked that state their own; empty when none does. */
export function agreementDailyRest(ctx: AgentContext, req: TypedRequest, text: string): AgreementRest[] {
  const shifts = SHIFTS.test(text);
  return req.slots.agreements
    .map((id) => ctx.kb.byCategory(id))
    .flatMap((ccnl) => (ccnl ? [restOf(ccnl, shifts)].filter((r) => r !== undefined) : []));
}
