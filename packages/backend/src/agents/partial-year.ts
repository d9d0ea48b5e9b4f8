import { MONTH_NAMES, MONTHS } from '../kb/format.js';

/**
 * "se è con noi solo da aprile le spetta tutta?", "assunta a marzo: la tredicesima la prende intera?": a 13th or
 * 14th month asked whole for someone who has not served the whole period. The share is said (a twelfth per
 * month of service, the rule figures.ts computes with), with the months from the start month said.
 */
const ASKS_WHOLE =
  /\b(?:spett\w*|tocca|prende|riceve|pag\w*|dar\w*|dovut\w*)\b[^?]{0,25}\b(?:tutta|intera|per intero)\b|\b(?:tutta|intera|per intero)\b[^?]{0,25}\b(?:spett\w*|tocca|dovut\w*)/;
const SINCE_MONTH = new RegExp(
  String.raw`\b(?:(?:solo|soltanto) )?(?:da|dal mese di|(?:assunt|pres[ao]|entrat|iniziat)\w* (?:\w+ ){0,3}?(?:a|ad|in|nel mese di)) (${MONTH_NAMES})\b`,
);

export function partialYearShare(
  folded: string,
  payment: 'tredicesima' | 'quattordicesima',
): string | undefined {
  const since = SINCE_MONTH.exec(folded);
  if (!ASKS_WHOLE.test(folded) && !/\b(?:solo|soltanto) da\b/.test(folded)) return undefined;
  const rule = `La ${payment} matura un dodicesimo per ogni mese di servizio (la frazione di almeno 15 giorni conta come mese intero): chi non ha lavorato tutto il periodo ne riceve la quota in proporzione ai mesi, non la mensilità intera.`;
  const month = since?.[1] ? MONTHS.indexOf(since[1]) + 1 : 0;
  if (!month) return rule;
  // The 13th accrues January to December, the 14th July to June.
  const months = payment === 'tredicesima' ? 13 - month : month <= 6 ? 7 - month : 19 - month;
  const until = payment === 'tredicesima' ? 'dicembre' : 'giugno';
  return `${rule} Da ${since?.[1]} a ${until} sono ${months} mesi: ${months}/12 della mensilità.`;
}
