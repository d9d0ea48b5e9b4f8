import { parseItalianNumber } from '@ccnl/core';
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
function turnsForPlace(
  ctx: Pick<AgentContext, 'message' | 'history'>,
  place: Place | undefined,
  ratesOnly = false,
): string[] {
  const names = [place?.municipality, place?.region]
    .filter((name): name is string => Boolean(name))
    .map((name) => readable(name));
  // (Only when the surcharge itself is asked: a net asked again "nel 2025, stessa RAL" keeps the rates the user
  // gave for the case.)
  const own = readable(ctx.message);
  const asked = /\baddizional|\bcomunal|\bregional/.test(own) ? yearsIn(own) : [];
  const out: string[] = [];
  let named = false;
  for (const [i, turn] of [ctx.message, ...[...(ctx.history ?? [])].reverse()].entries()) {
    const text = readable(turn);
    const namesPlace = names.some((name) => text.includes(name));
    if (named && !namesPlace) break;
    named ||= namesPlace;
    // "nel 2025 (comunale Palermo 1,014%) …", then "e nel 2026 l'addizionale comunale?": a rate said of another
    // year is no answer for the year asked (surcharges change from one year to the next).
    const years = yearsIn(text);
    if (ratesOnly && i > 0 && asked.length && years.length && !years.some((y) => asked.includes(y))) continue;
    out.push(text);
  }
  return out;
}

/** The years a text names ("nel 2025", "RAL 2026"). */
const yearsIn = (text: string): string[] => [...new Set(text.match(/\b20[2-3]\d\b/g) ?? [])];

// ("il comune, ci ha detto il commercialista, applica lo 0,8%": an aside between the municipality and its rate;
// "un comune del veneto, regionale 1,23% e comunale 0,8%": a figure after the regional surcharge is that one's.)
const RATE = /\b(?:comunal\w*|comune)\b(?:(?!\bregional\w*\b)[^%.?!;\d]){0,60}?(\d(?:[.,]\d+)?)\s*%/;
// The rate written first: "0,8% di comunale", "lo 0,8 % per la comunale".
const RATE_BEFORE = /(\d(?:[.,]\d+)?)\s*%\s*(?:di |per |come |d')?(?:la |l')?(?:addizional\w* )?comunal\w*/;
// "il comune ha lo 0,8 senza soglia": a decimal below one after the municipality, the "%" left out.
const RATE_BARE =
  /\b(?:comunal\w*|comune)\b[^%.?!;\d]{0,40}?\b(0[.,]\d{1,2})\b(?!\s*(?:€|euro|mila|k\b|[.,]?\d))/;
// (Within the clause: "senza esenzioni, RAL 45.000 €" names no threshold, the RAL after the comma is no threshold.)
const THRESHOLD = /\b(?:soglia|esenzion\w*|esent\w*)\b[^.?!;,\d]{0,30}?(\d{1,3}(?:\.\d{3})+|\d{4,6})\b/;
// "0,8% senza soglie", "senza esenzioni", "nessuna soglia": the rate on the whole income.
const NO_THRESHOLD =
  /\b(?:senza|nessuna|niente|zero)\s+(?:alcuna\s+)?(?:sogli\w*|esenzion\w*|fasc\w* di esenzione)/;
// A rate as written, its third decimal kept ("comunale 1,014%"); parseNumber rounds amounts to the cent.
const rateOf = (raw: string): number | undefined => parseItalianNumber(raw.trim());
// The legal maximum is 0,8% (0,9% for Rome): a larger figure is not a municipal rate.
const MAX_RATE = 1.2;

