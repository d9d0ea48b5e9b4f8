import { type LocalTaxes, localTaxes } from '../payroll/local-taxes.js';
import type { SurchargeTables } from '../payroll/surcharges.js';
import type { TypedRequest } from '../reader/request.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { sourceCitations } from './worked.js';

// "che aliquote valgono", "la soglia di esenzione", "ha cambiato l'addizionale?", "cosa è cambiato".
const RATES_OR_CHANGE =
  /\baliquot\w*|\bsogli\w*|\besenzion\w*|\b(?:cambiat\w*|cambia(?:to|no)?|modificat\w*|aggiornat\w*|variat\w*|novita)\b/;
// The net or an amount asked on this turn: answered by the calculation, which states its own caveat.
const AMOUNT_ASKED = /\bnett[oia]\b|\bin tasca\b|\bquanto (?:pag\w*|vien\w*|devo|dovr\w*)\b/;

/**
 * "la Provincia di Trento ha cambiato l'addizionale regionale per il 2026? che aliquote e che soglia valgono?":
 * the tables only carry the year over from the one before, while a change for that year is known to be
 * published and its values were not read. The carried-over rates would answer "no, nothing changed" with
 * figures no source gives for that year, so the answer is the gap, said plainly, with no rate or amount.
 * Undefined when the regional rates of that year were read, or when the turn asks a net or an amount.
 */
export function surchargeChangeUnread(
  message: string,
  local: LocalTaxes,
  year: number,
): AgentAnswer | undefined {
  const text = readable(message);
  const regional = local.regional;
  if (!regional?.changedUnread || !/\baddizional/.test(text) || !RATES_OR_CHANGE.test(text)) return undefined;
  if (AMOUNT_ASKED.test(text)) return undefined;
  return compose({
    answer: `${bold(`Le aliquote e la soglia dell'addizionale regionale ${year} (${regional.place}) non sono nella base di conoscenza`)}: per il ${year} il Dipartimento delle Finanze ha pubblicato un aggiornamento, ma i suoi valori non sono stati letti, quindi non posso dirti se e cosa è cambiato rispetto all'anno prima. Verificali sul sito del Dipartimento delle Finanze (addizionale regionale all'IRPEF, anno ${year}) o su quello della Provincia o Regione; se me li indichi, calcolo l'addizionale e il netto con quelle aliquote.`,
    citations: sourceCitations(local.sources),
    related: [],
  });
}

/**
 * The same gap asked in any subject's turn ("per il 2026, con la stessa RAL: Trento ha cambiato l'addizionale
 * regionale? che aliquote valgono?" after a net): the place and year the request read, only the regional
 * surcharge named (or no kind named).
 */
export function surchargeChangeUnreadFirst(
  tables: SurchargeTables,
  message: string,
  req: TypedRequest,
  today: string,
): AgentAnswer | undefined {
  const text = readable(message);
  if (!/\baddizional/.test(text) || /\bcomunal/.test(text) || !(req.slots.municipality || req.slots.region))
    return undefined;
  const year = req.slots.taxYear ?? Number(today.slice(0, 4));
  const local = localTaxes(
    tables,
    req.slots.municipality ? { municipality: req.slots.municipality } : { region: req.slots.region ?? '' },
    year,
  );
  return surchargeChangeUnread(message, local, year);
}
