import { RELATIVE_OR_COLLEAGUE } from './asked-of-other.js';
import type { Intent, TypedRequest } from './request.js';

/**
 * A family's domestic worker told beside the case asked: "approfitto visto che sto facendo i conti per la badante
 * di mia madre: mia figlia ha una proposta in un'azienda di servizi, RAL 30.000 … quanto le resta netto?". The
 * carer only colours the story; the relative's own job (a company, a RAL, an offer) is what the net is asked of,
 * an ordinary employee's gross-to-net, not domestic work. Before, the domestic agreement read from "badante"
 * answered that a domestic net is not computed like a company employee's. A relative who is the domestic worker
 * ("mia figlia fa la badante") keeps it. Runs on the folded text.
 */

const DOMESTIC_ID = 7;
const DOMESTIC_WORDS =
  /\b(?:colf|badant\w*|baby ?sitter|domestic[oa]|lavoro domestico|assistente familiare)\b/;
// The relative's own employment: a company, an office, an offer of a job, a yearly gross.
const OWN_JOB =
  /\b(?:aziend\w*|societa|ditta|ufficio|fabbrica|banca|negozio|studio|multinazional\w*|proposta di assunzione|assunt[oa]|contratto a tempo|ral)\b/;
// Calculations on one person's pay: the net, the gross for a net, the TFR.
const PAY_CALCULATIONS: ReadonlySet<Intent> = new Set(['gross_to_net', 'net_to_gross', 'tfr']);
const RELATIVE = new RegExp(String.raw`\b${RELATIVE_OR_COLLEAGUE}\b`);
const WORKS_DOMESTIC = new RegExp(
  String.raw`\b${RELATIVE_OR_COLLEAGUE} (?:\w+ ){0,2}?(?:fa|lavora|e|fara|lavorera) (?:la |il |come |da )?(?:colf|badante|baby ?sitter)\b`,
);

export function householdAside(request: TypedRequest, text: string): Partial<TypedRequest> {
  const { agreements } = request.slots;
  if (!PAY_CALCULATIONS.has(request.intent) || agreements.length !== 1 || agreements[0] !== DOMESTIC_ID)
    return {};
  const sentences = text.split(/[.;:!?]+/).map((s) => s.trim());
  // The relative's job is told in sentences that name no domestic work; the domestic worker only elsewhere.
  const job = sentences.filter((s) => RELATIVE.test(s) && OWN_JOB.test(s) && !DOMESTIC_WORDS.test(s));
  if (!job.length || !request.slots.amounts.some((a) => a.kind === 'ral')) return {};
  // The relative doing domestic work ("mia figlia fa la colf da una signora") is the domestic case after all.
  if (WORKS_DOMESTIC.test(text)) return {};
  const { agreementsBySector: _sector, ...slots } = request.slots;
  return { slots: { ...slots, agreements: [] } };
}
