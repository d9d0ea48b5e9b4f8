import { employmentRule } from '../kb/employment-rules.js';
import type { Ccnl } from '../kb/schema.js';
import { citeSources } from './answer.js';
import { bold } from './compose.js';
import { lawProbationDays } from './fixed-term-probation-law.js';
import { lawCitations } from './law-facts.js';
import type { Line } from './topic-line.js';

/**
 * A seasonal hire's probation asked with the contract's dates or months ("stagionale dal 1° giugno al 29 agosto:
 * quanto può durare la prova?"), where the agreement keeps a row for seasonal workers (Turismo: 14 days). The
 * law (D.Lgs. 104/2022, art. 7 c. 2, as amended by L. 203/2024) gives 1 day of actual work every 15 calendar
 * days "fatte salve le disposizioni più favorevoli della contrattazione collettiva": the Ministry of Labour (circ.
 * 6/2025) reads "more favourable" as shorter, so the agreement's row applies only when it is shorter than the
 * law's count; otherwise the law's count does. Undefined without dates or months, or for twelve months or more.
 */
export function seasonalProbationBesideLaw(
  ccnl: Ccnl,
  label: string,
  rowMax: string,
  texts: readonly string[],
): Line | undefined {
  // A follow-up's dates without a year take the conversation's ("e se durasse dal 1° maggio al 31 ottobre?").
  const said = /\b(20\d{2})\b/.exec(texts.join(' '))?.[1];
  const year = said ? Number(said) : undefined;
  const told = texts.find((t) => lawProbationDays(t, year) !== undefined);
  const law = told ? lawProbationDays(told, year) : undefined;
  const own = Number(/^(\d+)\s+giorni/.exec(rowMax)?.[1] ?? Number.NaN);
  if (!law || law === 'twelve' || !Number.isFinite(own)) return undefined;
  const rule = employmentRule('fixed_term_probation');
  const { calendar, span, due, per, min, ceiling, upToSix } = law;
  const count = `${calendar} / ${per} = ${Math.floor(calendar / per)}; minimo ${min}, massimo ${ceiling} per i contratti ${upToSix ? 'fino a sei mesi' : 'oltre sei e sotto i dodici mesi'}`;
  const lawSaid = `per legge (${rule.reference}) la prova dei contratti a termine è di un giorno di effettiva prestazione ogni 15 di calendario, dall’inizio del rapporto (${count})`;
  const row = `i ${rowMax.replace(/\s*\(.*\)$/, '')} che il ${ccnl.short_name} prevede per i lavoratori ${label.toLowerCase()}`;
  const text =
    own > due
      ? `Per un contratto a termine ${span} la prova può durare al massimo ${bold(`${due} giorni`)} di effettiva prestazione: ${lawSaid}. La legge fa salve solo le previsioni più favorevoli del contratto collettivo, cioè una prova più breve (Ministero del Lavoro, circolare n. 6/2025): ${row} sono più lunghi, quindi vale il limite di legge.`
      : `Per un contratto a termine ${span} la prova può durare al massimo ${bold(`${own} giorni`)}: sono ${row}, non più lunghi dei ${due} giorni che darebbe la legge (${rule.reference}: ${count}), che fa salve le previsioni più favorevoli del contratto collettivo.`;
  return {
    text,
    citations: [
      ...lawCitations(rule, text),
      ...citeSources(ccnl, text, ccnl.probation.article ?? null, ccnl.probation.sources),
    ],
  };
}
