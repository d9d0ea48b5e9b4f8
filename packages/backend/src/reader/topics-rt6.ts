import type { Intent } from './request.js';

/**
 * A short week's floor asked in a young worker's words, on the folded text beside the word rules of intents.ts:
 * "non c'era un minimo di 15 ore?" is the part-time floor, not a pay minimum; a job offered "solo sabato e
 * domenica" or "solo nel fine settimana" is a part-time schedule, not work on a holiday.
 */
export const TOPIC_RULES_RT6: [Intent, number, RegExp][] = [
  [
    'part_time',
    5,
    /\bminim[oi] (?:di |delle? )?\d+ ore\b|\b(?:assum\w*|lavor\w*|contratt\w*|prender\w*|chiamat\w*)\b[^?.]{0,40}\bsolo (?:il |al |nel |nei |di )?(?:sabato e (?:la )?domenica|fine settimana|week.?end)\b/,
  ],
];
