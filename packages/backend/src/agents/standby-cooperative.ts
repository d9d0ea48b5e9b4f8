import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { countValue } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { citeStandby, STANDBY } from './standby-tables.js';

/**
 * The social cooperatives' on-call amounts (standby-tables.ts): on call from home ("pronta disponibilità", art.
 * 58) paid by the hour, the hours or shifts told multiplied out; on call with the duty to stay in the facility
 * (art. 57, rewritten by the 2024 renewal) a gap, said plainly, with no old amount given as today's.
 */

const RESIDENCE =
  /\breperibil\w*[^.?]{0,30}\b(?:in|nella) (?:struttura|comunita)\b|\bobbligo di residenza\b|\bresiden\w* (?:nella|in) (?:struttura|comunita)\b|\b(?:dormire|restare|stare|pernott\w*) (?:in|nella) (?:struttura|comunita)\b|\bresidenzial\w*/;
/** A duty the user rules out ("senza obbligo di permanenza in struttura", "non devo restare in struttura"). */
const NEGATED =
  /\b(?:senza|non|nessun\w*)(?: (?:devo|deve|devono|dobbiamo|dover|dovere|c'?e|ho|ha|hanno|e|prevede|comporta|l'|alcun\w*|nessun\w*|un|il|(?:l')?obbligo|vincolo|necessita|di|piu)){0,4} ?(?:permanenza|residenza|restare|stare|rimanere|dormire|pernott\w*)\b[^.?;,]{0,30}/g;
const count = (word: string | undefined): number | undefined =>
  word === undefined ? undefined : countValue(word);

export function cooperativeStandby(ctx: AgentContext, ccnl: Ccnl): AgentAnswer {
  const coop = STANDBY.cooperative;
  const text = readable(ctx.message);
  const duty = (t: string) => RESIDENCE.test(t.replace(NEGATED, ' '));
  // A follow-up ("e se è solo ogni tanto?") keeps the residence duty of the turn before.
  const earlier = readable(ctx.history?.at(-1) ?? '');
  const residence = duty(text) || (text.length <= 140 && duty(earlier));
  const cite = (t: string) => citeStandby(ccnl, t, coop);
  const related = [
    `Come si pagano gli interventi durante la reperibilità nel ${ccnl.short_name}?`,
    `Qual è la maggiorazione dello straordinario nel ${ccnl.short_name}?`,
  ];
  const assumptions = [coop.callout];
  const unit = String.raw`(\d+|una|un|due|tre|quattro|cinque|sei|sette|otto|nove|dieci)`;
  if (residence) {
    // Art. 57 was rewritten by the 2024 renewal: the old amounts are not today's, so none is given.
    const gap = coop.residence_gap;
    return compose({
      answer: `Nel ${ccnl.short_name} la base di conoscenza ${bold("non contiene l'indennità di reperibilità")} con vincolo di permanenza nella struttura (art. 57) in vigore: ${gap.gap}`,
      steps: [
        "Per l'importo che ti spetta chiedi alla cooperativa o al sindacato il testo dell'art. 57 in vigore, o controlla la voce in busta paga.",
      ],
      assumptions,
      citations: citeStandby(ccnl, gap.gap, gap),
      related,
    });
  }
  const hourly = coop.on_call_hourly;
  const shifts = count(new RegExp(`\\b${unit} (?:nott\\w*|turn\\w*|giorn\\w*)\\b`).exec(text)?.[1]);
  const each = Number(
    /\bda (\d{1,2}) ?(?:ore|h)\b|\b(\d{1,2}) ?(?:ore|h) (?:l'?una|ciascun\w*|a (?:notte|turno))\b/
      .exec(text)
      ?.slice(1)
      .find(Boolean),
  );
  const hours = Number(/\b(\d{1,3}) ?(?:ore|h)\b(?! l'?una| ciascun| a notte| a turno)/.exec(text)?.[1]);
  const total = shifts && each ? shifts * each : !shifts && hours ? hours : undefined;
  const allowance = total
    ? `Nel ${ccnl.short_name}, per ${total} ore di pronta disponibilità spettano ${bold(euro(cents(total * hourly)))}: ${total} × ${euro(hourly)} l'ora (art. 58).`
    : `Nel ${ccnl.short_name}, la pronta disponibilità dà un'indennità di ${bold(`${euro(hourly)} l'ora`)} (art. 58).`;
  // Asked how a call-out is paid: the rule is part of the answer, not an assumption beside it.
  const callout = /\b(?:chiamat\w*|richiamat\w*|intervent\w*|chiamano|chiamino|uscit\w*)\b/.test(text);
  const answer = callout ? `${allowance} ${coop.callout}` : allowance;
  return compose({
    answer,
    steps:
      total && shifts && each
        ? table([
            [`${shifts} turni × ${each} ore`, `${total} ore`],
            ['Indennità oraria', euro(hourly)],
            ['Totale', euro(cents(total * hourly))],
          ])
        : [],
    assumptions: callout ? [] : assumptions,
    citations: cite('Pronta disponibilità, art. 58'),
    related,
  });
}
