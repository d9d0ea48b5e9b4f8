import { parseNumber } from '../reader/numbers.js';
import { readable } from '../reader/text.js';
import type { AgentContext } from './context.js';

/**
 * The municipal surcharge rate the user gives for the case ("comunale di Bari consideri 0,8%", "comunale di
 * Genova mettila all'1%", "addizionale comunale 0,7% con soglia di esenzione 15.000 €", "metta 0,8% di
 * comunale"): the latest turn that states one, with its exemption threshold when said. A computation uses it
 * instead of the table's.
 */
interface Place {
  municipality?: string | undefined;
  region?: string | undefined;
}

/**
 * The turns, newest first, whose stated rates can still hold for the place asked: once a newer turn names that
 * place ("e se risiedesse a Milano?"), an older turn that does not name it stated its rates for another place
 * (the Veneto's 1,23% is no rate of Lombardia) and is left out, with every turn before it.
 */
function turnsForPlace(ctx: Pick<AgentContext, 'message' | 'history'>, place: Place | undefined): string[] {
  const names = [place?.municipality, place?.region]
    .filter((name): name is string => Boolean(name))
    .map((name) => readable(name));
  const out: string[] = [];
  let named = false;
  for (const turn of [ctx.message, ...[...(ctx.history ?? [])].reverse()]) {
    const text = readable(turn);
    const namesPlace = names.some((name) => text.includes(name));
    if (named && !namesPlace) break;
    named ||= namesPlace;
    out.push(text);
  }
  return out;
}

const RATE = /\b(?:comunal\w*|comune)\b[^%.?!;\d]{0,40}?(\d(?:[.,]\d+)?)\s*%/;
// The rate written first: "0,8% di comunale", "lo 0,8 % per la comunale".
const RATE_BEFORE = /(\d(?:[.,]\d+)?)\s*%\s*(?:di |per |come |d')?(?:la |l')?(?:addizional\w* )?comunal\w*/;
const THRESHOLD = /\b(?:soglia|esenzion\w*|esent\w*)\b[^.?!;\d]{0,30}?(\d{1,3}(?:\.\d{3})+|\d{4,6})\b/;
// The legal maximum is 0,8% (0,9% for Rome): a larger figure is not a municipal rate.
const MAX_RATE = 1.2;

export function statedMunicipalRate(
  ctx: Pick<AgentContext, 'message' | 'history'>,
  place?: Place,
): { ratePct: number; exemptionThreshold?: number } | undefined {
  for (const text of turnsForPlace(ctx, place)) {
    const found = RATE_BEFORE.exec(text) ?? RATE.exec(text);
    const ratePct = found ? parseNumber(found[1] ?? '') : undefined;
    if (!found || ratePct === undefined || ratePct <= 0 || ratePct > MAX_RATE) continue;
    const after = text.slice(found.index);
    const threshold = THRESHOLD.exec(after.slice(0, 120));
    const exemptionThreshold = threshold ? parseNumber(threshold[1] ?? '') : undefined;
    return exemptionThreshold ? { ratePct, exemptionThreshold } : { ratePct };
  }
  return undefined;
}

// "metta 1,23% di regionale", "addizionale regionale all'1,73%": the regional rate the user gives, used
// instead of the region's brackets.
const REGIONAL_BEFORE =
  /(\d(?:[.,]\d+)?)\s*%\s*(?:di |per |come |d')?(?:la |l')?(?:addizional\w* )?regional\w*/;
// ("addizionale regionale Veneto e comunale 0,7%": a figure after the municipal surcharge is named is that one's.)
const REGIONAL = /\bregional\w*\b(?:(?!\bcomun(?:al\w*|e)\b)[^%.?!;\d]){0,40}?(\d(?:[.,]\d+)?)\s*%/;
// The regional ceiling is 3,33%.
const MAX_REGIONAL = 3.33;

export function statedRegionalRate(
  ctx: Pick<AgentContext, 'message' | 'history'>,
  place?: Place,
): number | undefined {
  for (const text of turnsForPlace(ctx, place)) {
    const found = REGIONAL_BEFORE.exec(text) ?? REGIONAL.exec(text);
    const ratePct = found ? parseNumber(found[1] ?? '') : undefined;
    if (found && ratePct !== undefined && ratePct > 0 && ratePct <= MAX_REGIONAL) return ratePct;
  }
  return undefined;
}
