import { euro } from '../kb/format.js';
import type { LevelStep } from '../kb/increases.js';
import { readable } from '../reader/text.js';
import { excludedComponents } from './excluded-components.js';

/**
 * The new minimum asked ("quanto è diventato?", "quale sarà il minimo", "il nuovo minimo"), not only the rise; or a
 * payslip said unchanged ("la busta è uguale a ottobre: di quanto è la differenza?"), checked item by item.
 */
const BECAME =
  /\bdiventat\w*|\bnuov[oi] minim|\bminim[oi] nuov|\ba quanto (?:(?:deve|devono|dovrebbe|dovrebbero|doveva|dovevano) )?(?:arriv|sal|pass)\w*|\bquanto (?:e|è) (?:ora|adesso|oggi)\b|\bqual\w* (?:sara|sarà|diventa) il (?:loro |suo |nuovo )?minim|\bbusta (?:e |è )?(?:uguale|identica|la stessa)\b|\bdi quanto (?:e |è )?la differenza\b/;

// "e x il 5 livello?" after "nuovo minimo e aumento?": a short follow-up on another level asks what the turn
// before asked, the new minimum's items too.
const SHORT_FOLLOW_UP = /^e\b[^?]{0,40}\?*$/;

/**
 * Session 33 (fixs33j): "e da gennaio 2026 quanto è diventato?": the new minimum with the items it is made of
 * (minimo (TEM) + contingenza), as the payslip shows them. Empty unless the new minimum is asked.
 */
export function newMinimumParts(step: LevelStep, level: string, question: string, earlier = ''): string {
  if (!BECAME.test(question) && !(SHORT_FOLLOW_UP.test(question.trim()) && BECAME.test(readable(earlier))))
    return '';
  const parts = step.table.levels.find((r) => r.level === level)?.components ?? [];
  // "il minimo tabellare, esclusa la contingenza che resta ferma": the items left, before and after the step.
  const excluded = excludedComponents(parts, question);
  const kept = parts.filter((c) => !excluded.includes(c));
  if (excluded.length && kept.length) {
    const before = step.previous?.levels.find((r) => r.level === level)?.components ?? [];
    const sum = (list: typeof parts) => Math.round(list.reduce((t, c) => t + c.amount, 0) * 100) / 100;
    const keptBefore = before.filter((c) => kept.some((k) => k.label === c.label));
    const from = keptBefore.length === kept.length ? ` da ${euro(sum(keptBefore))}` : '';
    return `; senza ${excluded.map((c) => c.label).join(' e ')}, ${kept.map((c) => c.label).join(' + ')} passa${from} a ${euro(sum(kept))}`;
  }
  // "di quanto doveva salire e a quanto deve arrivare la paga base?": the item named, before and after the step.
  const named = parts.find((c) => parts.length > 1 && readable(question).includes(readable(c.label)));
  const was =
    named &&
    step.previous?.levels.find((r) => r.level === level)?.components.find((c) => c.label === named.label);
  if (named && was && was.amount !== named.amount)
    return `; ${named.label}: da ${euro(was.amount)} a **${euro(named.amount)}** (${parts.map((c) => `${c.label} ${euro(c.amount)}`).join(' + ')})`;
  return parts.length > 1 ? ` (${parts.map((c) => `${c.label} ${euro(c.amount)}`).join(' + ')})` : '';
}

/**
 * The items a tranche raises, when it raises more than one ("il minimo (TEM)" of a Chimico A1: +90,00 € are
 * 63,00 € of minimum and 27,00 € of IPO): " (63,00 € di minimo contrattuale e 27,00 € di indennità …)", read
 * from the same items in the tables before and after the step; '' when one item carries the whole rise.
 */
export function stepSplit(step: LevelStep, level: string): string {
  const before = step.previous?.levels.find((r) => r.level === level)?.components ?? [];
  const after = step.table.levels.find((r) => r.level === level)?.components ?? [];
  if (before.length !== after.length) return '';
  const rises: string[] = [];
  for (const c of after) {
    const old = before.find((o) => o.label === c.label);
    if (!old) return '';
    const rise = Math.round((c.amount - old.amount) * 100) / 100;
    if (rise !== 0) rises.push(`${euro(rise)} di ${c.label}`);
  }
  return rises.length > 1 ? ` (${rises.slice(0, -1).join(', ')} e ${rises.at(-1)})` : '';
}
