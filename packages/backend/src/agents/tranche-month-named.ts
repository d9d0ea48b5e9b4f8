import { MONTH_NAMES } from '../kb/format.js';

// "con il rinnovo del novembre 2025", "l'accordo firmato a novembre": the month the renewal was signed, no tranche
// ("il rinnovo di quanto aumenta il minimo a giugno?" asks June's: a word of the rise between is no signing).
const SIGNING_MONTH = new RegExp(
  String.raw`\b(?:rinnov\w*|accord\w*|ipotesi|firmat\w*|sottoscritt\w*|siglat\w*)(?: (?!aument|sal|cresc|quant|minim|tranch|paga|stipend|arriv|scatt|decorr)\w+){0,5}? (?:del|di|a|nel|il) (?:\d{1,2}°? )?(?:${MONTH_NAMES})\b`,
  'g',
);

/**
 * Whether the question names one month's tranche ("di quanto è aumentato dal 1° giugno 2026?"); the month the
 * renewal was signed is not a tranche asked. ("la tranche di luglio 2026 rispetto a quella di dicembre 2025": two
 * months named, each tranche's notes kept.)
 */
export function oneMonth(text: string): boolean {
  const kept = text.replace(SIGNING_MONTH, ' ');
  return new Set(kept.match(new RegExp(`\\b(?:${MONTH_NAMES})\\b`, 'g')) ?? []).size === 1;
}
