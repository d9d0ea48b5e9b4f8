import { euro, MONTHS } from '../kb/format.js';
import { readable } from '../reader/text.js';
import { bold } from './compose.js';

/**
 * Two TFR revaluation asks of payroll offices: the month whose coefficient applies when someone leaves during the
 * year ("riv. TFR per cessazione a sett 2025", "lascia ad agosto 2025: rivalutazione del fondo?"), which is the
 * leaving month's published coefficient, not December's; and the advance of the substitute tax due by 16
 * December ("acconto dell'imposta sostitutiva", historical method: 90% of the previous year's revaluations, at
 * 17%; shared/data research-2 payroll-data.json, TFR).
 */

const LEAVING =
  /\b(?:cessaz\w*|cessa|cessera|cessat[oa]|dimission\w*|dimett\w*|licenzi\w*|lascia (?:l'azienda|il lavoro|il posto)|se ne va|esce|uscit[oa] dall'azienda|fine rapporto)\b/;
const MONTH = String.raw`(gen|feb|mar|apr|mag|giu|lug|ago|set|ott|nov|dic)[a-z]*\.?`;
const LEAVING_MONTH = new RegExp(
  String.raw`${LEAVING.source}[^.?!;]{0,25}?\b${MONTH}\s+(?:del |')?(20\d{2}|\d{2})\b`,
);

/** "cessazione a settembre 2025", "cessaz. sett 25": the leaving month as yyyy-mm. */
export function leavingMonth(message: string): string | undefined {
  const match = readable(message).match(LEAVING_MONTH);
  // "al 31 dicembre 2024" dates the fund, never the leaving.
  if (!match || /\b31\s*$/.test(match[0].slice(0, match[0].lastIndexOf(match[1] ?? '')))) return undefined;
  const index = MONTHS.findIndex((m) => m.startsWith(match[1] ?? ''));
  const raw = match[2] ?? '';
  if (index < 0) return undefined;
  const year = raw.length === 2 ? `20${raw}` : raw;
  return `${year}-${String(index + 1).padStart(2, '0')}`;
}

/** The advance asked ("acconto dell'imposta sostitutiva", "acconto del 16 dicembre"). */
export function asksTaxAdvance(message: string): boolean {
  const text = readable(message);
  return /\bacconto\b/.test(text) && /\bimpost\w*|\bsostitutiv\w*|\b16 dicembre\b|\b17 ?%/.test(text);
}

/** The historical-method advance on a year's revaluation: 90% of its 17% tax. */
export function taxAdvance(substituteTax: number): { advance: number; answer: string; step: string } {
  const advance = Math.round(substituteTax * 0.9 * 100) / 100;
  return {
    advance,
    answer: `L'acconto dell'imposta sostitutiva da versare entro il 16 dicembre, col metodo storico, è ${bold(euro(advance))}: il 90% dell'imposta del 17% sulle rivalutazioni dell'anno precedente (${euro(substituteTax)}).`,
    step: `Acconto (metodo storico): 90% × ${euro(substituteTax)} = ${euro(advance)}; il saldo si versa entro il 16 febbraio dell'anno successivo.`,
  };
}

// "l'anno scorso le rivalutazioni tfr di tutti i dip erano 12.500 euro": the revaluations themselves are given.
const REVALUATIONS_GIVEN =
  /\brivalutazion\w*\b[^.?!;]{0,60}?\b(?:erano|eran|sono stat[ei]|sono|ammontavano(?: a)?|ammontano(?: a)?|pari a|di|per|totali|:)\s*(?:(?:in totale|complessivamente|in tutto)(?: a)?\s*)?(?:€\s*)?(\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?|\d+(?:,\d{1,2})?)\s*(?:€|euro\b|eur\b)/;

/**
 * The previous year's revaluations stated as an amount, when the advance is asked by the historical method: the
 * advance is 90% of their 17% tax, with no fund or coefficient to look up.
 */
export function revaluationsGiven(message: string): number | undefined {
  const text = readable(message);
  if (!asksTaxAdvance(message)) return undefined;
  const match = REVALUATIONS_GIVEN.exec(text);
  if (!match?.[1]) return undefined;
  // A fund "accantonato" or "al 31 dicembre" beside the figure is the fund, not its revaluations.
  // ("le rivalutazioni del fondo TFR maturate nel 2025 ammontano a": the fund's revaluations are still given.)
  const beside = match[0].replace(/^rivalutazion\w* (?:del|sul) fondo\b/, '');
  if (/\b(?:accantonat\w*|fondo|al 31)\b/.test(beside)) return undefined;
  const value = Number(match[1].replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * The advance asked with no revaluation given ("entro quando va versato l'acconto e in che misura?"): the rule
 * itself, its deadline and its measure, rather than the 17% rate alone.
 */
export const ADVANCE_RULE = `L'acconto dell'imposta sostitutiva sulla rivalutazione del TFR si versa ${bold('entro il 16 dicembre')} ed è pari al ${bold('90%')} dell'imposta dovuta: sulle rivalutazioni dell'anno precedente (metodo storico) o su quelle maturate nell'anno in corso (metodo previsionale). L'imposta è del 17% della rivalutazione; il saldo si versa entro il 16 febbraio dell'anno successivo.`;