export function statedMunicipalRate(
  ctx: Pick<AgentContext, 'message' | 'history'>,
  place?: Place,
): { ratePct: number; exemptionThreshold?: number } | undefined {
  for (const text of turnsForPlace(ctx, place, true)) {
    const found = RATE_BEFORE.exec(text) ?? RATE.exec(text) ?? RATE_BARE.exec(text);
    const ratePct = found ? rateOf(found[1] ?? '') : undefined;
    if (!found || ratePct === undefined || ratePct <= 0 || ratePct > MAX_RATE) continue;
    const after = text.slice(found.index);
    const near = after.slice(0, 120);
    const threshold = NO_THRESHOLD.test(near) ? null : THRESHOLD.exec(near);
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
  surchargeNamed = false,
): number | undefined {
  for (const text of turnsForPlace(ctx, place, true)) {
    // (With no place, only a rate said of the surcharge: "addizionale regionale 1,23%", "1,23% di regionale".)
    if (surchargeNamed && !/\baddizional\w*\b[^.?!;]{0,30}\bregional|\d\s*%\s*(?:di |d')?regional/.test(text))
      continue;
    const found = REGIONAL_BEFORE.exec(text) ?? REGIONAL.exec(text);
    const ratePct = found ? rateOf(found[1] ?? '') : undefined;
    if (found && ratePct !== undefined && ratePct > 0 && ratePct <= MAX_REGIONAL) return ratePct;
  }
  return undefined;
}

// "lasciando fuori l'addizionale comunale", "senza considerare la comunale", "la comunale lasciala fuori",
// "escludi la comunale": the net asked without it.
const MUNICIPAL_LEFT_OUT = new RegExp(
  [
    /\b(?:lasciand\w* fuori|lasciat\w* fuori|lascia\w* (?:fuori|stare|perdere)|escludend\w*|escludi\w*|esclus[ao]|senza (?:considerare |contare |calcolare |mettere )?|a parte|tralascia\w*|trascura\w*|non consider\w*|non cont\w*|non (?:mett|includ|aggiung)\w*|tolt[ao]|togli\w*|niente)\s*(?:anche |pure )?(?:l'|l |la )?(?:addizional\w*\s+(?:irpef\s+)?)?comunal\w*/
      .source,
    /\bcomunal\w*,?\s+(?:(?:la|lo|l')\s*)?(?:lascia\w*\s+(?:fuori|stare|perdere)|escludi\w*|esclus[ao]|togli\w*|non (?:la |l')?(?:mett|consider|cont|calcol|includ)\w*)/
      .source,
  ].join('|'),
);
// "Grassobbio, che non applica l'addizionale comunale", "il comune non la applica", "comunale zero", "comunale
// allo 0%", "nessuna addizionale comunale": the municipality levies none.
const MUNICIPAL_NONE = new RegExp(
  [
    /\bnon\s+(?:la\s+|l'\s*|le\s+)?(?:applica|prevede|ha|fa pagare|chiede|impone|ha istituito|istituisce)\s+(?:l'|la |alcuna |nessuna |le )?(?:addizional\w*\s+(?:irpef\s+)?)?comunal\w*/
      .source,
    /\bcomun[ei]\b[^.?!;]{0,40}\bnon\s+(?:la|l')\s*(?:applica|prevede|ha|fa pagare|chiede)\b/.source,
    /\bcomunal\w*\s+(?:e\s+|a\s+|allo\s+|pari a\s+|=\s*|:\s*)?(?:zero|0(?:[,.]0+)?\s*%?)(?![\d.,]*\d)/.source,
    /\b(?:nessuna|zero)\s+(?:di\s+)?(?:addizional\w*\s+(?:irpef\s+)?)?comunal\w*/.source,
    /\bcomunal\w*\s+(?:non\s+(?:c'e|ce|e prevista|prevista|si applica|e applicata|applicata|e dovuta|dovuta)|assente)\b/
      .source,
    /\bcomune\s+(?:senza|privo di|esente da)\s+(?:l')?addizional\w*/.source,
    /\besent\w*\s+(?:dall'|dalla\s+)?(?:addizional\w*\s+(?:irpef\s+)?)?comunal\w*/.source,
  ].join('|'),
);
// The regional surcharge left out in the same breath ("senza la comunale e la regionale"): not this case.
const REGIONAL_LEFT_OUT =
  /\b(?:senza|esclus\w*|escludend\w*|escludi\w*|lascia\w* fuori|niente|togli\w*)\b[^.?!;]{0,30}\bregional/;

/** Whether a text leaves the municipal surcharge out (with the regional one or not). */
export const leavesMunicipalOut = (text: string): boolean =>
  MUNICIPAL_NONE.test(text) || MUNICIPAL_LEFT_OUT.test(text);

/** The municipal surcharge alone left out: the municipality levies none, or the user asks so. */
export function municipalLeftOut(text: string): 'none' | 'asked' | undefined {
  if (REGIONAL_LEFT_OUT.test(text)) return undefined;
  if (MUNICIPAL_NONE.test(text)) return 'none';
  return MUNICIPAL_LEFT_OUT.test(text) ? 'asked' : undefined;
}

/**
 * The municipal surcharge the conversation leaves out for the place asked ("vive a Grassobbio, che non applica
 * l'addizionale comunale", "la comunale lasciala fuori", "comunale zero"): the latest turn that speaks of it
 * decides; a rate stated for it (statedMunicipalRate) is read first by the caller.
 */
export function municipalSurchargeLeftOut(
  ctx: Pick<AgentContext, 'message' | 'history'>,
  place?: Place,
): 'none' | 'asked' | undefined {
  for (const text of turnsForPlace(ctx, place)) {
    const left = municipalLeftOut(text);
    if (left) return left;
    if (/\bcomunal\w*/.test(text)) return undefined;
  }
  return undefined;
}
