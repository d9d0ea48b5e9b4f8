import type { Intent, TypedRequest } from './request.js';

/**
 * Clauses an agreement states in its own passages, with no subject of the taxonomy: read as asked of the
 * passages (searched in the agreement named), not as the topic a word of the question suggests.
 * - Turismo's extra and surroga staff (art. 93: "per quanti giorni consecutivi posso tenere i camerieri extra, e c'è
 *   un minimo di ore da pagare?", "un barista di surroga per il weekend"): their days and paid hours are that
 *   clause's, not the working week, a leave or a part-time.
 * Overtime called "ore extra" or "lavoro extra" is no such staff: only workers named extra (or surroga) are.
 * - A seniority award named outright ("premio di anzianità": AIOP RSA's 40 € a month after 10 years) with no
 *   minimum asked ("esiste davvero? quanto vale al mese?"): the seniority clause, not the level's table minimum the
 *   story's level and payslip words suggest.
 */
const EXTRA_STAFF =
  /\b(?:personale|lavorator[ei]|camerier[ei]|cuoch[ei]|barist[ai]|baman|addett[ie]|collaborator[ei]|aiuti|rinforzi) (?:\w+ )?extra\b|\bextra e (?:di )?surroga\b|\bdi surroga\b|\b(?:assunzion\w*|contratt\w*|rapport\w*) (?:di lavoro )?extra\b/;

/** Subjects a word of the clause's question could suggest; a calculation keeps its own reading. */
const SUGGESTED: ReadonlySet<Intent> = new Set([
  'working_hours',
  'leave',
  'part_time',
  'holidays',
  'probation',
  'notice',
  'classification',
]);

const SENIORITY_AWARD = /\bpremi[oi] (?:di |d')?anzianita\b|\bpremi[oi] fedelta\b/;
const MINIMUM_ASKED = /\bminim[oi]\b|\btabellar\w*|\bpaga base\b|\bstipendio base\b|\bnett\w*/;

export function statedClauseAsked(request: TypedRequest, text: string): TypedRequest {
  if (request.intent === 'minimum_pay' && SENIORITY_AWARD.test(text) && !MINIMUM_ASKED.test(text))
    return { ...request, intent: 'seniority', alsoAsked: request.alsoAsked.filter((i) => i !== 'seniority') };
  if (!SUGGESTED.has(request.intent) || !EXTRA_STAFF.test(text)) return request;
  return { ...request, intent: 'out_of_scope', alsoAsked: [] };
}
