import { markedAsk } from './asking-clause.js';
import type { TypedRequest } from './request.js';

/**
 * A purpose told before the ask is not what is asked: "preparo l'offerta per una gara che parte nel 2027 e devo
 * mettere il costo del personale. Il prossimo aumento quando scatta e a quanto va il minimo del 2° livello?" asks
 * the renewal's next tranche (its date and the minimum it brings), not a calculation of the employer's cost in
 * 2027. The year the story names stays the day the tables are read at, not a tax year to compute in.
 */

/** The ask names a coming increase of the tables: "il prossimo aumento", "la prossima tranche", "quando scatta". */
const NEXT_INCREASE =
  /\b(?:prossim[oa]|successiv[oa]|nuov[oa])\s+(?:aument\w*|tranche|scatto contrattuale|rata dell'aumento)\b|\bquando scatt\w*\b/;

/** The ask itself names a cost or a contribution: then the calculation is asked after all. */
// ("quale aliquota pago su questo contratto?": a contribution's rate.)
const COST_ASKED =
  /\b(?:cost\w*|contribut\w*|aliquot\w*|inps|inail|oneri|tfr|aziend\w* spende|quanto spend\w*)\b/;

/**
 * The ask names a table minimum ("a quanto sale il minimo tabellare dal 1° gennaio 2027?", "la paga base del 3A
 * da gennaio?"): the minimum at that date, read from the tables, with a cost or a budget only the purpose.
 */
const MINIMUM_ASKED =
  /\bminim[oi]\b(?! (?:contributiv|impon|inps|giornalier))|\bpaga base\b|\btabellar[ei]\b/;

/** A minimum named as the basis of a cost ("e per un C3 coi minimi di luglio?", "sul suo tabellare"): the cost is asked. */
const MINIMUM_AS_BASIS =
  /\b(?:co[iln]|con (?:il|i|la|le)|sul|sui|al|ai|in base a\w*|applicando)\s+(?:(?:suo|suoi|mio|miei|tuo|loro) )?(?:(?:nuov|vecchi)\w* )?(?:minim|paga base|tabellar)/;

export function nextTrancheAsked(request: TypedRequest, text: string): Partial<TypedRequest> {
  if (request.intent !== 'employer_cost' || request.slots.agreements.length !== 1) return {};
  const asked = markedAsk(text);
  if (
    asked &&
    MINIMUM_ASKED.test(asked) &&
    !MINIMUM_AS_BASIS.test(asked) &&
    !COST_ASKED.test(asked) &&
    !NEXT_INCREASE.test(asked)
  ) {
    const { taxYear: _year, ...slots } = request.slots;
    return {
      intent: 'minimum_pay',
      alsoAsked: request.alsoAsked.filter((intent) => intent !== 'minimum_pay' && intent !== 'employer_cost'),
      slots,
    };
  }
  if (!asked || !NEXT_INCREASE.test(asked) || COST_ASKED.test(asked)) return {};
  const { taxYear: _year, ...slots } = request.slots;
  return {
    intent: 'renewal',
    alsoAsked: request.alsoAsked.filter((intent) => intent !== 'renewal' && intent !== 'employer_cost'),
    slots,
  };
}
