import { percent } from '../kb/format.js';
import type { Ccnl } from '../kb/schema.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';
import { KIND_LABEL } from './overtime-kinds.js';

/**
 * An allowance asked for night or holiday work ("c'è un'indennità per chi lavora di notte? quant'è?", "che
 * indennità spetta per le domeniche?"): the agreement's allowance in euro, read from its rates clause, opens the
 * answer, and the hourly surcharges follow. Before, the hourly surcharge alone was given (Cooperative sociali:
 * the 10% of the night watch, not the 6,20 or 12,39 € a night worker is paid). Undefined when no allowance is
 * asked or the clause has none for that kind of work.
 */
const ALLOWANCE = /\bindennit\w*/;
const KIND_WORDS: [RegExp, RegExp][] = [
  [/notturn/, /notturn|di notte|\bnott[ei]\b/],
  [/festiv/, /festiv|domenic/],
];

// A change to come ("cresce di 2 € e arriva a 15,50 € dal 1° luglio 2027") is not the allowance in force.
const CHANGE = /\b(?:cresc\w*|aument\w*|arriv\w*|passa\w*|sale|salira)\b/;

/**
 * The sentence of an agreement's rates clause that states an allowance in euro for the work the words name
 * (night: "indennità di 6,20 € per 2-4 ore notturne nella giornata e 12,39 € da 5 ore"), without its heading
 * ("Lavoro notturno (22-6):"), or undefined when the clause states none in force.
 */
export function allowanceStated(ccnl: Ccnl, words: RegExp): string | undefined {
  return (ccnl.rates.text ?? '')
    .split(/(?<=[.;])\s+/)
    .map((s) => s.replace(/[.;]$/, ''))
    .find(
      (s) =>
        /indennit/.test(readable(s)) &&
        /\d,\d{2} ?€/.test(s) &&
        words.test(readable(s)) &&
        !CHANGE.test(readable(s)),
    )
    ?.replace(/^[^:]*\(\d{1,2}-\d{1,2}\):\s*/, '');
}

/** The allowance stated for the plain night or holiday work of a comparison's kinds; none for overtime. */
export function allowanceOfKinds(ccnl: Ccnl, kinds: readonly string[]): string | undefined {
  if (!kinds.length || kinds.some((k) => k.startsWith('straordinario'))) return undefined;
  const words = KIND_WORDS.find(([k]) => kinds.every((kind) => k.test(kind)))?.[1];
  return words && allowanceStated(ccnl, words);
}

export function allowanceAnswer(ctx: AgentContext, req: TypedRequest, ccnl: Ccnl): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!ALLOWANCE.test(text)) return undefined;
  // The kind read, or the words of the ask ("faccio le notti: esiste un'indennità?").
  const kind = req.slots.overtimeKind ?? '';
  const words = KIND_WORDS.find(([k, w]) => k.test(kind) || w.test(text))?.[1];
  const clause = ccnl.rates.text ?? '';
  const sentence = words
    ? clause
        .split(/(?<=[.;])\s+/)
        .find((s) => /indennit/.test(readable(s)) && /\d,\d{2} ?€/.test(s) && words.test(readable(s)))
    : undefined;
  if (!sentence) return undefined;
  const line = sentence
    .replace(/[.;]$/, '')
    .replace(/\d{1,3}(?:\.\d{3})*,\d{2} ?€/g, (amount) => bold(amount));
  const rates = (ccnl.rates.rates ?? []).filter((r) => words?.test(r.kind));
  return compose({
    answer: `Nel ${ccnl.short_name}, ${line.charAt(0).toLowerCase()}${line.slice(1)}.`,
    steps: rates.length
      ? [
          'Maggiorazioni orarie dello stesso contratto:',
          ...rates.map(
            (r) => `- ${KIND_LABEL[r.kind]}: ${percent(r.percent)}${r.condition ? ` (${r.condition})` : ''}`,
          ),
        ]
      : [],
    citations: citeSources(ccnl, sentence, ccnl.rates.article ?? null, ccnl.rates.sources, 1),
    related: [`Quanto vale un'ora di straordinario notturno nel ${ccnl.short_name}?`],
  });
}
