/**
 * What payroll offices clip when they ask about a payroll rule or a figure's value, written out before
 * `consultant-shorthand.ts` reads the rest: the deduction for employment income ("det. lav. dip.", "detr. lav.
 * dip."), the taxable base ("impon. 2.300", "impon. fiscale"), the payments after a net or gross figure
 * ("netto 1.750 x14", "2.100 x 13"), and a value asked with "val." before the day it is asked for ("ferie res.
 * 12gg val. oggi?", "val. alla cessazione?"). Each pattern matches only the clipped form, so applying it twice changes
 * nothing.
 */
const CLIPPED: readonly [RegExp, string][] = [
  // The deduction for employment income (art. 13 TUIR), before "dip." is read as an employee.
  [
    /\bdet(?:r|raz)?\.?\s*(?:per\s+)?lav(?:oro)?\.?\s*dip(?:endente)?\b\.?/gi,
    'detrazione per lavoro dipendente',
  ],
  // A surcharge by its kind: "add comunale", "add. reg.", "addiz. com.le", "add.le regionale" (the figure-led
  // "add 35" is consultant-shorthand.ts's).
  [
    // ("add. reg./com." names both, which consultant-shorthand.ts writes out as "addizionali regionale e comunale".)
    /\badd(?:iz)?(?:\.\s*le|\.)?\s*(?=(?:com(?:unal\w*|\.(?:\s*le)?|le)?|reg(?:ional\w*|\.(?:\s*le)?|le)?)(?![a-z])(?!\S*\/))/gi,
    'addizionale ',
  ],
  [/\baddizionale com(?:\.\s*le|\.|le)?(?![a-z])/gi, 'addizionale comunale'],
  [/\baddizionale reg(?:\.\s*le|\.|le)?(?![a-z])/gi, 'addizionale regionale'],
  // The surcharge named by its kind alone ("quanto è la comunale?", "e sulla regionale?"): the adjective stands for
  // the noun, as a payroll office says it; not before another noun ("la comunale di Milano" keeps its place).
  [
    /\b(la|della|sulla|alla|dalla|nella) (comunale|regionale)(?=\s*(?:[?!.,;:)]|$|(?:e|è|e'|quanto|quanta|si|va|per|a|in|del|nel|sul|sui|sulla|oltre|con|di|da)\b|\d))/gi,
    '$1 addizionale $2',
  ],
  // The taxable base: "su impon. 36.500", "impon. previdenziale".
  [/\bimpon\b\.?/gi, 'imponibile'],
  // Payments after a figure: "netto 1.750 x14", "2.100 x 13" (not hours, days, shares or a product's terms).
  [
    /(\d)\s*x\s?(1[234])\b(?![.,]\d|\s*(?:ore|h\b|giorni|gg|%|sett|mes[ei]\b|anni|dipendent|volte))/gi,
    '$1 su $2 mensilità',
  ],
  // "val." before the day or the event its value is asked for, or a table's month in brackets: the value asked
  // ("val. oggi?", "val. (1/26)", "val. alla cessazione?", "val. in busta?"; a place's "Val di…" has no full stop).
  [
    /\bval\b\.?(?=\s*(?:(?:oggi|ora|adesso|ad oggi)\b|\())|\bval\.(?=\s*(?:alla|al|in|nella|nel)\b)/gi,
    'quanto valgono',
  ],
];

/** The question with payroll offices' clipped words written out; everything else untouched. */
export function expandPayrollShorthand(message: string): string {
  let text = message;
  for (const [pattern, words] of CLIPPED) text = text.replace(pattern, words);
  return text;
}
