import { type AgentName, type Category, type Parameter, searchItems, selectionLimits } from '@ccnl/core';
import { cliTexts as cli } from '@ccnl/core/strings';
import { UsageError } from './errors.js';

/** `--agent` values; `main` is the general agent, named `main-agent` on the wire. */
const AGENT_OPTIONS: Record<string, AgentName> = {
  main: 'main-agent',
  'main-agent': 'main-agent',
  inquadra: 'inquadra',
  confronta: 'confronta',
  calcolo: 'calcolo',
};

export function agentFromOption(value: string | undefined): AgentName {
  const agent = AGENT_OPTIONS[(value ?? 'main').toLowerCase()];
  if (!agent) throw new UsageError(cli.ask.badAgent(String(value)));
  return agent;
}

interface Catalog<T> {
  id: (item: T) => number;
  name: (item: T) => string;
  unknown: (value: string) => string;
  ambiguous: (value: string, matches: string) => string;
}

/**
 * An item by id, by exact name, or by the one name that contains the text (core's search); anything else is
 * a usage error that says what to do.
 */
function resolveOne<T extends { descrizione: string } | { parametro: string }>(
  items: readonly T[],
  value: string,
  catalog: Catalog<T>,
): number {
  const text = value.trim();
  if (/^\d+$/.test(text)) {
    const byId = items.find((item) => catalog.id(item) === Number(text));
    if (byId) return catalog.id(byId);
  }
  const lower = text.toLocaleLowerCase('it');
  const exact = items.filter((item) => catalog.name(item).toLocaleLowerCase('it') === lower);
  const matches = exact.length ? exact : searchItems(items, text);
  const [first] = matches;
  if (!first || !text) throw new UsageError(catalog.unknown(value));
  if (matches.length > 1) {
    const list = matches
      .slice(0, 5)
      .map((item) => `${catalog.id(item)} ${catalog.name(item)}`)
      .join(', ');
    throw new UsageError(catalog.ambiguous(value, matches.length > 5 ? `${list}, …` : list));
  }
  return catalog.id(first);
}

/** The ids the values name, without repeats, within the agent's selection limit (spec §5). */
function resolveAll<T extends { descrizione: string } | { parametro: string }>(
  items: readonly T[],
  values: readonly string[],
  agent: AgentName,
  catalog: Catalog<T>,
  tooMany: (max: number, agent: string) => string,
): number[] {
  const ids = [...new Set(values.map((value) => resolveOne(items, value, catalog)))];
  const { max } = selectionLimits(agent);
  if (ids.length > max) throw new UsageError(tooMany(max, agent));
  return ids;
}

export function resolveCategories(items: readonly Category[], values: readonly string[], agent: AgentName) {
  return resolveAll(
    items,
    values,
    agent,
    {
      id: (item) => item.id_categoria,
      name: (item) => item.descrizione,
      unknown: cli.ask.unknownCcnl,
      ambiguous: cli.ask.ambiguousCcnl,
    },
    cli.ask.tooManyCcnl,
  );
}

export function resolveParameters(items: readonly Parameter[], values: readonly string[], agent: AgentName) {
  return resolveAll(
    items,
    values,
    agent,
    {
      id: (item) => item.id,
      name: (item) => item.parametro,
      unknown: cli.ask.unknownParam,
      ambiguous: cli.ask.ambiguousParam,
    },
    cli.ask.tooManyParams,
  );
}
