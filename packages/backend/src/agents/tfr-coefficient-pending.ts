import { euro, italianDate, percent } from '../kb/format.js';
import { cents } from '../payroll/index.js';
import type { TfrData } from '../payroll/payroll-data.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

/**
 * A month's revaluation coefficient the knowledge base lacks. A month not yet over (or just over) has no ISTAT
 * index yet: ISTAT publishes a month's FOI index in the month after. December's coefficient is the year's whole
 * revaluation: asked how the fund is revalued or by what percentage ("come lo rivaluto al 31 dicembre? che
 * percentuale uso?"), the rule of art. 2120 c.c. answers beside the gap, and on a fund stated, its fixed part
 * (1,5% of the fund), already certain.
 */

// How much the fund grows, or how (by what percentage) it is revalued: the rule is the answer.
const METHOD_ASKED =
  /\bcresc\w*|\baument\w*|\bdi quanto\b|\bcome si calcol\w*|\bpercentual\w*|\bcome (?:lo |la |li |le |si |va |vanno |devo |dobbiamo )?(?:rivalut|calcol|conteggi)\w*/;

export function missingCoefficient(
  month: string,
  today: string,
  message: string,
  rule?: TfrData['rule'],
  fund?: number,
): string {
  const named = italianDate(`${month}-01`).replace(/^1° /, '');
  const gap = `Il coefficiente di rivalutazione del TFR di ${named} ${bold('non è disponibile nella base di conoscenza')}`;
  if (month < today.slice(0, 7)) return `${gap}.`;
  const pending = `${gap}: l'indice ISTAT dei prezzi (FOI) di ${named} non è ancora stato pubblicato, perché l'ISTAT lo diffonde nel mese successivo; il coefficiente si potrà calcolare solo dopo.`;
  if (!month.endsWith('-12') || !METHOD_ASKED.test(readable(message))) return pending;
  const fixedPct = rule?.fixed_pct_per_year ?? 1.5;
  const sharePct = (rule?.inflation_share ?? 0.75) * 100;
  const taxPct = rule?.substitute_tax_pct ?? 17;
  const formula = ` Si calcolerà con la regola dell'art. 2120 c.c.: ${percent(fixedPct)} fisso più il ${percent(sharePct)} dell'aumento dell'indice FOI di dicembre rispetto al dicembre precedente`;
  if (fund === undefined || fund <= 0) return `${pending}${formula}.`;
  const fixed = cents((fund * fixedPct) / 100);
  // (The substitute tax only beside the fund's own revaluation: asked of the coefficient alone, the rule is enough.)
  return `${pending}${formula}; sulla rivalutazione si paga l'imposta sostitutiva del ${percent(taxPct)}. Su ${euro(fund)} di TFR accantonato la parte fissa è già certa: ${euro(fund)} × ${percent(fixedPct)} = ${bold(euro(fixed))}; la parte legata all'inflazione si aggiunge quando l'ISTAT pubblica l'indice di dicembre.`;
}
