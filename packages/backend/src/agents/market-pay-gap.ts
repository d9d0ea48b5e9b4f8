import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * What firms pay on top of the agreement, asked as a market figure: "il superminimo medio che le aziende di Milano
 * riconoscono ai quadri", "quanto si dà di solito di superminimo", "la RAL media di mercato". The agreement sets only
 * the minimums; what firms add is negotiated one by one and no source the knowledge base holds surveys it. The gap is
 * said plainly, with what the product can still give, and no table figure stands in for the market one.
 */
const MARKET =
  /\bsuperminim\w* medi\w*|\bmedi\w* (?:del |dei |di )?superminim\w*|\bsuperminim\w* (?:di mercato|che (?:le aziende|si|in genere|di solito) \w+)|\b(?:ral|stipendi\w*|retribuzion\w*) medi\w* (?:di mercato|delle aziende|nel settore)|\b(?:di solito|in genere|mediamente) (?:quanto )?(?:si dà|si da|danno|riconoscono) di superminim\w*/;

export function marketPayGap(ctx: Pick<AgentContext, 'message'>): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!MARKET.test(text)) return undefined;
  return compose({
    answer:
      '**Il superminimo o la retribuzione media che le aziende riconoscono sul mercato non è nella base di conoscenza**: il CCNL fissa solo i minimi; ciò che si aggiunge (superminimo, premi, benefit) è trattato azienda per azienda e nessuna fonte raccolta ne rileva la media.',
    assumptions: [
      'Posso indicare il minimo contrattuale del livello e calcolare il netto o il costo aziendale di una cifra che proponi: sono la base da cui parte la trattativa.',
    ],
    citations: [],
    related: ['Qual è il minimo del mio livello?', 'Quanto netto mi resta con la RAL che mi propongono?'],
  });
}
