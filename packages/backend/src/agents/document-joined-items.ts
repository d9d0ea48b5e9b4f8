/**
 * A payslip line that states two items of the minimum under one label ("Paga base + contingenza ..... 1.507,63",
 * "Minimo e contingenza: 1.652,69") checked against the same items of the level's row in force in the payslip's
 * month: their sum in the agreement's table, the difference, and the earlier table the payslip was left on
 * (FIPE 5° in October 2025: 1.021,49 + 522,37 = 1.543,86 against 1.507,63, the June 2024 table: 36,23 € short).
 * A single item's label ("paga base 1.021,49") is component-check.ts's.
 */

import { type ComponentInput, documentLevel } from '../documents/component-check.js';
import { euro, figureValue, italianDate } from '../kb/format.js';
import { levelPayAt } from '../kb/pay.js';
import { baseComponent } from '../kb/pay-items.js';
import type { PayRow } from '../kb/schema.js';
import { type Citation, citeSources } from './answer.js';
import { levelShort } from './shared/levels.js';

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

// The items a payslip may join in one line, as it labels them; `base` items are the table's base item.
const BASE =
  'paga base|paga tabellare|retribuzione base|retribuzione tabellare|minimo tabellare|minimo conglobato|minimo';
const OTHER = '(?:indennita (?:di )?)?contingenza|terzo elemento|3° elemento|e\\.?d\\.?r\\.?';
const ITEM = `(?:${BASE}|${OTHER})`;
const JOIN = '\\s*(?:\\+|\\bpiu\\b|\\be\\b|\\bed\\b|&|/)\\s*';
// The joined label with its figure: the items, then dot leaders, a colon or spaces, then the amount.
// ("Paga base nazionale + contingenza": a qualifier a payslip adds to an item's label is skipped.)
const QUALIFIER = '(?:\\s+(?:nazional\\w*|conglobat\\w*|tabellar\\w*|mensil\\w*|contrattual\\w*|lord\\w*))?';
const STATED = new RegExp(
  `\\b(${ITEM})${QUALIFIER}${JOIN}(${ITEM})${QUALIFIER}[\\s.:]*(?:€|euro)?\\s*(\\d{1,3}(?:\\.\\d{3})*,\\d{2})(?![\\d,])`,
  'i',
);
// A check asked of the items ("è giusta", "va bene", "è in regola", "è aggiornata", "corrisponde").
const CHECKED =
  /\bgiust[oaie]\b|corrett\w*|conform\w*|corrispond\w*|in regola|rispett\w*|aggiornat\w*|adeguat\w*|\bva bene\b|\bvanno bene\b|\bin linea\b|previst\w* (?:dal|nel|per il) (?:ccnl|contratto)/;
// The question names an item of the minimum (either one of the joined line, or both).
const NAMED = new RegExp(`\\b(?:${BASE}|contingenza|terzo elemento|voci tabellari)\\b`);

type Component = PayRow['components'][number];

/** The table's item a payslip's label stands for: the base item, or the component of that name. */
function componentOf(row: PayRow, label: string): Component | undefined {
  const l = fold(label).replace(/^indennita (?:di )?/, '');
  if (new RegExp(`^(?:${BASE})$`).test(l)) return baseComponent(row);
  const key = /^(?:3° elemento)$/.test(l) ? 'terzo elemento' : l.replace(/\./g, '');
  return row.components.find((c) => fold(c.label).replace(/\./g, '').startsWith(key));
}

/**
 * The table's one item that merges the contingency ("paga base conglobata", "minimo tabellare (contingenza
 * conglobata)") when the payslip joins the base and the contingency: their sum in one figure. Undefined otherwise.
 */
function mergedItem(row: PayRow, first: string, second: string): Component | undefined {
  const only = row.components.length === 1 ? row.components[0] : undefined;
  if (!only || !/conglobat/.test(fold(only.label))) return undefined;
  const labels = [fold(first), fold(second)];
  const base = labels.some((l) => new RegExp(`^(?:${BASE})$`).test(l));
  const contingency = labels.some((l) => /contingenza$/.test(l));
  return base && contingency ? only : undefined;
}

/** What the check reads: the question, the documents' passages, the agreements selected and today. */
export type JoinedInput = ComponentInput;

/** The check of a joined line, or undefined when the question asks none or the table cannot weigh it. */
export function joinedItemsCheck(input: JoinedInput): { line: string; citations: Citation[] } | undefined {
  const question = fold(input.question);
  if (!NAMED.test(question) || !CHECKED.test(question)) return undefined;
  const passage = input.passages.find((p) => STATED.test(fold(p.text)));
  const m = passage ? STATED.exec(fold(passage.text)) : undefined;
  if (!passage || !m) return undefined;
  const [, first = '', second = '', figure = ''] = m;
  const found = documentLevel(input);
  if (!found) return undefined;
  const { ccnl, level, date } = found;
  const pay = levelPayAt(ccnl, level, date);
  if (!pay) return undefined;
  // (A table that merges the contingency into one base item, "paga base conglobata": the joined line is that item.)
  const merged = mergedItem(pay.row, first, second);
  const a = merged ?? componentOf(pay.row, first);
  const b = merged ? undefined : componentOf(pay.row, second);
  if (!a || (!merged && (!b || a === b))) return undefined;
  const due = Math.round((a.amount + (b?.amount ?? 0)) * 100) / 100;
  const value = figureValue(figure);
  const gap = Math.round((value - due) * 100) / 100;
  const verdict =
    Math.abs(gap) < 0.005
      ? '**corrisponde**'
      : gap < 0
        ? `**è inferiore di ${euro(-gap)}** al mese`
        : `è superiore di ${euro(gap)} (più di quanto il contratto impone)`;
  // The earlier table whose same two items make the payslip's figure: the table it was left on.
  const earlier =
    gap < 0
      ? ccnl.pay_tables
          .filter((t) => t.section === pay.table.section && t.effective_from < pay.table.effective_from)
          .find((t) => {
            const row = t.levels.find((r) => r.level === level);
            const one = row && mergedItem(row, first, second);
            if (one) return Math.abs(one.amount - value) < 0.005;
            const x = row && componentOf(row, first);
            const y = row && componentOf(row, second);
            return x && y && Math.abs(x.amount + y.amount - value) < 0.005;
          })
      : undefined;
  const stale = earlier
    ? ` È ${b ? 'la somma' : 'il valore'} della tabella dal ${italianDate(earlier.effective_from)}: **non è aggiornata**.`
    : '';
  const name = levelShort(level);
  const label = b ? `${a.label} + ${b.label}` : a.label;
  const month = italianDate(date).replace(/^1° /, '');
  const table = `del ${name} in vigore a ${month} (tabella dal ${italianDate(pay.table.effective_from)})`;
  const weighed = b
    ? `${a.label} e ${b.label} ${table} sono ${euro(a.amount)} + ${euro(b.amount)} = **${euro(due)}**`
    : `la ${a.label} (che comprende la ex contingenza) ${table} è **${euro(due)}**`;
  const stated = b ? label : `${first} + ${second}`;
  const line = `Dal documento «${passage.fileName}»: ${stated} ${euro(value)}; nel ${ccnl.short_name} ${weighed}: la busta ${verdict}.${stale}`;
  return {
    line,
    citations: citeSources(
      ccnl,
      `${name}: ${label} ${euro(due)} dal ${italianDate(pay.table.effective_from)}`,
      `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
      pay.table.sources,
      1,
    ),
  };
}
