import { euro, italianDate } from '../kb/format.js';
import { renewalSteps } from '../kb/increases.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/net-pay.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose, table } from './compose.js';
import { levelName } from './shared/levels.js';

// "quanto prende in meno di aumento complessivo rispetto a un A1?": the renewal's rise weighed, not the minimums.
const INCREASE_ASKED =
  /\b(?:di|dell'|nell'|sull')\s?aument\w*\b|\baument\w* (?:complessiv|total|del rinnovo)\w*/;

/**
 * Two levels' whole increase of the last renewal weighed ("la A2 quanto prende in meno di aumento complessivo
 * rispetto a un A1?"): each level's rise summed over the renewal's tables, the difference first. Undefined when
 * the question does not ask the increase or either level has no step in the renewal's tables.
 */
export function levelIncreaseDifference(
  ccnl: Ccnl,
  text: string,
  first: string,
  second: string,
): AgentAnswer | undefined {
  if (!INCREASE_ASKED.test(text)) return undefined;
  const a = renewalSteps(ccnl, first);
  const b = renewalSteps(ccnl, second);
  if (!a.length || !b.length) return undefined;
  const total = (steps: typeof a) => cents(steps.reduce((sum, s) => sum + s.amount, 0));
  const [ta, tb] = [total(a), total(b)];
  const difference = cents(ta - tb);
  const side = difference >= 0 ? 'in più' : 'in meno';
  const span = (steps: typeof a) =>
    `dal ${italianDate(steps[0]?.from ?? '')}${steps.length > 1 ? ` al ${italianDate(steps.at(-1)?.from ?? '')}` : ''}`;
  const answer =
    difference === 0
      ? `Nel ${ccnl.short_name} l'aumento complessivo del rinnovo è lo stesso per il ${levelName(ccnl, first)} e per il ${levelName(ccnl, second)}: ${bold(euro(ta))} ${span(a)}.`
      : `Nel ${ccnl.short_name} il ${levelName(ccnl, first)} prende ${bold(`${euro(Math.abs(difference))} ${side}`)} di aumento complessivo del rinnovo rispetto al ${levelName(ccnl, second)}: ${bold(euro(ta))} contro ${euro(tb)} (${span(a)}).`;
  return compose({
    answer,
    steps: table(
      [
        [`Aumento ${levelName(ccnl, first)} (${span(a)})`, euro(ta)],
        [`Aumento ${levelName(ccnl, second)} (${span(b)})`, euro(tb)],
        ['**Differenza**', `**${euro(difference)}**`],
      ],
      ['Voce', 'Importo'],
    ),
    assumptions: ['Aumenti sommati dalle tabelle dei minimi del rinnovo, tranche per tranche.'],
    citations: [a.at(-1), b.at(-1)].flatMap((step, i) =>
      step
        ? citeSources(
            ccnl,
            `${levelName(ccnl, i ? second : first)}: aumento ${euro(i ? tb : ta)}`,
            `tabella minimi dal ${italianDate(step.table.effective_from)}`,
            step.table.sources,
          )
        : [],
    ),
    related: [`Quali sono le tranche di aumento del ${ccnl.short_name}?`],
  });
}
