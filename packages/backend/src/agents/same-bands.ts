import { bandOf, holds } from './bands.js';

/**
 * A job kept "per 10, 45 o 180 giorni di calendario nelle stesse fasce di anzianità": the figures follow the
 * bands the rule listed first ("fino a 6 mesi …, 10 da 6 mesi a 2 anni, 15 oltre i 2 anni"), so the worker's
 * years pick the figure in the same place. Undefined when the sentence or the bands are not there.
 */
export function sameBandsFigure(kept: string, statement: string, years: number): string | undefined {
  const said = /\b(\d+), (\d+) o (\d+) (giorni(?: di calendario)?|mesi)\b[^.;]*?\bstesse fasce\b/.exec(kept);
  if (!said) return undefined;
  const bands = statement
    .split(/,\s+|;\s+/)
    .map((text) => bandOf(text))
    .filter((band) => band !== undefined)
    .slice(0, 3);
  if (bands.length !== 3) return undefined;
  const index = bands.findIndex((band) => holds(band, years));
  const figure = index >= 0 ? said[index + 1] : undefined;
  return figure ? `${figure} ${said[4]}` : undefined;
}
