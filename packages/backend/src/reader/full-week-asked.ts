import type { Intent } from './request.js';

/**
 * The agreement's full week asked in the words of the full-time itself: "il tempo pieno non è di meno?", "il full
 * time è di 38 ore?", "quant'è il tempo pieno nel contratto?", "il tempo pieno sono 40 ore o meno?": the weekly
 * hours of the agreement (working_hours), weighed by the answer against the hours a letter states.
 */
export const FULL_WEEK_RULES: [Intent, number, RegExp][] = [
  [
    'working_hours',
    3,
    /\b(?:tempo pieno|full.?time)\b[^?.;]{0,40}?\b(?:non )?(?:e|sono|era|sarebbe|dovrebbe essere|prevede) (?:di |da |a )?(?:meno|di meno|piu|inferior\w*|superior\w*|(?:solo )?\d{2} ore)\b|\bquant\w*'? ?(?:e|sono|fa|vale) (?:il |un )?(?:tempo pieno|full.?time)\b/,
  ],
];
