import { numbersIn } from './numbers.js';
import type { AmountKind, TypedRequest } from './request.js';

const PAY_KINDS: readonly AmountKind[] = ['ral', 'monthly_gross', 'net'];
const YEAR = /\b(20[12]\d)\b/g;

/** The one year a sentence names ("nel 2024 ho preso 29.800 € lordi"), or none when it names two or none. */
function yearOf(sentence: string): string | undefined {
  const years = new Set([...sentence.matchAll(YEAR)].map((m) => m[1]));
  return years.size === 1 ? [...years][0] : undefined;
}

/**
 * "nel 2024 ho preso 29.800 € lordi. Nel 2025 la mia RAL è stata di 31.500 €: quanto TFR ho maturato solo nel
 * 2025?": figures of one kind each said in a sentence of its own year are that year's; the asking sentence's
 * year picks its own and drops the others (a second figure is not a second job nor a raise).
 */
export function yearTiedPay(req: TypedRequest, text: string): Partial<TypedRequest> {
  const sentences = text.split(/(?<=[.?!;])\s+/);
  const asking = sentences.filter((s) => s.includes('?')).at(-1);
  const askedYear = asking ? yearOf(asking) : undefined;
  if (!askedYear) return {};
  const amounts = req.slots.amounts;
  for (const kind of PAY_KINDS) {
    const same = amounts.filter((a) => a.kind === kind);
    if (same.length < 2) continue;
    const yearOfValue = new Map<number, string | undefined>();
    for (const sentence of sentences) {
      // The clause's own year ("ho cambiato reparto e nel 2024 ho preso 29.800"): the nearest said before the
      // figure, else the clause's only one, else the sentence's only one.
      for (const clause of sentence.split(/(?<=,)\s+/)) {
        const years = [...clause.matchAll(YEAR)];
        for (const n of numbersIn(clause)) {
          if (!same.some((a) => a.value === n.value) || yearOfValue.has(n.value)) continue;
          const before = years.filter((y) => y.index < n.start).at(-1)?.[1];
          yearOfValue.set(n.value, before ?? yearOf(clause) ?? yearOf(sentence));
        }
      }
    }
    const tied = same.filter((a) => yearOfValue.get(a.value) !== undefined);
    // Every figure of the kind is tied to a year of its own, and one to the year asked.
    if (tied.length !== same.length) continue;
    const asked = same.filter((a) => yearOfValue.get(a.value) === askedYear);
    if (asked.length !== 1 || new Set(tied.map((a) => yearOfValue.get(a.value))).size !== same.length)
      continue;
    return {
      slots: {
        ...req.slots,
        amounts: amounts.filter((a) => a.kind !== kind || a === asked[0]),
      },
    };
  }
  return {};
}
