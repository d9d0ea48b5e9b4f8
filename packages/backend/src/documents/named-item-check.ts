/**
 * A pay item of an uploaded payslip named by the agreement's own name for it, checked against the level's row in
 * force in the payslip's month: "la voce ERN è giusta per il 3° livello?" on a Tessile payslip ("Elemento
 * retributivo nazionale (ERN) 1.853,17" against the ERN of the 3° livello from 1 January 2026, 1.853,17). The
 * usual names (paga base, contingenza, terzo elemento) are component-check.ts's; this reads the item's name, or
 * the abbreviation in its brackets, from the agreement's table itself. Undefined when the question names no item
 * of the level's row, asks no check, or the payslip states no figure for it.
 */
import { type Citation, citeSources } from '../agents/answer.js';
import { levelShort } from '../agents/shared/levels.js';
import { euro, figureValue, italianDate } from '../kb/format.js';
import type { Passage } from '../kb/passages.js';
import { levelPayAt } from '../kb/pay.js';
import { askedVerdict, withVerdictWord } from './asked-verdict.js';
import { CHECKED, type ComponentInput, documentLevel } from './component-check.js';
import { withoutDismissedWithholdings } from './set-aside.js';

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Names every table shares ("minimo (TEM)", "contingenza", "EDR"): component-check.ts and the minimum's checks
// read those, and a bare "minimo" or "contingenza" in a question may ask something else ("è sotto il minimo?").
const USUAL =
  /\b(?:paga|minim[oi]|retribuzione|tabellare|contingenza|terzo elemento|3° elemento|e\.?d\.?r\.?|tem)\b/;

/** The names of a table item: its label without brackets, and the abbreviation its brackets open with. */
function namesOf(label: string): string[] {
  const name = fold(label.replace(/\s*\(.*?\)/g, '')).trim();
  const short = /\(\s*([A-Z][A-Z.]{1,6})\b/.exec(label)?.[1];
  return [name, ...(short ? [fold(short)] : [])].filter((n) => n.length > 1 && !USUAL.test(n));
}

/** The figure a payslip line states after one of the names ("Elemento retributivo nazionale (ERN)   1.853,17"). */
function statedFor(names: readonly string[], passages: readonly Passage[]) {
  for (const passage of passages) {
    for (const line of passage.text.split('\n')) {
      const folded = fold(line);
      for (const name of names) {
        const m = new RegExp(`\\b${escaped(name)}\\b`).exec(folded);
        const figure = m
          ? /^[^\d\n]{0,40}?(\d{1,3}(?:\.\d{3})*,\d{2})(?![\d,])/.exec(folded.slice(m.index + m[0].length))
          : undefined;
        if (figure?.[1]) return { passage, value: figure[1] };
      }
    }
  }
  return undefined;
}

/** The check of the table item the question names by the agreement's name for it, or undefined. */
export function namedItemCheck(input: ComponentInput): { line: string; citations: Citation[] } | undefined {
  const question = withoutDismissedWithholdings(fold(input.question));
  if (!CHECKED.test(question)) return undefined;
  const found = documentLevel(input);
  if (!found) return undefined;
  const { ccnl, level, date } = found;
  const pay = levelPayAt(ccnl, level, date);
  if (!pay) return undefined;
  for (const component of pay.row.components ?? []) {
    const names = namesOf(component.label);
    if (!names.length || !names.some((n) => new RegExp(`\\b${escaped(n)}\\b`).test(question))) continue;
    const stated = statedFor(names, input.passages);
    if (!stated) return undefined;
    const value = figureValue(stated.value);
    const gap = Math.round((value - component.amount) * 100) / 100;
    const short = /\(\s*([A-Z][A-Z.]{1,6})\b/.exec(component.label)?.[1];
    const item = `${component.label.replace(/\s*\(.*?\)/g, '')}${short ? ` (${short})` : ''}`;
    const name = levelShort(level);
    const verdict =
      gap === 0
        ? '**corrisponde**'
        : gap < 0
          ? `è **inferiore di ${euro(-gap)}** al mese`
          : `è superiore di ${euro(gap)} (più di quanto il contratto impone)`;
    // An item left at an earlier table's figure: the table the payslip was left on.
    const earlier =
      gap < 0
        ? ccnl.pay_tables.find(
            (t) =>
              t.section === pay.table.section &&
              t.effective_from < pay.table.effective_from &&
              t.levels.some(
                (r) =>
                  r.level === level &&
                  r.components?.some(
                    (c) => c.label === component.label && Math.abs(c.amount - value) < 0.005,
                  ),
              ),
          )
        : undefined;
    const stale = earlier
      ? ` È l'importo della tabella dal ${italianDate(earlier.effective_from)}: **non è aggiornato**.`
      : '';
    const line = withVerdictWord(
      `Dal documento «${stated.passage.fileName}»: ${item} **${stated.value} €**; nel ${ccnl.short_name} la voce del ${name} in vigore dal ${italianDate(pay.table.effective_from)} è ${euro(component.amount)}: ${verdict}.${stale}`,
      askedVerdict(question, gap >= 0),
    );
    return {
      line,
      citations: citeSources(
        ccnl,
        `${name}: ${item} ${euro(component.amount)} dal ${italianDate(pay.table.effective_from)}`,
        `tabella minimi dal ${italianDate(pay.table.effective_from)}`,
        pay.table.sources,
        1,
      ),
    };
  }
  return undefined;
}
