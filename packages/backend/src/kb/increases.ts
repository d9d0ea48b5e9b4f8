import { sections } from './pay.js';
import { hasPayTables } from './pay-gap.js';
import type { Ccnl, Increase, PayTable } from './schema.js';

/** One step of a level's monthly minimum between two successive tables of the knowledge base. */
export interface LevelStep {
  from: string;
  before: number;
  after: number;
  amount: number;
  table: PayTable;
  /** The table before the step (none for a first table that states its own increase). */
  previous?: PayTable;
  /** The increase the published table states, where its rounding is a cent off `amount` (schema.ts). */
  published?: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/** The monthly tables of the section that holds `level`, oldest first. */
function levelTables(ccnl: Ccnl, level: string): PayTable[] {
  for (const section of sections(ccnl)) {
    const tables = ccnl.pay_tables
      .filter((t) => (t.section ?? '') === section && t.unit === 'mese')
      .filter((t) => t.levels.some((r) => r.level === level))
      .sort((a, b) => a.effective_from.localeCompare(b.effective_from));
    if (tables.length) return [...tables, ...computedSequel(ccnl, level, section, tables)];
  }
  return [];
}

/**
 * A level's later minimum computed apart, in a section of derived tables only ("posizioni calcolate da ottobre
 * 2025": each position's October 2024 minimum plus the same tranche again, reparametrised from C1): it continues
 * the level's series, so the tranche it carries is a step like the others.
 */
function computedSequel(ccnl: Ccnl, level: string, section: string, tables: PayTable[]): PayTable[] {
  const last = tables.at(-1)?.effective_from ?? '';
  const alone = (t: PayTable) => t.derived === true && t.levels.some((r) => r.level === level);
  const others = sections(ccnl).filter((s) => s !== section);
  return others.flatMap((other) => {
    const series = ccnl.pay_tables.filter((t) => (t.section ?? '') === other);
    if (!series.every(alone)) return [];
    return series.filter((t) => t.unit === 'mese' && t.effective_from > last);
  });
}

/**
 * The increases of a level's monthly minimum read from the pay tables at successive dates: one step per
 * table that follows another holding the same level. Only what two tables show: a tranche before the first
 * table is not a step.
 */
export function levelSteps(ccnl: Ccnl, level: string): LevelStep[] {
  const tables = levelTables(ccnl, level);
  const steps: LevelStep[] = [];
  const first = tables[0]?.levels.find((r) => r.level === level);
  const rise = statedRise(first?.components ?? []);
  if (tables[0] && first && rise)
    steps.push({
      from: tables[0].effective_from,
      before: cents(first.amount - rise),
      after: first.amount,
      amount: rise,
      table: tables[0],
    });
  for (let i = 1; i < tables.length; i++) {
    const prev = tables[i - 1]?.levels.find((r) => r.level === level);
    const table = tables[i] as PayTable;
    const cur = table.levels.find((r) => r.level === level);
    if (!prev || !cur) continue;
    const amount = cents(cur.amount - prev.amount);
    if (amount !== 0)
      steps.push({
        from: table.effective_from,
        before: prev.amount,
        after: cur.amount,
        amount,
        table,
        previous: tables[i - 1],
        ...(cur.published_increase ? { published: cur.published_increase } : {}),
      });
  }
  return steps;
}

/**
 * The increase a level's first table states as its own item beside the old agreement's figure (AIOP RSA's bridge
 * agreement: "tabellare CCNL 22 marzo 2012" 1.325,00 + "aumento accordo ponte" 138,33): that renewal's step.
 */
function statedRise(components: { label: string; amount: number }[]): number | undefined {
  const rise = components.filter((c) => /^aument/i.test(c.label));
  return components.length === 2 && rise.length === 1 ? rise[0]?.amount : undefined;
}

/** The steps that belong to the last renewal: on or after its first tranche (or its start). */
export function renewalSteps(ccnl: Ccnl, level: string): LevelStep[] {
  const start = ccnl.validity.tranches[0] ?? ccnl.validity.from ?? '';
  return levelSteps(ccnl, level).filter((s) => s.from >= start);
}

/** The step of a level in force from a date in the month of `date` (a tranche "a luglio 2026"). */
export function stepInMonth(ccnl: Ccnl, level: string, date: string): LevelStep | undefined {
  return levelSteps(ccnl, level).find((s) => s.from.slice(0, 7) === date.slice(0, 7));
}

/**
 * The level's first table of the knowledge base when it applies from the month of `date` and states no rise of its
 * own: a tranche in that month whose amount the knowledge base cannot show (the table before it is missing).
 */
export function unshownStepTable(ccnl: Ccnl, level: string, date: string): PayTable | undefined {
  const first = levelTables(ccnl, level)[0];
  if (!first || first.effective_from.slice(0, 7) !== date.slice(0, 7)) return undefined;
  return stepInMonth(ccnl, level, date) ? undefined : first;
}

/** The explicit increases of the last renewal, the one at `level` first when there is one. */
export function increasesOf(ccnl: Ccnl, level?: string): Increase[] {
  const all = ccnl.validity.increases ?? [];
  return level ? [...all].sort((a, b) => Number(b.level === level) - Number(a.level === level)) : all;
}

/**
 * What the sources say of the amounts of an agreement without pay tables (`pay_tables_gap.text`: an increase's
 * range by level), only for the month it applies from when `date` is given. Undefined when the agreement has
 * tables (its steps come from them) or the sources say nothing.
 */
export function untabledAmounts(ccnl: Ccnl, date?: string): string | undefined {
  const fact = ccnl.pay_tables_gap;
  if (hasPayTables(ccnl) || !fact?.text) return undefined;
  if (date && fact.applies_from && fact.applies_from.slice(0, 7) !== date.slice(0, 7)) return undefined;
  return fact.text;
}
