import { italianDate } from '../kb/format.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
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
// "ferie 2025", "ferie del 2025", "ferie maturate nel 2025", "ferie dell'anno 2025".
const YEAR_OF_HOLIDAYS =
  /\bferie (?:(?:del|dell'anno|maturate nel|residue (?:del|dal)|residue|arretrate del|non godute del|non fatte del|avanzate del|)\s?)(20\d\d)\b/;

/** The law's deadline for the holidays of a year asked, or undefined when the question asks something else. */
export function holidayDeadlineAnswer(text: string): AgentAnswer | undefined {
  if (!HOLIDAYS.test(text) || !DEADLINE.test(text)) return undefined;
  // A count asked ("quanti giorni di ferie") is the agreement's figure, not the deadline.
  if (/\bquant[ie] (?:giorni|ferie|settimane)\b/.test(text)) return undefined;
  const fact = LAW_TOPIC_FACTS.holidaysWhen;
  const months = 18;
  // Only the holidays of a year named: without one the agreement's answer carries the law's rule (law-topics.ts).
  const year = Number(YEAR_OF_HOLIDAYS.exec(text)?.[1]) || undefined;
  if (!year) return undefined;
  // 18 months from 31 December of the year: the end of June of the second year after.
  const date = italianDate(`${year + 2}-06-30`);
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
