import { euro } from '../kb/format.js';
import type { LevelPay } from '../kb/pay.js';
import { fold } from '../reader/text.js';
import { bold } from './compose.js';

type Component = LevelPay['row']['components'][number];

/** The words a payslip may print an item as: its label, and the short name or the words in brackets. */
function itemWords(label: string): string[] {
  const folded = fold(label);
  const inBrackets = /\(([^)]+)\)/.exec(folded)?.[1];
  const outside = folded.replace(/\([^)]*\)/g, ' ').trim();
  return [outside, ...(inBrackets ? [inBrackets] : [])].filter((w) => w.length > 1);
}

/** "26,67" as a payslip prints it, with or without the thousands' dot. */
const printed = (amount: number) => euro(amount).replace(/\s*€$/, '');

/**
 * The monthly items of the level's minimum a payslip leaves out ("minimo contrattuale 1.823,56" and no EPA line,
 * where the table's minimum is minimum plus EPA): neither named nor printed as an amount anywhere on it.
 */
export function itemsMissingFrom(pay: LevelPay, documentText: string): Component[] {
  const doc = fold(documentText);
  return pay.row.components.filter(
    (c) =>
      c.payments === undefined &&
      c.amount > 0 &&
      !itemWords(c.label).some((w) => doc.includes(w)) &&
      !doc.includes(printed(c.amount)) &&
      !doc.includes(printed(c.amount).replace('.', '')),
  );
}

/** The sentence naming the items left out and how much they add to the month; '' when none is. */
export function missingItemsSentence(pay: LevelPay, documentText: string): string {
  const missing = itemsMissingFrom(pay, documentText);
  if (!missing.length || missing.length === pay.row.components.length) return '';
  const total = missing.reduce((sum, c) => sum + c.amount, 0);
  const names = missing.map((c) => `${c.label} di ${bold(euro(c.amount))}`).join(' e ');
  return ` Nel documento ${missing.length === 1 ? 'manca la voce' : 'mancano le voci'} ${names}: ${missing.length === 1 ? 'fa' : 'fanno'} parte del minimo del livello (${euro(pay.row.amount)}), quindi mancano ${bold(`${euro(total)} al mese`)}.`;
}
