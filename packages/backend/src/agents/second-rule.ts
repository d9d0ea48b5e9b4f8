import type { TaxYear } from '../payroll/rules.js';
import type { TypedRequest } from '../reader/request.js';
import type { AgentAnswer } from './answer.js';
import { compose } from './compose.js';
import { type RuleTopic, ruleAtIncomeParts } from './rules-at-income.js';

/** The rules a question can weigh at one income, each by the words that name it. */
const NAMED: [RuleTopic, RegExp][] = [
  ['cuneo', /\bcuneo\b|somma esente|ulteriore detrazion/],
  ['integrativo', /trattamento integrativ|\bbonus (?:da |di )?(?:100|renzi)\b|\bex bonus\b/],
  ['detrazioni', /\bdetrazion\w* (?:per |da |di )?lavoro dipendente|\bart\.? ?13\b/],
];

/**
 * "Quant'è l'ulteriore detrazione del cuneo con 37.000 di reddito? E il trattamento integrativo a me spetta?":
 * two rules asked at one income, each in a question of its own: the first answered first, then the second
 * (a "non spetta" is an answer too), each with its formula and sources. Undefined unless a second rule is
 * asked and both apply to the income given.
 */
export function twoRulesAtIncome(
  req: TypedRequest,
  first: RuleTopic,
  year: TaxYear,
  text: string,
  incomeText: string,
  related: string[],
): AgentAnswer | undefined {
  const questions = text.split(/(?<=[?])\s+/).filter((s) => s.includes('?'));
  // "Vorrei sapere se le spetta il trattamento integrativo e per quanto, e in più quanto vale la somma esente":
  // asked without a question mark, each rule in a clause of its own.
  const asking = questions.length
    ? questions
    : text.split(
        /[.;]\s+|,\s*(?:e|ed|ma|poi|inoltre)\s+(?=(?:in piu|anche|poi|inoltre|quant|qual|se\b|come\b))/,
      );
  const askedIn = (topic: RuleTopic) => {
    const pattern = NAMED.find(([t]) => t === topic)?.[1];
    return pattern ? asking.findIndex((s) => pattern.test(s)) : -1;
  };
  if (askedIn(first) < 0) return undefined;
  // "quanto le spetta di somma esente e di trattamento integrativo?": two rules joined in one question.
  const joined = (t: RuleTopic) => {
    const clause = asking[askedIn(first)] ?? '';
    const [a, b] = [first, t].map((x) => NAMED.find(([y]) => y === x)?.[1].exec(clause)?.index ?? -1);
    if (a === undefined || b === undefined || a < 0 || b < 0) return false;
    const between = clause.slice(Math.min(a, b), Math.max(a, b));
    return between.length <= 60 && /\s(?:e|ed)\s|,/.test(between) && !/\bse\b|\bperche\b/.test(between);
  };
  const second = NAMED.map(([t]) => t).find(
    (t) => t !== first && askedIn(t) >= 0 && (askedIn(t) !== askedIn(first) || joined(t)),
  );
  if (!second) return undefined;
  const together = askedIn(second) === askedIn(first);
  const one = ruleAtIncomeParts(req, first, year, text, incomeText, related);
  const two = ruleAtIncomeParts(req, second, year, text, incomeText, related);
  if (!one || !two) return undefined;
  const unique = <T>(list: T[], key: (t: T) => string) =>
    list.filter((x, i) => list.findIndex((y) => key(y) === key(x)) === i);
  return compose({
    answer: together ? `${one.answer}\n${two.answer}` : one.answer,
    steps: [...(one.steps ?? []), '', ...(together ? [] : [two.answer]), ...(two.steps ?? [])],
    assumptions: unique([...(one.assumptions ?? []), ...(two.assumptions ?? [])], (a) => a),
    citations: unique([...one.citations, ...two.citations], (c) => `${c.url}|${c.text}`),
    related,
  });
}
