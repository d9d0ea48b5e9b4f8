/**
 * "la quota di TFR, mettendo nella base anche 13ª e 14ª maturate nei 6 mesi", "TFR con i ratei di tredicesima
 * inclusi", "compresa la tredicesima": in a TFR question the extra months named as part of the TFR base are what
 * the base holds, not a 13th/14th asked. Runs on the folded text, where "13ª" reads "tredicesima".
 */
const EXTRA = String.raw`(?:(?:la |le |i |il )?(?:rate[oi] (?:di |della |delle )?)?(?:13(?:ª|a)(?!\w)|14(?:ª|a)(?!\w)|tredicesim\w*|quattordicesim\w*))`;
const EXTRAS = String.raw`${EXTRA}(?:\s*(?:e|,|\/|\+)\s*${EXTRA})*`;
const MATURED = String.raw`(?:\s+(?:maturat\w*|spettant\w*)(?: (?:nei|nel|in|durante)(?: (?:la|il|i|gli))? [\w\d]+(?: mesi| stagione)?)?)?`;
const INTO_BASE = new RegExp(
  String.raw`\b(?:(?:mettendo|mettere|metti|includendo|includere|includi|inserendo|inserire|considerando|considerare|contando|computando|comprendendo|calcolando|con)\s+(?:(?:nella|in) base|nell'imponibile|nel calcolo)?\s*(?:anche\s+)?${EXTRAS}${MATURED}(?:\s+(?:nella|in) base|\s+nel calcolo|\s+compres\w*|\s+inclus\w*)?|(?:compres|inclus)\w* (?:anche )?${EXTRAS}|${EXTRAS}${MATURED}\s+(?:(?:nella|in) base|compres\w*|inclus\w*|nel calcolo))`,
  'g',
);
const TFR = /\btfr\b|trattamento di fine rapporto/;

/** Whether the text names extra months as part of the TFR's base. */
export function namesTfrBaseMonths(text: string): boolean {
  INTO_BASE.lastIndex = 0;
  return INTO_BASE.test(text);
}

/** The question without the extra months it names as the TFR base (only when it asks about the TFR). */
export function withoutTfrBaseMonths(text: string): string {
  if (!TFR.test(text)) return text;
  return text.replace(INTO_BASE, ' ');
}
