/**
 * The night denied, said after or around it ("di notte non lavora mai", "non fa mai notti", "non lavora di
 * notte"): no night hour is asked, and no rate written for night workers (with or without shifts) is chosen by
 * the word. Read on folded text.
 */
export const NIGHT_DENIED_AROUND =
  /\b(?:di notte|la notte|le notti) (?:non|mai)\b(?: \w+){0,2}|\bnon (?:lavor\w*|fa|faccio|fanno|fa mai|lavora mai) (?:mai )?(?:di notte|notti|la notte|le notti|turni di notte)\b/g;

export const withoutDeniedNight = (text: string): string => text.replace(NIGHT_DENIED_AROUND, ' ');
