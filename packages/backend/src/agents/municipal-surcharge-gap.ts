import type { LocalTaxes } from '../payroll/local-taxes.js';
import type { SurchargeTables } from '../payroll/surcharges.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { compose } from './compose.js';
import { municipalYearGap } from './municipal-year-gap.js';
import { leavesMunicipalOut } from './stated-municipal-rate.js';

const MUNICIPAL = /\baddizional\w*\s+(?:irpef\s+)?comunal\w*|\bcomunal\w*\s+(?:irpef\s+)?addizional/;
const REGIONAL =
  /\baddizional\w*\s+(?:irpef\s+)?regional\w*|\bregional\w*\s+(?:irpef\s+)?addizional|\baddizionali\b/;

/**
 * "e se ci aggiungo l'addizionale comunale di Ancona, quanto gli tolgono? che aliquota ha?": the municipal
 * surcharge is what is asked, so when the knowledge base lacks that comune the answer is that gap, said first,
 * not a net that quietly leaves it out (or adds the regional one nobody asked for).
 */
export function municipalSurchargeGap(
  message: string,
  local: LocalTaxes,
  year: number,
  related: string[],
  tables?: SurchargeTables,
  history: readonly string[] = [],
): AgentAnswer | undefined {
  const text = readable(message);
  if (!MUNICIPAL.test(text) || REGIONAL.test(text) || leavesMunicipalOut(text)) return undefined;
  if (!local.place || local.municipal) return undefined;
  const comune = local.place.municipality;
  // A comune the tables hold, whose rate for this year is unresolved: that gap, and the earlier year's rate as such.
  const unresolved = tables && municipalYearGap(tables, comune, year, [message, ...history]);
  if (unresolved)
    return compose({
      answer: `${unresolved.sentence} Per questo non posso dirti quanto toglierebbe dal netto nel ${year}, e non la stimo per non darti una cifra inventata.`,
      assumptions: [
        `L'aliquota ${year} si troverà nella delibera del comune di ${comune} pubblicata sul sito del Dipartimento delle Finanze; se me la indichi, ricalcolo il netto con l'addizionale comunale.`,
      ],
      citations: unresolved.citations,
      related,
    });
  return compose({
    answer: `L'addizionale comunale IRPEF ${year} di ${comune} non è presente nella base di conoscenza (copre i venti comuni più popolosi): non posso dirti l'aliquota di ${comune} né quanto toglierebbe in più dal netto, e non la stimo per non darti una cifra inventata.`,
    assumptions: [
      `L'aliquota e l'eventuale soglia di esenzione si trovano nella delibera del comune di ${comune} pubblicata sul sito del Dipartimento delle Finanze; se me le indichi, ricalcolo il netto con l'addizionale comunale.`,
    ],
    citations: [],
    related,
  });
}
