import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * Session 49 (fixs49j): a stand-by allowance asked ("reperibilità in struttura: quanto mi spetta di indennità per
 * ogni notte?", "quanto è l'indennità di reperibilità?") of an agreement whose knowledge base says nothing of
 * stand-by: the gap, said plainly, rather than the renewal or tax rules the rest of the story names. A sick
 * worker's hours at home ("fasce di reperibilità" in illness) are the sickness check's, not this.
 */
const STANDBY_ALLOWANCE =
  /\breperibil\w*\b[^?]{0,200}\b(?:indennit\w*|compens\w*|quanto (?:mi |ci |gli |le )?(?:spett\w*|pag\w*|dann\w*))|\b(?:indennit\w*|compens\w*) (?:di |per (?:la )?)?reperibil\w*/;

export function standbyAllowanceGap(ctx: AgentContext, ccnl: Ccnl | undefined): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!ccnl || /\bmalatti/.test(text) || !STANDBY_ALLOWANCE.test(text)) return undefined;
  // The knowledge base has something on stand-by: the ordinary answers read it.
  if (/reperibil/i.test(JSON.stringify(ccnl))) return undefined;
  const name = ccnl.short_name;
  const answer = [
    `Nel ${name} la base di conoscenza ${bold("non contiene l'indennità di reperibilità")}: né l'importo per notte o per turno, né la regola che lo fissa. Non posso quindi indicarti una cifra, e gli importi del testo precedente non valgono come quelli attuali.`,
    '',
    `Per l'importo che ti spetta chiedi al datore di lavoro o al sindacato il testo dell'articolo sulla reperibilità in vigore, o controlla la voce in busta paga.`,
  ].join('\n');
  return compose({
    answer,
    steps: [],
    citations: citeSources(
      ccnl,
      `Rinnovo del ${name}: ${ccnl.validity.text}`,
      null,
      ccnl.validity.sources,
      1,
    ),
    related: [
      `Fino a quando è valido il ${name}?`,
      `Quali sono i minimi retributivi per livello nel ${name}?`,
    ],
  });
}
