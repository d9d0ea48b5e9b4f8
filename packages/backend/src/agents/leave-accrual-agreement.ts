import type { Ccnl } from '../kb/schema.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citeSources } from './answer.js';
import { bold, compose } from './compose.js';
import { type LawFact, lawCitations } from './law-facts.js';
import { leaveMonthVerdict } from './rule-claim-verdicts.js';

/**
 * Whether a leave counts towards the 13th or 14th month, asked of an agreement whose own rule on the extra month
 * names that leave (Turismo: maternity counts for the whole 14th from the renewal, parental leave from 1 December
 * 2027): the agreement's rule opens, with its date, and the law's rule follows. The law itself leaves the matter
 * to the collective agreement ("salvo diversa previsione del contratto collettivo"), and the 14th is the
 * agreement's own.
 */

// The extra month asked.
const EXTRA_MONTH = /\b(?:quattordicesim\w*|tredicesim\w*|14a|13a|14ª|13ª|mensilita aggiuntiv\w*)/;
// A clause of the agreement's rule on a leave.
const LEAVE_CLAUSE = /\bcongedo\b|\bmaternit|\bparental/i;

// "in maternità mi matura la tredicesima?", "durante la facoltativa maturo le ferie?": the leave and an accrual.
const LEAVE_WORD =
  /\bmaternita\b|\bpaternita\b|\bcongedo (?:di maternita|parentale|obbligatorio)\b|\b(?:astensione|maternita) (?:obbligatoria|facoltativa)\b|\bfacoltativa\b|\bgravidanza a rischio\b|\binterdizione\b/;
const ACCRUAL_ASK =
  /\bmatur\w*|\b(?:tredicesim|quattordicesim|13a|14a|ferie|ratei|rateo|anzianit)\w*\b[^?]*\b(?:spett\w*|conta\w*|calcola\w*|riduc\w*|ridott\w*|intera|tolgono|toglie\w*|perd\w*|decurt\w*|tagli\w*)|\b(?:spett\w*|conta\w*|riduc\w*|tolgono|toglie\w*|perd\w*|decurt\w*|tagli\w*)\b[^?]*\b(?:tredicesim|quattordicesim|ferie|ratei|anzianit)\w*/;

/**
 * Whether the message names a leave and asks whether the 13th, 14th, holidays or seniority accrue during it
 * (`text` is its asking text, read). A lower extra month told beside the leave ("la quattordicesima è più bassa,
 * la collega dice che in maternità non matura") asks the accrual, not the tax on the month's own payslip.
 */
export function leaveAccrualAsked(message: string, text: string, earlier?: string): boolean {
  // "e per la quattordicesima vale lo stesso?" after the 13th asked in the same leave: the accrual again.
  const same =
    /\bvale (?:lo stesso|uguale|anche|la stessa)\b|\b(?:lo stesso|idem)\b/.test(text) &&
    earlier !== undefined &&
    leaveAccrualAsked(earlier, readable(earlier));
  return (
    LEAVE_WORD.test(readable(message)) &&
    (ACCRUAL_ASK.test(text) || same) &&
    /\b(?:tredicesim|quattordicesim|13a|14a|ferie|ratei|rateo|anzianit)/.test(text) &&
    !/\bquant[oaie]\b/.test(text)
  );
}

/** The clauses of the agreement's extra-month rule that name a leave, joined; undefined when none does. */
export function agreementLeaveClauses(ccnl: Ccnl): string | undefined {
  const text = ccnl.monthly_payments.text;
  if (!text) return undefined;
  const clauses = text
    .split(/;\s*/)
    .map((c) => c.trim().replace(/\.$/, ''))
    .filter((c) => LEAVE_CLAUSE.test(c));
  return clauses.length ? clauses.join('; ') : undefined;
}

/**
 * The answer when the question (`asked`, its asking text) names the extra month and the agreement's rule names a
 * leave; undefined otherwise (the law's answer stands alone).
 */
export function agreementLeaveAccrualAnswer(
  ccnl: Ccnl | undefined,
  asked: string,
  law: LawFact,
  today: string,
): AgentAnswer | undefined {
  if (!ccnl || !EXTRA_MONTH.test(readable(asked))) return undefined;
  const clauses = agreementLeaveClauses(ccnl);
  if (!clauses) return undefined;
  const fact = ccnl.monthly_payments;
  const rule = `Nel ${ccnl.short_name} la regola del contratto sulle mensilità aggiuntive: ${bold(clauses)}.`;
  const lawText = law.text.replace('{figure}', law.figure);
  // "la 14esima mi matura lo stesso in maternità?": the verdict on each leave asked opens (rule-claim-verdicts.ts).
  const folded = readable(asked);
  const verdict = leaveMonthVerdict(
    {
      clause: folded,
      text: folded,
      asking: folded,
      negated: /\bnon (?:mi |le |gli |ti )?(?:matur|spett|cont)/.test(folded),
    },
    ccnl,
    today,
  );
  return compose({
    answer: `${verdict ? `${bold(verdict.word)}: ${verdict.reason} ` : ''}${rule} La legge (${law.reference}) nomina la tredicesima, non la quattordicesima, che è una mensilità del contratto: per questa valgono la regola del contratto e le sue date.`,
    steps: [`La regola di legge: ${lawText.charAt(0).toUpperCase()}${lawText.slice(1)}`],
    assumptions: [
      'Lavoratrice o lavoratore dipendente a cui si applica il contratto indicato; le date sono quelle del rinnovo lette nella fonte.',
    ],
    citations: [
      ...citeSources(ccnl, rule, fact.article ?? null, fact.sources),
      ...lawCitations(law, lawText),
    ],
    related: [
      `Quando si paga la quattordicesima nel ${ccnl.short_name}?`,
      'Quanto è pagato il congedo parentale?',
    ],
  });
}
