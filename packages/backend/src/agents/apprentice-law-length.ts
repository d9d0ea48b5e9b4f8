import { employmentRule } from '../kb/employment-rules.js';
import type { Ccnl } from '../kb/schema.js';
import { bold } from './compose.js';

/**
 * The law's ceiling on a professionalising apprenticeship where the agreement's lengths are not held (D.Lgs.
 * 81/2015, art. 44 c. 2): 3 years, 5 for the profiles typical of the crafts that the collective agreement names.
 * For an artisan firm (an artisan agreement, or a firm said to be "artigiana") the 5 years are the rule that applies
 * to the case asked, so they open, with the 3 years of other sectors after them; otherwise the 3 years open.
 *
 *   apprenticeLawLength(ccnl, text): string — the clause, beginning with "per legge (…)".
 */

// "ditta artigiana", "impresa artigiana", "metalmeccanici artigiani", not denied ("non artigiana").
const CRAFT_SAID = /(?<!\bnon )\bartigian\w*/;
// "è vero che può durare di più?", "dura più a lungo?": the polar ask answered first.
const LONGER_ASKED = /\be vero\b|\bvero che\b|\bdi piu\b|\bpiu a lungo\b|\bpiu lung\w*|\bpiu anni\b/;

export const craftFirm = (ccnl: Ccnl, text: string) =>
  /artigian/i.test(`${ccnl.id} ${ccnl.short_name}`) || CRAFT_SAID.test(text);

export function apprenticeLawLength(ccnl: Ccnl, text: string): string {
  const rule = employmentRule('apprenticeship_professional');
  const reference = rule.reference.replace(/ c\. [\d, e]+$/, '');
  const years = rule.values?.years ?? 3;
  const craftYears = rule.values?.craftYears ?? 5;
  if (!craftFirm(ccnl, text))
    return `per legge (${reference}) l'apprendistato professionalizzante dura al massimo ${bold(`${years} anni`)} (${craftYears} anni per i profili artigiani), e il contratto collettivo fissa la durata per ogni qualifica`;
  const lead = LONGER_ASKED.test(text) ? 'sì: ' : '';
  return `${lead}per legge (${reference}) nell'artigianato l'apprendistato professionalizzante può durare fino a ${bold(`${craftYears} anni`)} per i profili professionali caratterizzanti l'artigianato, che il contratto collettivo individua (negli altri settori, come nell'industria, al massimo ${years} anni)`;
}
