import type { Intent } from './request.js';

/**
 * A short follow-up that names another figure of the same case ("e il netto?", "e la tredicesima?" after a
 * cost or a minimum) asks that figure for the case the conversation set, not the earlier figure again.
 * Runs on the folded text of the new turn; undefined when the turn names no such figure.
 */
const SUBJECTS: [RegExp, Intent, readonly Intent[]][] = [
  [
    /\b(?:tredicesim\w*|13\s*(?:esim\w*|ª|a)|quattordicesim\w*|14\s*(?:esim\w*|ª|a))(?!\w)/,
    'thirteenth_pro_rata',
    ['minimum_pay', 'gross_to_net', 'employer_cost', 'tfr'],
  ],
  [/\bnett[oa]\b|\bin tasca\b/, 'gross_to_net', ['employer_cost', 'minimum_pay', 'tfr']],
];

export function followUpSubject(
  text: string,
  intent: Intent,
  previous: string | undefined,
): Intent | undefined {
  if (previous === undefined || text.split(' ').length > 7 || /\blord[oa]\b|\bcost/.test(text))
    return undefined;
  for (const [words, asked, from] of SUBJECTS)
    if (words.test(text)) return from.includes(intent) ? asked : undefined;
  return undefined;
}

/**
 * "e dopo cosa succede, mi possono licenziare?" after a question on sick pay: the dismissal at the end of the
 * sick leave (the comporto), not the notice, unless the turn names the notice or a resignation.
 */
export function dismissalAfterSickness(text: string, intent: Intent, previous: Intent): Intent | undefined {
  return previous === 'sickness_injury' &&
    intent === 'notice' &&
    /\blicenzi\w*|\bmandare via\b|\bperdo il (?:posto|lavoro)\b/.test(text) &&
    !/preavvis\w*|dimission\w*|dimett\w*/.test(text)
    ? 'sickness_injury'
    : undefined;
}
