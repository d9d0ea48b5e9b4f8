import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * The levels' parameters asked as a list ("quali sono i parametri retributivi dei quattro livelli operai?", "mi
 * elenchi i parametri di tutti i livelli?"): each level whose name states its parameter ("2° livello (parametro
 * 117)"), narrowed to the operai or impiegati its declaratoria names when the question names one group. Undefined
 * when one parameter is asked by number, or the agreement's levels state none.
 */
const PARAMETERS_ASKED = /\bparametri\b/;
const LEVELS_NAMED = /\blivell[io]\b|\bcategori[ae]\b|\bqualifich\w*/;
const ONE_NAMED = /\bparametr[oi] (?:(?:medio|retributiv\w*|di riferimento) )?\d{2,3}\b/;
const GROUPS: readonly [RegExp, string][] = [
  [/\boperai\w*/, 'degli operai'],
  [/\bimpiegat\w*|\bquadr[oi]\b/, 'degli impiegati'],
];

const parameterOf = (name: string) => /\(parametro (\d{2,3}(?:,\d+)?)\)/.exec(name)?.[1];

export function levelParameters(ctx: AgentContext, agreement: Ccnl | undefined): AgentAnswer | undefined {
  const text = readable(ctx.message);
  if (!agreement || !PARAMETERS_ASKED.test(text) || !LEVELS_NAMED.test(text) || ONE_NAMED.test(text))
    return undefined;
  const all = agreement.levels.filter((l) => parameterOf(l.name) !== undefined);
  if (all.length < 2) return undefined;
  const groups = GROUPS.filter(([asked]) => asked.test(text));
  const group = groups.length === 1 ? groups[0] : undefined;
  const chosen = group ? all.filter((l) => group[0].test(readable(l.declaratoria ?? ''))) : all;
  const levels = (chosen.length ? chosen : all)
    .slice()
    .sort((a, b) => a.level.localeCompare(b.level, 'it', { numeric: true }));
  const rows = levels.map(
    (l) =>
      `${l.name.replace(/\s*\(parametro [^)]+\)/, '')} (${l.declaratoria}): parametro ${bold(parameterOf(l.name) ?? '')}`,
  );
  const who = chosen.length && group ? ` ${group[1]}` : '';
  return compose({
    answer: `Nel ${agreement.short_name} i parametri retributivi dei livelli${who} sono: ${rows.join('; ')}.`,
    citations: citeSources(
      agreement,
      `Livelli: ${levels.map((l) => l.name).join(', ')}`,
      null,
      levels.flatMap((l) => l.sources),
      1,
    ),
    related: [`Qual è il minimo mensile di ogni livello nel ${agreement.short_name}?`],
  });
}
