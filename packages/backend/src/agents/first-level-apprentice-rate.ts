import { employmentRule } from '../kb/employment-rules.js';
import { readable } from '../reader/text.js';
import type { AgentAnswer } from './answer.js';
import { bold, compose } from './compose.js';
import { ruleCitations } from './law-beside-agreements.js';

/**
 * The employer's contribution rate of a first-level apprenticeship (for the qualification and the vocational
 * diploma, the "duale": D.Lgs. 81/2015 art. 43) is a rule of the law, not of an agreement: 5% in place of the
 * ordinary 10% (D.Lgs. 150/2015, art. 32 c. 1; INPS circ. 108/2018), with its small-firm steps. The other
 * apprenticeships' reduced rates stay a gap (apprentice-rates.ts).
 */
export const FIRST_LEVEL =
  /\bapprendist\w* (?:di |del )?(?:primo|1\s?°?|i) livello\b|\bapprendist\w* (?:duale|per (?:la |il )?(?:qualifica|diploma))|\bapprendistato (?:\w+ ){0,3}?(?:per la qualifica|qualifica e (?:il )?diploma|diploma professionale)\b|\bd\.?\s?lgs\.? 81\/2015,? art\w*\.? 43\b/;
// The worker's own share asked ("quanto gli trattengono"), not the employer's.
const APPRENTICE_SHARE =
  /\b(?:a carico (?:dell'|del )?(?:apprendist|ragazz|lavorator)\w*|trattenut\w*|gli trattengono)\b/;

export function firstLevelApprenticeRate(message: string): AgentAnswer | undefined {
  const text = readable(message);
  if (!FIRST_LEVEL.test(text)) return undefined;
  const rule = employmentRule('apprenticeship_first_level_rate');
  const v = rule.values ?? {};
  const pct = (n: number | undefined) => `${String(n ?? '').replace('.', ',')}%`;
  const own = APPRENTICE_SHARE.test(text)
    ? ` La quota a carico dell’apprendista è il ${bold(pct(v.apprenticePct))}.`
    : '';
  return compose({
    answer: `Nell’apprendistato di primo livello (qualifica e diploma professionale) l’aliquota contributiva a carico del datore di lavoro è il ${bold(pct(v.employerPct))}, in luogo del ${bold(pct(v.ordinaryPct))} ordinario dell’apprendistato; nelle imprese fino a 9 dipendenti è l’${bold(pct(v.smallFirstYearPct))} nei primi 12 mesi, il ${bold(pct(v.smallSecondYearPct))} dal 13° al 24° mese e il ${pct(v.employerPct)} dopo (${rule.reference}).${own}`,
    steps: [`La regola (${rule.reference}): ${rule.text}.`, `Prima: ${rule.earlier}.`],
    assumptions: [
      'Contratto di apprendistato di primo livello (D.Lgs. 81/2015, art. 43) stipulato con l’istituzione formativa; l’INAIL e gli eventuali fondi di settore restano a parte.',
    ],
    citations: ruleCitations(rule),
    related: [],
  });
}
