import { euro } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import { cents } from '../payroll/index.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose, table } from './compose.js';
import type { AgentContext } from './context.js';
import { citeStandby, STANDBY } from './standby-tables.js';

/**
 * The social cooperatives' on-call amounts (artt. 57 and 58 of the CCNL, standby-tables.ts): on call from home
 * ("pronta disponibilità") paid by the hour; on call with the duty to stay in the facility paid by the month in
 * a continuous residential service, by the day when occasional. Hours, nights or days told are multiplied out.
 */

const RESIDENCE =
  /\breperibil\w*[^.?]{0,30}\b(?:in|nella) (?:struttura|comunita)\b|\bobbligo di residenza\b|\bresiden\w* (?:nella|in) (?:struttura|comunita)\b|\b(?:dormire|restare|stare|pernott\w*) (?:in|nella) (?:struttura|comunita)\b|\bresidenzial\w*/;
const OCCASIONAL =
  /\boccasional\w*|\bogni tanto\b|\bin via eccezional\w*|\beccezione\b|\bsaltuari\w*|\bnon (?:e )?(?:un servizio )?continuativ\w*/;
const NUMBERS: Record<string, number> = {
  una: 1,
  un: 1,
  due: 2,
  tre: 3,
  quattro: 4,
  cinque: 5,
  sei: 6,
  sette: 7,
  otto: 8,
  nove: 9,
  dieci: 10,
};
const count = (word: string | undefined): number | undefined =>
  word === undefined ? undefined : (NUMBERS[word] ?? (Number(word) || undefined));

export function cooperativeStandby(ctx: AgentContext, ccnl: Ccnl): AgentAnswer {
  const coop = STANDBY.cooperative;
  const text = readable(ctx.message);
  // A follow-up ("e se è solo ogni tanto?") keeps the residence duty of the turn before.
  const earlier = readable(ctx.history?.at(-1) ?? '');
  const residence = RESIDENCE.test(text) || (text.length <= 140 && RESIDENCE.test(earlier));
  const cite = (t: string) => citeStandby(ccnl, t, coop);
  const related = [
    `Come si pagano gli interventi durante la reperibilità nel ${ccnl.short_name}?`,
    `Qual è la maggiorazione dello straordinario nel ${ccnl.short_name}?`,
  ];
  const assumptions = [coop.callout];
  const unit = String.raw`(\d+|una|un|due|tre|quattro|cinque|sei|sette|otto|nove|dieci)`;
  if (residence) {
    const occasional = OCCASIONAL.test(text);
    if (occasional) {
      const days = count(new RegExp(`\\b${unit} (?:nott\\w*|giorn\\w*|giornate)\\b`).exec(text)?.[1]);
      const each = coop.residence_daily_occasional;
      const answer = days
        ? `Nel ${ccnl.short_name}, per la reperibilità con obbligo di residenza nella struttura in via occasionale spettano ${bold(euro(cents(days * each)))} in tutto: ${days} × ${euro(each)} al giorno (art. 57).`
        : `Nel ${ccnl.short_name}, la reperibilità con obbligo di residenza nella struttura in servizi con carattere di occasionalità dà un'indennità di ${bold(`${euro(each)} al giorno`)} (art. 57).`;
      return compose({
        answer,
        steps: [
          `In un servizio residenziale continuativo l'indennità è invece di ${euro(coop.residence_monthly_continuous)} al mese.`,
        ],
        assumptions,
        citations: cite('Reperibilità con obbligo di residenza, art. 57'),
        related,
      });
    }
    return compose({
      answer: `Nel ${ccnl.short_name}, la reperibilità con obbligo di residenza nella struttura in un servizio residenziale continuativo dà un'indennità di ${bold(`${euro(coop.residence_monthly_continuous)} al mese`)} (art. 57).`,
      steps: [
        `Se il servizio ha carattere di occasionalità l'indennità è di ${euro(coop.residence_daily_occasional)} al giorno.`,
      ],
      assumptions,
      citations: cite('Reperibilità con obbligo di residenza, art. 57'),
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
  const answer = total
    ? `Nel ${ccnl.short_name}, per ${total} ore di pronta disponibilità spettano ${bold(euro(cents(total * hourly)))}: ${total} × ${euro(hourly)} l'ora (art. 58).`
    : `Nel ${ccnl.short_name}, la pronta disponibilità dà un'indennità di ${bold(`${euro(hourly)} l'ora`)} (art. 58).`;
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
    assumptions,
    citations: cite('Pronta disponibilità, art. 58'),
    related,
  });
}
