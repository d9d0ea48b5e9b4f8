import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { OTHER_KIND } from './apprentice-steps.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/** A share of the final level asked ("che percentuale prevede per il primo anno?", "quanto per cento prende?"). */
const PERCENT_ASKED =
  /\b(?:che|quale|quali|qual e la|in) percentual\w*|\bpercentual\w* (?:prevede|prevista|spetta|del livello|di paga)|\bquanto per ?cento\b/;

/**
 * A professionalizzante apprentice's percentage asked where the agreement pays that apprenticeship as lower
 * levels by span of months (Alimentari industria): no percentage exists to give, so the answer says so and
 * states how the agreement pays instead, without the dual apprenticeship's percentages (another kind, named
 * only when asked). Undefined when the agreement pays by percentages, or the question names the other kind.
 */
export function apprenticeNoPercent(ctx: AgentContext, ccnl: Ccnl): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!ccnl.apprenticeship.level_steps || !/apprendist/.test(text)) return undefined;
  if (!PERCENT_ASKED.test(text) || OTHER_KIND.test(text)) return undefined;
  // The agreement's rule without the sentences on the other kind (its percentages and its example amounts).
  const rule = (ccnl.apprenticeship.text ?? '')
    .split(/(?<=\.)\s+/)
    .filter((sentence) => !/%|\beuro\b|\bduale\b|qualifica e (?:il )?diploma/.test(sentence))
    .join(' ');
  return compose({
    answer: `Nel ${ccnl.short_name} una percentuale del livello finale per l'apprendistato professionalizzante ${bold('non è presente')}: il contratto non paga l'apprendista in percentuale, ma per periodi ${bold('come un livello inferiore a quello di arrivo')}, fino al livello di arrivo. Indica il livello di arrivo per sapere a quale livello è pagato ogni periodo e il minimo in euro.`,
    steps: rule ? [`Regola del ${ccnl.short_name}: ${rule}`] : [],
    citations: citeSources(
      ccnl,
      'Apprendistato professionalizzante',
      ccnl.apprenticeship.article ?? null,
      ccnl.apprenticeship.sources,
      1,
    ),
    related: [`Quanto prende un apprendista di 4° livello al primo mese nel ${ccnl.short_name}?`],
  });
}
