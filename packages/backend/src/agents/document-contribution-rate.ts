import { type LabelledValue, labelledValues } from '../documents/labelled-values.js';
import { indexOf } from '../kb/documents.js';
import { euro, figureValue, percent } from '../kb/format.js';
import { YEAR_RULES } from '../payroll/rules.js';
import { readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

// "quale aliquota è stata applicata?", "che percentuale mi hanno trattenuto di INPS?", "su quale imponibile?".
const RATE_ASKED =
  /\b(?:qual\w*|che|quant\w*)\b[^?]{0,30}\b(?:aliquot\w*|percentual\w*)\b|\baliquot\w*[^?]{0,30}\b(?:applicat\w*|usat\w*|utilizzat\w*)|\bsu (?:qual\w*|che) (?:imponibil\w*|base|importo|cifra)\b|\bche % /;
// The worker's pension contribution line ("Contributi IVS c/dipendente", "Ritenute INPS", "Contributo FPLD c/dip.").
const CONTRIBUTION_LINE =
  /\b(?:contribut\w*|ritenut\w*|trattenut\w*)\b[^\n]{0,20}\b(?:ivs|inps|previdenzial\w*|fpld)\b|\b(?:ivs|inps|fpld)\b/i;
const CONTRIBUTION_ASKED = /\b(?:ivs|inps|contribut\w*|previdenzial\w*|fpld)\b/;
// Other contributions on their own line (the CIGS 0,30%, a fund's share), and lines that are bases, not amounts.
const NOT_THE_LINE = /\bcigs\b|\bfondo\b|\bimponibil\w*|\bagevol\w*|\besonero\b|\bc\/?ditta\b|\bazienda\b/i;
// The pay the contribution is taken on: a stated contribution base, else the month's gross.
const CONTRIBUTION_BASE = /\bimponibile (?:previdenzial\w*|contributiv\w*|inps|ivs)\b/i;
const GROSS =
  /\btotale (?:competenze|lordo|retribuzione lorda)\b|\bretribuzione lorda\b|\blordo (?:del )?mese\b/i;

const find = (values: readonly LabelledValue[], pattern: RegExp) =>
  values.find((v) => pattern.test(v.label) && !/%/.test(v.label));

/**
 * "la riga 'Contributi IVS c/dipendente' riporta 167,14 € senza aliquota: quale è stata applicata e su quale
 * imponibile?" beside a payslip: the line divided by the pay it is taken on (the contribution base the payslip
 * states, else its total gross) gives the rate, weighed against the ordinary worker's rate (9,19%). Undefined when
 * no rate is asked, or the payslip has no such line or base, or the line already states its rate.
 */
export function documentContributionRate(ctx: AgentContext): AgentAnswer | undefined {
  const question = readable(ctx.message);
  if (!RATE_ASKED.test(question) || !CONTRIBUTION_ASKED.test(question)) return undefined;
  for (const document of ctx.documents) {
    const { passages } = indexOf(document);
    const values = labelledValues(passages);
    const line = values.find((v) => CONTRIBUTION_LINE.test(v.label) && !NOT_THE_LINE.test(v.label));
    // (A line that states its rate, "Contributi INPS 9,19% 171,15", answers itself.)
    if (!line || /\d%/.test(line.label) || line.rate) continue;
    const stated = find(values, CONTRIBUTION_BASE);
    const base = stated ?? find(values, GROSS);
    if (!base) continue;
    const amount = figureValue(line.value);
    const pay = figureValue(base.value);
    if (!(pay > amount && amount > 0)) continue;
    const rate = Math.round((amount / pay) * 10_000) / 100;
    // Only a plausible worker's rate is read as one (a base that is not the contribution's gives none).
    if (rate < 5 || rate > 12) continue;
    const ordinary = YEAR_RULES[2026].inpsRatePct;
    const back = Math.round(pay * ordinary) / 100;
    const matches = Math.abs(back - amount) <= 0.02;
    const baseSaid = stated
      ? `sull'imponibile previdenziale`
      : `sul totale delle competenze (l'imponibile previdenziale)`;
    return compose({
      answer: `Dal documento «${document.fileName}»: la riga «${line.label}» (${euro(amount)}) corrisponde a un'aliquota del ${bold(percent(rate))} applicata ${baseSaid} di ${bold(euro(pay))} (riga «${base.label}»).${matches ? ` È l'aliquota ordinaria a carico del dipendente (IVS/FPLD ${percent(ordinary)}): ${euro(pay)} × ${percent(ordinary)} = ${euro(back)}.` : ` Non è l'aliquota ordinaria a carico del dipendente (${percent(ordinary)}, che darebbe ${euro(back)}): può dipendere dal settore, dalle dimensioni dell'azienda (per esempio lo 0,30% CIGS) o da un esonero.`}`,
      steps: [`${euro(amount)} ÷ ${euro(pay)} = ${percent(rate)}.`],
      assumptions: [
        stated
          ? 'Imponibile letto nella riga del cedolino.'
          : 'Nessun imponibile previdenziale indicato nel cedolino: base presa dal totale delle competenze del mese.',
      ],
      citations: [citePassage(line.passage, `Documento caricato: ${document.fileName}`)],
      related: [],
    });
  }
  return undefined;
}
