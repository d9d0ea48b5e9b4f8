import type { Amount } from './request.js';

// "è 2.200 non 2100", "2.200 e non 2.100", "non 2100 ma 2.200": an amount kept against the one denied.
const NUMBER = String.raw`(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?)`;
const KEPT_FIRST = new RegExp(
  String.raw`${NUMBER}(?: euro| €)?,? (?:e )?non (?:era |erano |e |di )?${NUMBER}\b`,
);
const KEPT_LAST = new RegExp(
  String.raw`\bnon (?:era |erano |e |di )?${NUMBER}(?: euro| €)?,? ma ${NUMBER}\b`,
);

const value = (written: string) => Number(written.replace(/\./g, '').replace(',', '.'));

/**
 * The amounts after a turn that corrects one of them ("scusa ho letto male il lordo, è 2.200 non 2100"): the
 * denied amount takes the value kept, keeping its meaning, and the kept figure read alone (as "other") goes.
 * Undefined when the turn corrects no amount the conversation holds. Runs on the folded text.
 */
export function correctedAmounts(text: string, amounts: readonly Amount[]): Amount[] | undefined {
  const first = KEPT_FIRST.exec(text);
  const last = first ? undefined : KEPT_LAST.exec(text);
  const [kept, denied] = first
    ? [value(first[1] ?? ''), value(first[2] ?? '')]
    : last
      ? [value(last[2] ?? ''), value(last[1] ?? '')]
      : [Number.NaN, Number.NaN];
  // Counts of years, hours and levels are corrected elsewhere (corrections.ts): only amounts of money here.
  if (!(kept >= 100) || !(denied >= 100) || kept === denied) return undefined;
  const target = amounts.find((a) => a.kind !== 'other' && a.kind !== 'hours' && a.value === denied);
  if (!target) return undefined;
  return amounts
    .filter((a) => !(a.kind === 'other' && (a.value === kept || a.value === denied)))
    .map((a) => (a === target ? { ...a, value: kept } : a));
}
