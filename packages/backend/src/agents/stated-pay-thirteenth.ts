import { euro, MONTHS } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';

/**
 * A tredicesima of a year whose monthly pay changed on a month the user tells, each pay told ("fino a giugno ero
 * full time e prendevo 1.800 lordi, dal 1° luglio part time al 50%, 900 lordi"): the twelfths earned in each
 * stretch at that stretch's pay, added up (D.Lgs. 81/2015, art. 7 c. 2: the part-time share month by month).
 */

const MONTH = `(${MONTHS.join('|')})`;
// "dal 1° luglio", "da luglio", "a partire da luglio", "poi da settembre": where the second stretch starts.
const FROM = new RegExp(`\\b(?:dal|da|a partire da(?:l)?)\\s+(?:(?:1|primo)\\s*°?\\s+)?${MONTH}\\b`);
// "fino a giugno", "fino al 30 giugno", "da gennaio a giugno": where the first stretch ends.
const UNTIL = new RegExp(`\\b(?:fino a(?:l)?|da gennaio a)\\s+(?:\\d{1,2}\\s+)?${MONTH}\\b`);
// A month's pay in euro ("1.800 lordi", "900 euro", "1.350,50 €"), not a percentage.
const PAY =
  /(?<![\d.,])(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d{3,4}(?:,\d{1,2})?)\s*(?:€|euro\b|eur\b|lordi\b|lorde\b|al mese\b)/;
const THIRTEENTH = /\btredicesim/;

const payOf = (text: string) => {
  const m = PAY.exec(text)?.[1];
  return m ? Number(m.replace(/\./g, '').replace(',', '.')) : undefined;
};

export function statedPayThirteenth(message: string): AgentAnswer | undefined {
  const text = readable(message);
  if (!THIRTEENTH.test(text) || /\bquattordicesim/.test(text)) return undefined;
  const from = FROM.exec(text);
  if (!from?.[1] || from.index === undefined) return undefined;
  const start = MONTHS.indexOf(from[1] as (typeof MONTHS)[number]);
  const until = UNTIL.exec(text.slice(0, from.index));
  const end = until?.[1] ? MONTHS.indexOf(until[1] as (typeof MONTHS)[number]) : start - 1;
  if (start <= 0 || end !== start - 1) return undefined;
  const first = payOf(text.slice(0, from.index));
  const second = payOf(text.slice(from.index));
  if (!first || !second || first === second || first >= 10_000 || second >= 10_000) return undefined;
  const firstMonths = start;
  const secondMonths = 12 - start;
  const a = cents((first * firstMonths) / 12);
  const b = cents((second * secondMonths) / 12);
  const total = cents(a + b);
  const name = (f: number, t: number) => (f === t ? MONTHS[f] : `${MONTHS[f]}-${MONTHS[t]}`);
  return compose({
    answer: `La tredicesima lorda è di ${bold(euro(total))}: ${euro(a)} maturati da ${MONTHS[0]} a ${MONTHS[end]} su ${euro(first)} più ${euro(b)} da ${MONTHS[start]} a dicembre su ${euro(second)}, perché ogni mese matura un dodicesimo della retribuzione di quel mese.`,
    steps: [
      'La tredicesima matura 1/12 della retribuzione mensile per ogni mese lavorato, da gennaio a dicembre; quando la retribuzione cambia in corso d’anno (come nel passaggio al part-time, D.Lgs. 81/2015, art. 7, c. 2) si sommano i ratei maturati nei due periodi.',
      '',
      '| Periodo | Calcolo | Importo |',
      '| --- | --- | ---: |',
      `| ${name(0, end)} | ${euro(first)} × ${firstMonths}/12 | ${euro(a)} |`,
      `| ${name(start, 11)} | ${euro(second)} × ${secondMonths}/12 | ${euro(b)} |`,
      `| **Totale** | | **${euro(total)}** |`,
    ],
    assumptions: [
      'Anno intero lavorato, senza assenze che riducono i ratei.',
      'Le retribuzioni indicate sono quelle mensili utili per la 13ª secondo il contratto.',
      'Importo lordo: la mensilità aggiuntiva è tassata senza detrazioni.',
    ],
    citations: [],
    related: [],
  });
}
