import { figureValue } from '../kb/format.js';

/**
 * A fund stated before an advance was paid out of it ("al 31/12/2024 il TFR maturato risultava 22.000 € prima
 * dell'anticipo … gli abbiamo dato 8.000 €"): the advance leaves the fund when it is paid, so what is revalued the
 * next December is the fund less the advance (art. 2120 c.c.: the advance is deducted from the TFR). Undefined
 * unless both figures are told that way.
 */
const AMOUNT = String.raw`(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?)\s*(?:€|euro)`;
const FUND_BEFORE = new RegExp(
  `${AMOUNT}[^.;]{0,20}?\\b(?:prima dell'|prima di (?:dare |pagare |erogare )?l')anticip`,
);
const ADVANCE = [
  new RegExp(`\\banticip\\w*[^.;]{0,80}?${AMOUNT}`),
  new RegExp(`${AMOUNT}[^.;]{0,30}?\\b(?:di|come|a titolo di) anticip`),
];

export function fundLessAdvance(text: string): { fund: number; advance: number } | undefined {
  const fundSaid = FUND_BEFORE.exec(text);
  if (!fundSaid?.[1]) return undefined;
  const fund = figureValue(fundSaid[1]);
  // The advance is the other amount told beside the word (never the fund's own figure).
  const advance = ADVANCE.map((re) => re.exec(text)?.[1])
    .map((v) => (v === undefined ? undefined : figureValue(v)))
    .find((v) => v !== undefined && v !== fund);
  if (advance === undefined || !(advance > 0) || advance >= fund) return undefined;
  return { fund, advance };
}
