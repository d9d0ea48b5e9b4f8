import { NOT_AVAILABLE } from '../kb/format.js';
import { type DomesticData, toSourceRef } from '../payroll/payroll-data.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { sourceCitations } from './worked.js';

/**
 * A domestic worker's hourly INPS contribution asked for a year the payroll data has no table of ("quanto sarà il
 * contributo orario della colf nel primo trimestre 2027?"): the INPS publishes each year's bands and amounts with
 * its circular at the start of that year, so a later year is a gap, said as one. Before, the question fell to the
 * ordinary employee's rules (9,19% of the pay), which never apply to domestic work. The last year held is named,
 * without its amounts: they are not the year asked.
 */
export function domesticYearGap(data: DomesticData, year: number): AgentAnswer {
  const latest = data.years.toSorted((a, b) => a.year - b.year).at(-1);
  const last = latest
    ? ` Gli ultimi importi presenti sono quelli del ${latest.year}, in vigore dal 1° gennaio ${latest.year}: per il ${year} possono cambiare.`
    : '';
  const ahead = latest !== undefined && year > latest.year;
  return compose({
    answer: `Contributi INPS ${year} per colf e badanti: ${bold(NOT_AVAILABLE)}. Fasce di paga oraria e contributi orari del lavoro domestico escono ogni anno con la circolare INPS di inizio anno, e quelli del ${year} non sono ${ahead ? 'ancora ' : ''}nella base di conoscenza.${ahead ? last : ''}`,
    steps: [
      'Nel lavoro domestico il contributo è una cifra fissa per ogni ora retribuita, secondo la fascia di paga oraria (una sola fascia oltre 24 ore settimanali), non una percentuale dello stipendio.',
    ],
    assumptions: ['Il datore di lavoro domestico non trattiene l’IRPEF.'],
    citations: latest ? sourceCitations(latest.sources.map((s) => toSourceRef(s, latest.applies_from))) : [],
    related: latest
      ? [`Quanto è il contributo orario INPS della colf nel ${latest.year}?`]
      : ['Quanto è il contributo orario INPS della colf?'],
  });
}
