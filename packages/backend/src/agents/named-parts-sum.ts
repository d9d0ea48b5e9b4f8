import { euro, italianDate } from '../kb/format.js';
import type { Ccnl, PayRow, PayTable } from '../kb/schema.js';
import { fold } from '../reader/text.js';
import { excludedComponents } from './excluded-components.js';
import { levelAfterOf } from './shared/levels.js';

/**
 * "minimo conglobato del IV livello (paga base + contingenza)", "paga base più contingenza", "il minimo senza il
 * terzo elemento": the question names the parts of the monthly minimum it sums, and they are fewer than the row
 * holds (Commercio's row also holds the national terzo elemento of 2,07 €, which the published tables print
 * apart). The sum of the parts named opens the answer; the row's whole minimum follows as it is.
 */

// "paga base + contingenza", "paga base più contingenza": one or two words a part, two to five parts.
const PLUS_LIST =
  /\b((?!piu\b)[a-z']+(?: (?!piu\b)[a-z']+)?(?:\s*(?:\+|\bpiu\b)\s*(?:la |l'|l |il )?(?!piu\b)[a-z']+(?: (?!piu\b)[a-z']+)?){1,4})/g;

type Part = PayRow['components'][number];

/** The names a part is called by: its whole label without brackets, and its first word when that is not "minimo". */
function namesOf(label: string): string[] {
  const whole = fold(label)
    .replace(/\s*\([^)]*\)/, '')
    .trim();
  const first = whole.split(' ')[0] ?? '';
  return [whole, ...(first.length >= 4 && first !== whole ? [first] : [])];
}

/** The row's part a word of the sum names ("paga base", "contingenza", "terzo elemento"), if one. */
function partNamed(parts: readonly Part[], said: string): Part | undefined {
  const word = said.trim().replace(/^(?:la|il|l'|le|gli|i)\s*/, '');
  return parts.find((p) =>
    namesOf(p.label).some((n) => word === n || word.startsWith(`${n} `) || n.startsWith(`${word} `)),
  );
}

/** The monthly parts the question sums by name, when they are some of the row's and not all of them. */
export function partsSummed(parts: readonly Part[], asked: string): Part[] | undefined {
  const monthly = parts.filter((p) => !p.payments);
  if (monthly.length < 2) return undefined;
  const text = fold(asked);
  for (const match of text.matchAll(PLUS_LIST)) {
    const list = match[1] ?? '';
    if (!/\+|\bpiu\b/.test(list)) continue;
    const named = list.split(/\s*(?:\+|\bpiu\b)\s*/).map((w) => partNamed(monthly, w));
    if (named.some((p) => p === undefined)) continue;
    const chosen = [...new Set(named as Part[])];
    if (chosen.length >= 2 && chosen.length < monthly.length) return chosen;
  }
  // "il minimo senza il terzo elemento": the row's monthly parts but those left out by name.
  const left = excludedComponents(monthly, asked);
  const kept = monthly.filter((p) => !left.includes(p));
  return left.length && kept.length ? kept : undefined;
}

/**
 * The opening with the sum of the parts named and the parts it leaves out (the row's whole minimum follows it);
 * undefined when the question names no such parts.
 */
export function namedPartsOpening(
  ccnl: Ccnl,
  level: string,
  date: string,
  pay: { row: PayRow; table: PayTable },
  asked: string,
): string | undefined {
  const chosen = partsSummed(pay.row.components, asked);
  if (!chosen) return undefined;
  const total = Math.round(chosen.reduce((s, p) => s + p.amount, 0) * 100) / 100;
  const names = chosen.map((p) => p.label).join(' + ');
  const sum = chosen.map((p) => `${p.label} ${euro(p.amount)}`).join(' + ');
  const others = pay.row.components.filter((p) => !p.payments && !chosen.includes(p));
  const rest = others.map((p) => `${p.label} di ${euro(p.amount)}`).join(' e ');
  return `Nel ${ccnl.short_name} il minimo mensile del ${levelAfterOf(ccnl, level)} al ${italianDate(date)} come ${names} è **${euro(total)}** (${sum}, senza ${rest}).`;
}
