import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { holidaysDeadline, holidaysYear } from './holiday-year.js';
import { lawCitations } from './law-facts.js';
import { LAW_TOPIC_FACTS } from './law-topics.js';

/**
 * "Le ferie 2025 non fatte fino a quando possono slittare?": by when last year's holidays must be taken is
 * the law's rule, whatever the agreement (D.Lgs. 66/2003, art. 10): the weeks beyond the first two within 18
 * months of the end of the year they accrued in, so holidays of a year Y by 30 June of Y + 2.
 */
const HOLIDAYS = /\bferie\b/;
const DEADLINE =
  /\bfino a quando\b|\bentro quando\b|\bslitt\w*|\bscad\w*|\btrascin\w*|\bportar\w* (?:avanti|all'anno)|\briportar\w*|\bsi arriva al\b|\bper quanto tempo\b|\bentro che (?:data|anno)\b/;
/** The law's deadline for the holidays of a year asked, or undefined when the question asks something else. */
export function holidayDeadlineAnswer(text: string): AgentAnswer | undefined {
  if (!HOLIDAYS.test(text) || !DEADLINE.test(text)) return undefined;
  // A count asked ("quanti giorni di ferie") is the agreement's figure, not the deadline.
  if (/\bquant[ie] (?:giorni|ferie|settimane)\b/.test(text)) return undefined;
  const fact = LAW_TOPIC_FACTS.holidaysWhen;
  const months = 18;
  // Only the holidays of a year named: without one the agreement's answer carries the law's rule (law-topics.ts).
  const year = holidaysYear(text);
  if (!year) return undefined;
  const date = holidaysDeadline(year);
  const rule = fact.text.replace('{figure}', fact.figure);
  const answer = `Le ferie del ${year} oltre le prime 2 settimane vanno godute entro i ${bold(`${months} mesi`)} successivi alla fine del ${year}, cioè entro il ${bold(date)} (${fact.reference}); oltre quella data non si possono più rinviare.`;
  return compose({
    answer,
    steps: [
      `La regola: ${rule}`,
      'Il termine riguarda le 4 settimane minime di legge: se il datore di lavoro non le fa godere in tempo rischia la sanzione amministrativa del D.Lgs. 66/2003 (art. 18-bis), e non può pagarle al loro posto durante il rapporto. Il contratto collettivo può regolare i giorni oltre le 4 settimane.',
    ],
    assumptions: ['Regole di legge, valide per ogni contratto collettivo.'],
    citations: lawCitations(fact, `Ferie non godute, termine: ${rule}`),
    related: [],
  });
}
