import { ITEMS_OF_TOTAL, listedTotalAsked, namedContribution } from './contributions.js';
import { onlySubject } from './only-subject.js';
import type { TypedRequest } from './request.js';
import { readable } from './text.js';

/** Lavoro domestico's category id. */
const DOMESTIC_ID = 7;
/** The contributions of a quarter asked ("i contributi del quarto trimestre", "il trimestre di contributi"). */
// ("il pagamento INPS del trimestre luglio-settembre", "il bollettino del trimestre": the INPS named for them.)
const QUARTER_CONTRIBUTIONS =
  /(?:contribut|\binps\b|bollettin)\w*[^?.]{0,30}?trimestr|trimestr\w*[^?.]{0,30}?(?:contribut|\binps\b|bollettin)/;
/** The worker's own withholding asked ("quanto mi tolgono", "la trattenuta INPS", "contributi in busta"). */
const APPRENTICE_WITHHOLDING =
  /\b(?:mi|gli|le|ci) (?:tolgono|trattengono|togli\w*|trattien\w*)\b|\btrattenut\w*|\bcontribut\w* inps\b|\binps\b[^?.]{0,30}\b(?:tolgono|trattengono|trattenut\w*)/;
/** What the family spends on the worker beyond the contributions. */
// ("pulizie e un po' di spesa": the worker's errand, not an expense.)
const COST_WORDS =
  /\b(?:cost\w*|spese|spesa (?:total\w*|compless\w*|annu\w*|mensil\w*|per (?:la|il|lei|lui))|oner\w*|tfr|tredicesim\w*|stipendi\w*)\b/;

/**
 * A contribution named alone (FIS, CIGS, INAIL…) is that item, asked as an employer's cost; read as written
 * ("contributo IVS" stays). A payslip check, a comparison or a document question keeps its own intent, and so does a
 * turn whose one subject is the intent already read.
 */
export function withContributionAsked(request: TypedRequest, message: string, text: string): void {
  const contribution = namedContribution(readable(message));
  if (request.slots.agreements.includes(DOMESTIC_ID)) {
    // "a gennaio devo pagare i contributi del trimestre: quanto viene in tutto?": a household worker's
    // contributions of a quarter asked, not what the worker costs in a year nor a story word ("in ferie").
    if (
      QUARTER_CONTRIBUTIONS.test(text) &&
      !COST_WORDS.test(text) &&
      ['employer_cost', 'holidays', 'minimum_pay', 'hourly_rate'].includes(request.intent)
    )
      request.intent = 'payroll_rules';
    // "8 euro lordi l'ora, questo mese 100 ore: quanto le devo dare netto?": the month's net from the hours paid
    // (pay × hours less the worker's INPS), not the hour's value nor the hours as extra hours.
    const questions = text
      .split(/(?<=[.?!])\s+/)
      .filter((q) => q.includes('?'))
      .join(' ');
    if (
      /\bnett[oaie]\b|\bin mano\b/.test(questions) &&
      request.slots.amounts.some((a) => a.perHour) &&
      request.slots.amounts.some((a) => a.kind === 'hours') &&
      ['hourly_rate', 'minimum_pay', 'overtime_value'].includes(request.intent)
    ) {
      request.intent = 'gross_to_net';
      delete request.slots.extraHours;
    }
    // "il commercialista dice che conta anche la tredicesima. Quanto devo versare all'INPS per ogni ora?": the
    // household worker's contributions asked, the 13th only told in the story (it enters the hourly band).
    if (
      request.intent === 'thirteenth_pro_rata' &&
      /contribut|\binps\b|\bversa/.test(questions) &&
      !/tredicesim|\b13(?:a|ª|esim)/.test(questions)
    )
      request.intent = 'payroll_rules';
    // (The hourly contribution holds the CUAF share: "la CUAF la pago normalmente" says which band.)
    if (contribution === 'cuaf') return;
  }
  // "sono apprendista, 1.200 lordi: quanto dovrebbe essere la trattenuta INPS?", "dal secondo anno a 1.350 quanto
  // mi tolgono?": the apprentice's own withholding on a gross (5,84%, apprentice-inps.ts), not the apprenticeship's
  // pay percentages.
  if (
    request.intent === 'apprenticeship' &&
    APPRENTICE_WITHHOLDING.test(text) &&
    !/\bpercentual\w*|\bquanto (?:mi |gli |le )?(?:spetta|paga\w*|prend\w*)\b/.test(text) &&
    request.slots.amounts.some((a) => a.kind === 'monthly_gross')
  ) {
    request.intent = 'payroll_rules';
    return;
  }
  const kept = !['payslip_check', 'comparison', 'document_question'].includes(request.intent);
  // The employer's total rate asked with the items it holds listed, or item by item: the employer's cost (its
  // rates' gap).
  if (
    kept &&
    (listedTotalAsked(readable(message)) || ITEMS_OF_TOTAL.test(readable(message))) &&
    /\ba carico (?:della |dell'|del )?(?:ditta|aziend\w*|datore)|\bdatorial/.test(text)
  ) {
    request.intent = 'employer_cost';
    return;
  }
  if (contribution && kept && onlySubject(text) !== request.intent) {
    request.slots.contribution = contribution;
    request.intent = 'employer_cost';
  }
}
