import { type EmploymentRuleId, employmentRule } from '../kb/employment-rules.js';
import { readable } from '../reader/text.js';
import type { Citation } from './answer.js';
import { bold } from './compose.js';
import { ruleCitations } from './law-beside-agreements.js';

/**
 * Session 66: rules of the law around the 104 permits that are not the days themselves: a carer's night shifts
 * (D.Lgs. 66/2003, art. 11 c. 2 lett. c) and the employer's request to plan the permit days ahead (Ministero del
 * Lavoro, interpello 1/2012). Kept in data/law/employment-rules.json with their sources.
 */

// "mi mettono sempre i turni di notte: posso rifiutarmi?", "devo fare le notti anche se assisto mia madre?".
const NIGHT = /\b(?:turn\w* (?:di |del(?:la)? )?nott\w*|(?:le|di|la) nott[ie]\b|notturn\w*)/;
const NIGHT_ASKED =
  /\brifiut\w*|\bobblig\w*|\bcostrett\w*|\bdevo\b|\bpossono\b|\besoner\w*|\bdiritto\b|\bevitar\w*/;
// "comunicare a inizio mese le giornate di permesso", "programmare i permessi", "un calendario dei permessi".
const PLANNING =
  /\bprogramm\w*|\bpianific\w*|\bcalendario\b|\b(?:comunic|indic|dichiar)\w* (?:in anticipo |prima |a inizio mese |all'inizio del mese )?(?:le |i )?(?:giornat|giorni|date)\w*|\b(?:a |all')inizio (?:del )?mese\b/;

function line(
  id: EmploymentRuleId,
  verdict: string,
  by = 'per legge',
): { line: string; citations: Citation[] } {
  const rule = employmentRule(id);
  const text = rule.text.replace('{figure}', rule.figure);
  return {
    line: `${verdict}: ${by} (${rule.reference}) ${text.replace(rule.figure, bold(rule.figure))}`,
    citations: ruleCitations(rule),
  };
}

/** The opening line for a question on the 104 permits that asks one of these rules, else undefined. */
export function disabilityRuleClaim(message: string): { line: string; citations: Citation[] } | undefined {
  const text = readable(message);
  if (NIGHT.test(text) && NIGHT_ASKED.test(text))
    return line('carer_night_work', `${bold('No')}, le notti non sono un obbligo`);
  if (PLANNING.test(text))
    return line(
      'disability_permit_planning',
      `${bold('Sì')}, ma senza vincolare le date`,
      'secondo il Ministero del Lavoro',
    );
  return undefined;
}
