import { countValue } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { IMPLIED_RESIGNATION } from './employment-law-asks.js';
import { DISMISSAL_TICKET, lawCitations } from './law-facts.js';

/**
 * The employer's side of the resignation by conduct (art. 26 c. 7-bis D.Lgs. 151/2015, art. 19 L. 203/2024): an
 * employee who stays away without a word. After how many days, whom the employer tells, whether the worker gets
 * the NASpI. The worker's side ("se smetto di andarci…") is answered in employment-law-asks.ts.
 */

// "un dipendente non si presenta al lavoro da tre settimane", "il ragazzo non viene più da 20 giorni".
const EMPLOYEE_AWAY =
  /\b(?:un|il|mio|nostro|una|la|uno|l')\s?(?:(?:dei|delle|nostri|miei) )?(?:dipendent\w*|lavorat\w*|collaborat\w*|ragazz\w*|operai\w*|commess\w*|impiegat\w*|cameri\w*|magazzinier\w*|apprendist\w*|colleg\w*)\b[^.?]{0,40}?\bnon (?:si (?:presenta|e piu presentat\w*|fa (?:piu )?vivo|vede)|viene piu|torna piu|e piu venut\w*)\b/;
const BY_CONDUCT = /\bdimissioni (?:di fatto|per fatti concludenti|implicit\w*)\b|\bfatti concludenti\b/;
// What the employer asks: the days, the notice to the labour office, the worker's NASpI, or the rule itself.
const ASKS =
  /\bdopo quant\w*|\bquant\w* giorni\b|\ba chi\b|\bcomunicazion\w*|\bcomunic\w*|\bnaspi\b|\bdisoccupazion\w*|\bsi puo\b|\bposso\b|\be (?:vero|corretto|cosi)\b|\bcosa devo fare\b/;
// "devo comunque versare il ticket di licenziamento?": the employer's levy on a termination that gives the NASpI.
const ASKS_TICKET = /\bticket\b|\bcontribut\w* (?:di )?licenziament\w*|\bcontribut\w* naspi\b/;
const AWAY_FOR = /\bda (\d{1,2}|\w+) (giorni|settimane)\b/;

function daysAway(story: string): number | undefined {
  const m = AWAY_FOR.exec(story);
  const n = m?.[1] ? countValue(m[1]) : undefined;
  if (!n || !m?.[2]) return undefined;
  return m[2].startsWith('settiman') ? n * 7 : n;
}

/** The employer's answer on an employee who stopped coming to work, or undefined. */
export function absenceResignationAnswer(message: string): AgentAnswer | undefined {
  const story = readable(message);
  const ticket = ASKS_TICKET.test(story);
  if (!(EMPLOYEE_AWAY.test(story) || BY_CONDUCT.test(story)) || !(ASKS.test(story) || ticket))
    return undefined;
  // The worker's own plan ("se smetto di andarci") is the other side's answer.
  if (
    /\bsmett\w* (?:proprio |semplicemente )?di (?:andar|presentar|venir)\w*|\bnon mi presento\b/.test(story)
  )
    return undefined;
  const fact = IMPLIED_RESIGNATION;
  const days = daysAway(story);
  const rule = `dopo più di ${bold(fact.figure)} di assenza ingiustificata (se il CCNL applicato non fissa un termine diverso) il datore di lavoro può comunicarlo all’${bold('Ispettorato territoriale del lavoro')} e il rapporto si intende risolto per ${bold('dimissioni per fatti concludenti')}, senza licenziamento né procedura disciplinare; trattandosi di dimissioni, il lavoratore ${bold('non ha diritto alla NASpI')} (${fact.reference}).`;
  // The ticket is due only on terminations that give the NASpI (L. 92/2012 art. 2 c. 31): not on a resignation.
  const lead = ticket
    ? `${bold('No')}: il ${bold('ticket di licenziamento')} si versa solo quando il rapporto a tempo indeterminato cessa per una causa che darebbe diritto alla NASpI (${DISMISSAL_TICKET.reference}); qui ${days !== undefined && days > 15 ? `con ${days} giorni di assenza ` : ''}il rapporto si chiude per dimissioni. La regola: `
    : days !== undefined && days <= 15
      ? `${bold('No')}, non ancora: sono ${days} giorni; `
      : days !== undefined
        ? `${bold('Sì')}: ${days} giorni superano il termine di legge; `
        : '';
  const opening = `${lead}${lead ? rule : `${rule.charAt(0).toUpperCase()}${rule.slice(1)}`}`;
  const text = fact.text.replace('{figure}', fact.figure);
  return compose({
    answer: opening,
    steps: [`La regola: ${text.charAt(0).toUpperCase()}${text.slice(1)}`],
    assumptions: [
      'Lavoratore dipendente del settore privato, assente senza giustificazione né certificato medico; se il CCNL applicato fissa un termine per l’assenza ingiustificata, vale quello.',
    ],
    citations: lawCitations(fact, text),
    related: [
      'Quanto costa il ticket di licenziamento nel 2026?',
      'Quanti giorni di preavviso servono per dimettersi nel CCNL Commercio?',
    ],
  });
}
