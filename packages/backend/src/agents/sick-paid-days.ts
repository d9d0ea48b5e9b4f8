import { clauseForSeniority } from './bands.js';

/**
 * Session 29 (fixs29e): where an agreement pays a number of sick days a year by seniority (domestic work: 8, 10 or
 * 15 days), the days of the seniority told, with its band: "15 giorni retribuiti l'anno (con 3 anni di anzianità,
 * fascia oltre i 2 anni)"; undefined when the rule bands no paid days.
 */
export function paidDaysOf(statement: string, years: number): string | undefined {
  const clause = clauseForSeniority(statement, years);
  const said = /^(?:fino a )?(\d+ giorni)\s+(.+)$/.exec(clause ?? '');
  if (!said || !/\bgiorni retribuiti\b/.test(statement)) return undefined;
  return `${said[1]} retribuiti l'anno (con ${yearsLabel(years)} di anzianità, fascia ${said[2]})`;
}

const yearsLabel = (years: number): string =>
  years < 1
    ? `${Math.round(years * 12)} mesi`
    : years === 1
      ? '1 anno'
      : `${String(years).replace('.', ',')} anni`;
