import type { Ccnl } from '../kb/schema.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';

// Sectors whose employees the INPS share by law does not fit as one figure: industry's white collars are paid by
// the employer, domestic workers get nothing from INPS, bars and restaurants get 80%.
const OTHER_SECTOR = /\bindustri\w*|\blavoro domestico\b|\bpubblici esercizi\b/i;

/**
 * "sono oss in coop e sto a casa in malattia, l'inps quanto mi paga dal quarto giorno? e i primi tre?": the INPS
 * share by law (50% from the 4th to the 20th day, 66,66% from the 21st to the 180th), then the agreement's own
 * top-up, which is not what was asked. Only for an agreement whose sick pay holds no INPS share of its own (its
 * bands would answer) and whose sector the tertiary rule fits; undefined otherwise.
 */
export function inpsShareBeside(ccnl: Ccnl, text: string, rule: LawFact): AgentAnswer | undefined {
  const sickness = ccnl.sick_pay.sickness;
  if (OTHER_SECTOR.test(ccnl.sector ?? '') || (sickness.bands ?? []).some((b) => (b.inps_pct ?? 0) > 0))
    return undefined;
  const firstDays = /\bprimi (?:tre|3) (?:giorni\b)?|\bcarenza\b/.test(text);
  const law = rule.text.replace('{figure}', rule.figure);
  const own = sickness.text?.replace(/\.$/, '');
  return compose({
    answer: `Per legge l’INPS paga la malattia dal 4° giorno: il ${bold('50%')} della retribuzione media giornaliera dal 4° al 20° giorno e il ${bold('66,66%')} dal 21° al 180°. ${
      firstDays
        ? 'I primi 3 giorni (carenza) non li paga l’INPS: sono a carico del datore di lavoro se il contratto collettivo lo prevede.'
        : 'I primi 3 giorni (carenza) non li paga l’INPS.'
    }${own ? ` Nel ${ccnl.short_name}: ${own} (${sickness.article ?? 'CCNL'}).` : ''}`,
    steps: [`La regola di legge: ${law.charAt(0).toUpperCase()}${law.slice(1)}`],
    assumptions: [
      'Lavoratore dipendente con diritto all’indennità INPS di malattia; l’INPS la paga tramite il datore di lavoro, che la anticipa in busta paga.',
    ],
    citations: [
      ...lawCitations(rule, law),
      ...(own ? citeSources(ccnl, own, sickness.article ?? null, sickness.sources) : []),
    ],
    related: [`Quanti giorni di malattia prima del licenziamento nel ${ccnl.short_name}?`],
  });
}
