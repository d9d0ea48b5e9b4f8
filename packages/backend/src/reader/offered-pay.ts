import { askedClause } from './asking-clause.js';
import type { TypedRequest } from './request.js';

/**
 * A story with the pay of today and the pay of an offer ("adesso prendo 36.500 lordi … un'azienda mi offre una RAL
 * di 42.000 … con l'offerta nuova quanto mi resterebbe netto?"): the ask names the offer, so its pay is the one
 * computed, not the first figure told. The offered pay is the first yearly figure after the offer's word.
 */
const OFFER = /\b(?:offr\w*|offert\w*|propost\w*|propon\w*|propongono)\b/g;
const ASKS_OFFER =
  /\b(?:offert\w*|propost\w*|nuov[oa] (?:lavoro|posto|azienda|contratto|impiego|ral|stipendio)|se accett\w*|accettando|se (?:cambio|cambiassi|passo|passassi)|cambiando|passando)\b/;
const CALCULATIONS = new Set(['gross_to_net', 'employer_cost', 'tfr', 'payroll_rules']);

const written = (value: number): RegExp => {
  const dotted = value.toLocaleString('it-IT', { useGrouping: true, maximumFractionDigits: 2 });
  const plain = String(value);
  const thousands = value % 1000 === 0 ? `|\\b${value / 1000}\\s*(?:mila|k)\\b` : '';
  return new RegExp(`\\b(?:${dotted.replace(/\./g, '\\.')}|${plain})\\b${thousands}`);
};

export function offeredPay(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (!CALCULATIONS.has(request.intent)) return {};
  const yearly = request.slots.amounts.filter((a) => a.kind === 'ral');
  if (yearly.length < 2 || !ASKS_OFFER.test(askedClause(text))) return {};
  const offerAt = [...text.matchAll(OFFER)].map((m) => m.index);
  if (!offerAt.length) return {};
  const at = (value: number) => {
    const pattern = written(value);
    return offerAt
      .map((from) => {
        const found = pattern.exec(text.slice(from));
        return found ? from + found.index : Number.POSITIVE_INFINITY;
      })
      .reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
  };
  const offered = yearly
    .map((a) => ({ a, at: at(a.value) }))
    .filter((x) => x.at !== Number.POSITIVE_INFINITY)
    .sort((x, y) => x.at - y.at)[0]?.a;
  if (!offered || offered === yearly[0]) return {};
  const amounts = [offered, ...request.slots.amounts.filter((a) => a.kind !== 'ral')];
  return { slots: { ...request.slots, amounts } };
}
