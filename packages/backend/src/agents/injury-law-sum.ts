import { euro } from '../kb/format.js';
import { parseNumber } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { INJURY_LAW } from './injury-law.js';
import { lawCitations } from './law-facts.js';

/**
 * An injury at work with a daily pay given, the employer's share by law asked ("retribuzione giornaliera di 90
 * euro: quanto spetta a carico del datore per il giorno dell'evento e i tre giorni successivi?"): the day of the
 * injury in full and the next 3 days at 60% (D.P.R. 1124/1965), summed. Only where the law is what is asked: no
 * agreement named, or the agreement's own integration set aside ("escluse le integrazioni del CCNL", "per legge").
 */

const INJURY = /\binfortun\w*\b/;
const NOT_AT_WORK =
  /\bnon (?:e |si tratta di )?(?:un )?infortun|\binfortun\w* (?:domestic|extra ?lavorativ|non professional)/;
const DAILY_PAY =
  /\bretribuzione (?:media )?giornaliera (?:di |da |pari a |:\s*)?(\d{1,4}(?:[.,]\d{1,2})?)\s*(?:euro|€)|(\d{1,4}(?:[.,]\d{1,2})?)\s*(?:euro|€) (?:lordi )?(?:al giorno|giornalier\w*)/;
// The employer's share asked for the first days: the day of the event, the days after it, the employer's part.
const FIRST_DAYS_ASKED =
  /\bgiorno dell ?'? ?(?:evento|infortunio)\b|\b(?:tre|3) giorni successivi\b|\ba carico (?:del datore|dell'azienda)\b/;
const LAW_ASKED =
  /\bper legge\b|\besclus\w* (?:le |eventuali )*integrazion\w*|\bsenza (?:le |eventuali )*integrazion\w*/;

export function injuryLawSum(ctx: AgentContext, agreementNamed: boolean): AgentAnswer | undefined {
  if (ctx.documents.length) return undefined;
  const text = readable(ctx.message);
  if (!INJURY.test(text) || NOT_AT_WORK.test(text) || !FIRST_DAYS_ASKED.test(text)) return undefined;
  if (agreementNamed && !LAW_ASKED.test(text)) return undefined;
  const pay = DAILY_PAY.exec(text);
  const daily = pay ? parseNumber(pay[1] ?? pay[2] ?? '') : undefined;
  if (!daily) return undefined;
  const following = Math.round(daily * 0.6 * 3 * 100) / 100;
  const total = Math.round((daily + following) * 100) / 100;
  return compose({
    answer: `Per legge (${INJURY_LAW.reference}) a carico del datore di lavoro spettano ${bold(euro(total))}: il giorno dell’infortunio per intero (${euro(daily)}) e i 3 giorni successivi al 60% (${euro(following)}).`,
    steps: [
      `Giorno dell’infortunio: ${euro(daily)} × 100% = ${euro(daily)}`,
      `Tre giorni successivi: 3 × ${euro(daily)} × 60% = ${euro(following)}`,
      `Totale: ${euro(daily)} + ${euro(following)} = ${euro(total)}`,
      'Dal 4° giorno successivo all’infortunio l’INAIL paga il 60% della retribuzione media giornaliera fino al 90° giorno e il 75% dal 91°.',
    ],
    assumptions: [
      `Infortunio sul lavoro riconosciuto dall’INAIL; ${LAW_ASKED.test(text) ? 'integrazioni del contratto collettivo escluse, come chiesto' : 'il contratto collettivo applicato può prevedere un’integrazione a carico dell’azienda'}.`,
    ],
    related: [],
    citations: lawCitations(
      INJURY_LAW,
      INJURY_LAW.text.replace('{figure}', INJURY_LAW.figure).replace(/\*\*/g, ''),
    ),
  });
}
