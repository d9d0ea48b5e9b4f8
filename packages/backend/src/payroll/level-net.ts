import { type GrossToNet, type GrossToNetInput, grossToNet } from './gross-net.js';
import { num, requireAmount, type SourceRef, step, type Worked } from './steps.js';
import type { SurchargeTables } from './surcharges.js';

/**
 * Gross → net from an agreement level's monthly pay (the table minimum plus its components, seniority,
 * superminimo), with the items paid on fewer monthly payments added once a year (an EDR on 13 payments).
 * The caller reads the figures from the knowledge base and passes their source; the steps show how the RAL
 * is built before the net computation.
 */

export interface LevelGrossToNetInput extends Omit<GrossToNetInput, 'ral' | 'monthlyGross'> {
  /** "CCNL Commercio, 4° livello". */
  levelLabel: string;
  /** Monthly amount paid on every monthly payment. */
  monthly: number;
  /** Items paid on fewer payments: amount per payment × their payments. */
  fewerPayments?: { label: string; amount: number; payments: number }[];
  tableSource?: SourceRef;
}

export function levelGrossToNet(tables: SurchargeTables, input: LevelGrossToNetInput): Worked<GrossToNet> {
  const monthly = requireAmount(input.monthly, 'la retribuzione mensile del livello');
  const payments = input.payments ?? 13;
  const extras = input.fewerPayments ?? [];
  const ral = monthly * payments + extras.reduce((sum, e) => sum + e.amount * e.payments, 0);
  const { monthly: _m, fewerPayments: _f, levelLabel, tableSource, ...rest } = input;
  const worked = grossToNet(tables, { ...rest, ral });
  const formula = [
    `${num(monthly)} × ${payments} mensilità`,
    ...extras.map((e) => `${num(e.amount)} × ${e.payments} (${e.label})`),
  ].join(' + ');
  return {
    ...worked,
    steps: [
      step(`Retribuzione mensile (${levelLabel})`, 'dalla tabella del contratto', monthly),
      step('Retribuzione annua lorda (RAL)', formula, ral),
      ...worked.steps,
    ],
    sources: tableSource ? [tableSource, ...worked.sources] : worked.sources,
  };
}
