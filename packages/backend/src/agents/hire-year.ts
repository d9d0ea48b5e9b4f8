import { MONTH_NAMES } from '../kb/format.js';

/** The latest month a season or a part of the year can mean ("dall'estate del 2020": September at the latest). */
const LATEST_MONTH: Record<string, number> = {
  inizio: 4,
  primavera: 6,
  meta: 7,
  estate: 9,
  autunno: 12,
  inverno: 12,
  fine: 12,
  anno: 12,
};

const MONTH_LIST = MONTH_NAMES.split('|');

const HIRE_YEAR = new RegExp(
  String.raw`\b(?:(?:fa|faccio|lavora (?:come|da)) (?:l'|il |la |lo )?\w+(?: \w+)??(?: (?:nella|nello|nel|in|presso|alla|al|da) [^.?;,()]{0,30}?)?(?: \([^()]{0,40}\))?|(?:sono|e) (?:impiegat|dipendent|occupat|operai)[oaie](?: (?:nella|nello|nel|in|presso|alla|al|da) [^.?;,()]{0,40}?)?(?: \([^()]{0,40}\))?|in forza|(?:assunt|entrat)[oaie](?: (?:qui|li|la|in azienda|in ditta|da noi|con noi))?|in servizio|lavor(?:o|a|ano|iamo)(?: da noi| con noi| qui| li| la| in azienda| in negozio| nell[oa] stess[oa] (?:fabbrica|azienda|ditta|impresa|officina|stabilimento|negozio)(?: senza interruzioni)?)?|con noi|da noi|in azienda) ` +
    String.raw`(?:nel|dal|dall['’ ]\s*(inizio|estate|autunno|inverno|anno) del|dalla (primavera|fine|meta) del|a (?:(${MONTH_NAMES})(?: del| nel)?|del|nel)|d(?:a|al|all['’]\s*) ?(${MONTH_NAMES})(?: del)?) ((?:19|20)\d\d)\b`,
);

/**
 * Whole years of service from a hire year ("assunto nel 2019", "lavora da noi dal 2019", "fa l'operaio lì dal 2006", "lavoro dall'estate del
 * 2020", "assunta a settembre del 2021", "vive con noi da marzo 2019", "lavoro nella stessa fabbrica dal
 * 1995", "faccio l'operaio tornitore nella stessa azienda (contratto industria) dal 2007"), counted to today: from the latest month the words allow (December for a bare
 * year), one month held back for the unknown day, so a band boundary is read on the safe side.
 */
export function serviceFromHireYear(text: string, today: string): number | undefined {
  const m = HIRE_YEAR.exec(text);
  if (!m) return undefined;
  const part = m[1] ?? m[2];
  const named = m[3] ?? m[4];
  const month = part ? (LATEST_MONTH[part] ?? 12) : named ? MONTH_LIST.indexOf(named) + 1 : 12;
  const months = Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - (Number(m[5]) * 12 + month) - 1;
  return months >= 0 ? Math.floor(months / 12) : undefined;
}
