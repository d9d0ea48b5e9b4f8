import { BASE_NAMED, baseComponent } from '../kb/pay-items.js';
import type { PayRow } from '../kb/schema.js';
import { parseNumber } from '../reader/numbers.js';
import { fold } from '../reader/text.js';

/** A table item a question names with its figure ("paga base 1.292,46", "3° ELEMENTO 2,07"). */
export interface NamedItem {
  label: string;
  table: number;
  given: number;
}

/** "3° elemento", "3 elemento": the Commercio's "terzo elemento" as payslips abbreviate it. */
export const spelled = (text: string) => text.replace(/\b3\s*(?:°|º|o)?\s*elemento\b/g, 'terzo elemento');

/** Each item of the level's row the text names with a money figure after it. */
export function namedItems(row: PayRow, folded: string, strict = false): NamedItem[] {
  const text = spelled(folded);
  const base = baseComponent(row);
  return row.components.flatMap((c) => {
    // "terzo elemento" names "terzo elemento nazionale": the label's first two words are enough; the base item
    // is named as payslips name it ("paga base" for the Alimentari's "minimo (TEM)").
    const words = fold(c.label)
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .split(' ');
    const at =
      new RegExp(words.join(' ')).exec(text) ??
      (words.length > 2 ? new RegExp(words.slice(0, 2).join(' ')).exec(text) : null) ??
      (c === base ? BASE_NAMED.exec(text) : null);
    // The first figure after the item's name that is money, not "del 5° livello" or "al 50%".
    const after = at ? text.slice(at.index + at[0].length, at.index + at[0].length + 40) : '';
    // (A count column before the amount, "Minimo tabellare   26   2.158,26", is the days, not the figure.)
    const money = [...after.matchAll(/\d[\d.]*(?:,\d{1,2})?/g)].find((m) => {
      const rest = after.slice(m.index + m[0].length);
      const count =
        /^\d{1,3}$/.test(m[0]) && /^\s+(?:gg\s+|giorni\s+)?\d{1,3}(?:\.\d{3})*,\d{2}\b/.test(rest);
      return !count && !/^\s*(?:°|ª|º|livell|%|ore|anni|mesi)/.test(rest);
    });
    // strict: the figure right after the name, as a payslip's line reads ("paga base 1.292,46", "CONTINGENZA:
    // 524,22"), never one further on ("paga base più contingenza per 1.700": the sum of both, not an item's).
    if (strict && !/^\s*(?:[:=]\s*)?(?:€|euro|eur)?\s*\d/.test(after)) return [];
    const value = money ? parseNumber(money[0]) : undefined;
    return value === undefined ? [] : [{ label: c.label, table: c.amount, given: value }];
  });
}

/** Pay items beside the table's on a typed payslip ("SCATTI 20,66", "superminimo 50,00"): part of its gross. */
export function extraItems(folded: string): { label: string; given: number }[] {
  return [
    ...folded.matchAll(
      /\b(scatti(?: di anzianita| anzianita)?|superminimo)\s*(?:[:=]\s*)?(?:€|euro)?\s*(\d[\d.]*,\d{2})\b/g,
    ),
  ].map((m) => ({ label: m[1] ?? '', given: parseNumber(m[2] ?? '') ?? 0 }));
}
