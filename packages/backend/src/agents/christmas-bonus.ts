import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer, Citation } from './answer.js';
import { compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * The "bonus Natale" asked ("con la tredicesima 2026 mi danno anche il bonus di Natale?"): a one-off of 2024 (100
 * euro with the 13th, for a total income up to 28.000 € with a dependent child). Whether it was repeated in 2025 or
 * 2026 is not verified by the sources (shared/data/payroll-rules.md §8), so any other year is a stated gap rather
 * than a 13th computed in its place.
 */

const ASKED =
  /\bbonus (?:di |del )?natal\w*|\bbonus (?:della |con la |sulla )?tredicesim\w*|\bbonus tredicesim\w*|\b100 (?:€|euro) (?:di |del )?natal\w*/;

const SOURCE: Citation = {
  ccnl: 'Bonus Natale 2024',
  article: null,
  text: 'Bonus Natale 2024: 100 euro con la tredicesima 2024 ai dipendenti con reddito complessivo fino a 28.000 € e almeno un figlio fiscalmente a carico; misura una tantum per il 2024.',
  url: 'https://quotidiano.net/economia/sch-bonus-di-natale-coppie-di-fatto-piizwrh2/a-chi-spetta',
  date: '2024-11',
  confidence: 'medium',
};

export function christmasBonus(ctx: AgentContext, req: TypedRequest): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!ASKED.test(text)) return undefined;
  const year = req.slots.taxYear ?? Number(ctx.today.slice(0, 4));
  if (year === 2024)
    return compose({
      answer:
        "Il bonus Natale di 100 euro è stato pagato con la tredicesima 2024 ai dipendenti con reddito complessivo fino a 28.000 € e almeno un figlio fiscalmente a carico; era una misura una tantum per quell'anno.",
      steps: [],
      assumptions: [],
      citations: [SOURCE],
      related: ['Come si calcola la tredicesima?'],
    });
  return compose({
    answer: `Per il ${year} la base di conoscenza non contiene una conferma del bonus Natale: quello pagato con la tredicesima era una misura una tantum del 2024, e le fonti consultate non verificano che sia stato ripetuto nel 2025 o nel 2026.`,
    steps: [
      'Quello che posso calcolare è la tredicesima stessa: dimmi la retribuzione mensile o il CCNL e il livello.',
    ],
    assumptions: [],
    citations: [SOURCE],
    related: ['Come si calcola la tredicesima?'],
  });
}
