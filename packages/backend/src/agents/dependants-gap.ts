import type { Slots } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "e con la moglie a carico?", "e con 2 figli a carico?": the deductions for dependants are not in the payroll
 * rules the engine computes from (shared/data/payroll-rules.md lists them as not covered), so a net asked with
 * them says at once that it leaves them out, instead of repeating the same figure as if it answered.
 */
export function dependantsGap(dependants: Slots['dependants']): string {
  if (!dependants || (!dependants.spouse && !dependants.children)) return '';
  const who = [
    dependants.spouse ? 'il coniuge' : '',
    dependants.children ? `${dependants.children === 1 ? 'un figlio' : `${dependants.children} figli`}` : '',
  ]
    .filter(Boolean)
    .join(' e ');
  return ` Questo netto **non comprende le detrazioni per familiari a carico** (${who}): le loro regole non sono nella base di conoscenza, quindi non posso calcolare quanto cambia.`;
}

/** "detrazioni per figli a carico", "quanto detraggo per mia moglie a carico?": the deductions asked themselves. */
const DEPENDANTS_ASKED =
  /\b(?:detrazion\w*|detragg\w*|detrarre|detrae)\b[^?]*\b(?:figli\w*|familiar\w*|coniuge|moglie|marito|genitor\w*|a carico)\b|\b(?:figli\w*|familiar\w*|coniuge|moglie|marito)\b[^?]*\ba carico\b[^?]*\b(?:detrazion\w*|detragg\w*|quanto (?:si )?(?:scala|risparmi))/;

/** Dependants the story denies ("nessun familiare a carico", "senza figli", "non ho nessuno a carico"): no ask. */
const DENIED_DEPENDANTS =
  /\b(?:nessun[oa]?|senza|niente|zero|non (?:ho|ha|abbiamo|hanno) (?:nessun[oa]? )?)\s*(?:figli\w*|familiar\w*|coniuge|moglie|marito|persone|nessuno)(?:\s*(?:,|\bn[eé]\b|\bo\b|\be\b)\s*(?:figli\w*|familiar\w*|coniuge|moglie|marito))*(?:\s+a carico)?/g;

/** The deductions for dependants asked as a rule: named as a gap, with what the product can compute instead. */
export function dependantsRuleGap(ctx: AgentContext): AgentAnswer | undefined {
  const text = readable(ctx.message).replace(DENIED_DEPENDANTS, ' ');
  if (!DEPENDANTS_ASKED.test(text)) return undefined;
  return compose({
    answer: `${bold('Le detrazioni per familiari a carico (figli, coniuge, altri familiari) non sono nella base di conoscenza')}: le regole di calcolo che uso (scaglioni IRPEF, contributi, detrazione per lavoro dipendente, cuneo fiscale, trattamento integrativo) non le comprendono, quindi non posso dirti quanto valgono.`,
    steps: [
      'Posso calcolarti il netto senza familiari a carico, da una RAL, da un lordo mensile o da CCNL e livello, e dirti le altre regole IRPEF del 2025 e del 2026.',
    ],
    citations: [],
    related: [
      'Quanto prendo netto con una RAL di 30.000 € nel 2026?',
      'Quali sono gli scaglioni IRPEF del 2026?',
    ],
  });
}
