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
  /\bfino a quando\b|\bentro quando\b|\bslitt\w*|\bscad\w*|\btrascin\w*|\bportar\w* (?:avanti|all'anno)|\briportar\w*|\bsi arriva al\b|\bper quanto tempo\b|\bentro (?:che|quale|qual e la) (?:data|anno|giorno|termine)\b|\bfino a che (?:data|giorno)\b|\bquale (?:e la )?(?:data|termine)\b[^?]{0,30}\b(?:godut|fruit|fatt|us)\w*/;
// A date asked outright ("entro quale data", "fino a quando").
const DATE_ASKED =
  /\b(?:fino a|entro) quando\b|\bentro (?:che|quale|qual e la) (?:data|giorno|termine)\b|\bfino a che (?:data|giorno)\b|\bquale (?:e la )?(?:data|termine)\b/;
// A follow-up about the holidays of the turn before names their days, not the word ("e i 3 giorni rimasti dal
// 2025 entro quando?", "quelli avanzati del 2025 fino a quando li posso fare?", "e qelle che maturo quest'anno
// 2026?", typo included).
const DAYS_LEFT =
  /\b(?:giorni|gg|qu?ell[ie])\b(?= [^.?;]{0,25}?\b(?:rimast|avanzat|residu|matur|arretrat|non godut|non fatt|accumul))/;

/**
 * The law's deadline for the holidays of a year asked, or undefined when the question asks something else;
 * `previous` is the turn before, whose holidays a follow-up may ask about by their days alone.
 */
export function holidayDeadlineAnswer(asked: string, previous = ''): AgentAnswer | undefined {
  const text = !HOLIDAYS.test(asked) && HOLIDAYS.test(previous) ? asked.replace(DAYS_LEFT, 'ferie') : asked;
  if (!HOLIDAYS.test(text) || !DEADLINE.test(text)) return undefined;
  // A count asked ("quanti giorni di ferie") is the agreement's figure, not the deadline, unless a date is asked
  // beside it ("entro quale data… e quante settimane andavano fatte nel 2025?": the two weeks of the year).
  const count = /\bquant[ie] (?:giorni|ferie|settimane)\b/.exec(text);
  if (count && (!DATE_ASKED.test(text) || !/settimane/.test(count[0]))) return undefined;
  const fact = LAW_TOPIC_FACTS.holidaysWhen;
  const months = 18;
  // Only the holidays of a year named: without one the agreement's answer carries the law's rule (law-topics.ts).
  const year = holidaysYear(text);
  if (!year) return undefined;
  const date = holidaysDeadline(year);
  const rule = fact.text.replace('{figure}', fact.figure);
  const answer = `Le ferie del ${year} oltre le prime 2 settimane vanno godute entro i ${bold(`${months} mesi`)} successivi alla fine del ${year}, cioè entro il ${bold(date)} (${fact.reference}); oltre quella data non si possono più rinviare.${count ? ` Nel ${year} andavano godute almeno ${bold('2 settimane')} (consecutive, se il lavoratore lo chiede).` : ''}`;
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
