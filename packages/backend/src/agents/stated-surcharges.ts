import { parseNumber } from '../reader/numbers.js';
import { expandShorthand } from '../reader/shorthand.js';
import { readable } from '../reader/text.js';

/**
 * The regional and municipal surcharges a payslip's figures include ("add 35", "addizionali 41,20", "addiz. reg.
 * 25,10 add. com. 8", "addizionale regionale 22,50 e comunale 9"): summed, so a net asked of the figures takes them
 * off too. Undefined when none is stated with its figure.
 */
const SURCHARGE =
  /\b(?:addizional\w*|addiz\b\.?|add\.)(?:\s*(?:reg\w*|com\w*|irpef)\.?)*(?:\s+(?:e|ed)\s+(?:reg\w*|com\w*)\.?)?\s*(?:[:=]\s*)?(?:€\s*)?(\d[\d.]*(?:,\d{1,2})?)(?!\s*%)/g;
const MUNICIPAL_AFTER =
  /^\s*(?:e|,)\s*(?:l'|la )?(?:comunal\w*|com\.)\s*(?:[:=]\s*)?(?:€\s*)?(\d[\d.]*(?:,\d{1,2})?)(?!\s*%)/;

export function statedSurcharges(message: string): number | undefined {
  const text = readable(expandShorthand(message));
  let total = 0;
  let found = false;
  for (const m of text.matchAll(SURCHARGE)) {
    const value = parseNumber(m[1] ?? '');
    if (value === undefined || value <= 0 || value > 2000) continue;
    total += value;
    found = true;
    const next = MUNICIPAL_AFTER.exec(text.slice(m.index + m[0].length));
    const more = next ? parseNumber(next[1] ?? '') : undefined;
    if (more !== undefined && more > 0 && more <= 2000) total += more;
  }
  return found ? Math.round(total * 100) / 100 : undefined;
}
