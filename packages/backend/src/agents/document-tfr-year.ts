import { indexOf, passagesText } from '../kb/documents.js';
import { decimal, figureValue } from '../kb/format.js';
import { fold, readable } from '../reader/text.js';
import { type AgentAnswer, citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * A TFR statement (a year's summary, not a payslip) that states the year's TFR base ("Retribuzione utile 2026:
 * 27.000,00", "Imponibile TFR anno ....... 32.400,00") and leaves the share blank or doubted: the year's share
 * is that base / 13,5 (art. 2120 c.c.), and net of the 0,50% to the INPS guarantee fund when the question asks
 * the net or names the fund. Undefined when the question is not about the TFR or no document states that base.
 */

const ASKS_TFR =
  /\btfr\b|\bt\.f\.r\b|\btrattamento di fine rapporto\b|\bliquidazione\b|\bfondo di garanzia\b/;
const ASKS_NET = /\bnett[oa]\b|\bfondo (?:di )?garanzia\b|\b0,50 ?%|\bmeno (?:lo|il) (?:contributo|0,5)/;
const AMOUNT = String.raw`(\d{1,3}(?:\.\d{3})+,\d{2}|\d{4,6},\d{2})`;
// The period the base covers, as a leaving year's statement dates it ("01/01/2026-30/11/2026").
const DAY = String.raw`\d{1,2}[/.-]\d{1,2}[/.-]20\d\d`;
const SPAN = String.raw`(?:dal\s+)?${DAY}\s*(?:-|–|al)\s*${DAY}`;
// The base label, as payroll programs print it, then at most a year, a colon or spacing before the figure.
const BASE = new RegExp(
  String.raw`\b(?:retribuzione (?:annua )?utile|imponibile|base (?:di calcolo )?)(?:\s+(?:ai fini (?:del )?)?(?:tfr|annu[oa]|anno|dell'anno|20\d\d|${SPAN}))*\s*[:=]?\s*(?:€|euro)?\s*${AMOUNT}`,
);
const euro = (value: number) => `${decimal(Math.round(value * 100) / 100)} €`;

export function documentTfrYear(ctx: AgentContext): AgentAnswer | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(ctx.message);
  if (!ASKS_TFR.test(question)) return undefined;
  for (const doc of ctx.documents) {
    const passages = indexOf(doc).passages;
    const text = fold(passagesText(doc))
      .replace(/[.…_]{3,}/g, ' ')
      .replace(/[ \t]{2,}/g, ' ');
    const found = BASE.exec(text);
    // (A base named for the TFR or as the pay "utile" to it, not another taxable base.)
    if (!found?.[1] || !/\btfr\b|\butile\b/.test(found[0])) continue;
    const base = figureValue(found[1]);
    // A month's pay is a payslip's TFR line (document-tfr.ts); a year's base is in the thousands.
    if (base < 3000) continue;
    const gross = base / 13.5;
    const fund = base * 0.005;
    const net = gross - fund;
    const asksNet = ASKS_NET.test(question);
    const file = `«${doc.fileName}»`;
    const answer = asksNet
      ? `La quota di TFR dell'anno, al netto del contributo al Fondo di garanzia, è ${bold(euro(net))}: ${euro(base)} di retribuzione utile (da ${file}) / 13,5 = ${euro(gross)}, meno lo 0,50% di ${euro(base)} (${euro(fund)}).`
      : `La quota di TFR dell'anno è ${bold(euro(gross))}: ${euro(base)} di retribuzione utile (da ${file}) / 13,5; al netto dello 0,50% al Fondo di garanzia (${euro(fund)}) restano ${euro(net)}.`;
    const first = passages[0];
    return compose({
      answer,
      steps: [
        '| Passaggio | Calcolo | Importo |',
        '| --- | --- | ---: |',
        `| Retribuzione utile dell'anno (dal documento) | | ${euro(base)} |`,
        `| Quota TFR lorda | ${decimal(base)} / 13,5 | ${euro(gross)} |`,
        `| Contributo 0,50% al Fondo di garanzia INPS | ${decimal(base)} × 0,50% | ${euro(fund)} |`,
        `| Quota netta accantonata | ${decimal(Math.round(gross * 100) / 100)} − ${decimal(Math.round(fund * 100) / 100)} | ${euro(net)} |`,
      ],
      assumptions: [
        'Quota annua = retribuzione utile / 13,5 (art. 2120 c.c.); lo 0,50% della retribuzione utile va al Fondo di garanzia INPS (L. 297/1982) e riduce la quota accantonata.',
        'La rivalutazione del fondo degli anni precedenti (1,5% più il 75% dell’inflazione ISTAT) si aggiunge a parte.',
      ],
      citations: first ? [citePassage(first, `Documento caricato: ${doc.fileName}`)] : [],
      related: [],
    });
  }
  return undefined;
}
