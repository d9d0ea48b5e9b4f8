import { indexOf } from '../kb/documents.js';
import { euro, figureValue } from '../kb/format.js';
import type { AgentContext } from './context.js';

/**
 * Session 32 (fixs32f): "il totale delle competenze fisse le torna rispetto alle singole voci? se no, quale
 * dovrebbe essere?": the payslip's printed total of pay items set against the sum of the items listed right above
 * it (each line's last amount: "Scatti di anzianità (n. 2 x 23,50) … 47,00" is 47,00). Opens with Sì or No and
 * the right total.
 */
const ASKS_TOTAL = /\btotal\w*/;
const AGAINST_ITEMS = /\bvo[cs]i\b|\bsingol\w*|\bcompetenz\w*|\bsomm\w*|\brighe\b|\bimporti\b/;
const DOUBT =
  /\btorna(?:no)?\b|\bgiust[oaie]\b|\bcorrett[oaie]\b|\bquadra\w*|\bsbagliat\w*|\berrat\w*|\bcoincid\w*/;
const TOTAL_LINE =
  /^\s*tot(?:ale|\.)\s+(?:delle\s+)?(?:competenze|lordo|voci|retribuzion\w*|emolumenti|compensi)(?![^\d]*trattenut)/i;
const AMOUNT_AT_END = /(-?\d{1,3}(?:\.\d{3})*,\d{2})\s*(?:€|eur|euro)?\s*$/i;

const cents = (v: number) => Math.round(v * 100) / 100;

/** The verdict on the printed total of pay items, or undefined when not asked or not found. */
export function itemsTotalVerdict(ctx: AgentContext, question: string): string | undefined {
  if (!ASKS_TOTAL.test(question) || !AGAINST_ITEMS.test(question) || !DOUBT.test(question)) return undefined;
  for (const doc of ctx.documents) {
    // (A text indexed into passages has lost its lines: each amount closes one.)
    const lines = doc.text?.includes('\n')
      ? doc.text.split('\n')
      : indexOf(doc).passages.flatMap((p) => p.text.split(/(?<=\d,\d{2})\s+/));
    const at = lines.findIndex((l) => TOTAL_LINE.test(l) && AMOUNT_AT_END.test(l));
    if (at < 0) continue;
    const items: { label: string; value: number }[] = [];
    for (let i = at - 1; i >= 0; i--) {
      const m = AMOUNT_AT_END.exec(lines[i] ?? '');
      if (!m) break;
      const label = (lines[i] ?? '')
        .slice(0, m.index)
        .replace(/[\s.:]+$/, '')
        .trim();
      items.unshift({ label, value: figureValue(m[1] ?? '0') });
    }
    if (items.length < 2) continue;
    const line = lines[at] as string;
    const printed = figureValue(AMOUNT_AT_END.exec(line)?.[1] ?? '0');
    const label = line
      .slice(0, AMOUNT_AT_END.exec(line)?.index)
      .replace(/[\s.:]+$/, '')
      .trim();
    const sum = cents(items.reduce((s, v) => s + v.value, 0));
    const parts = items.map((v) => euro(v.value)).join(' + ');
    const gap = cents(printed - sum);
    return Math.abs(gap) < 0.01
      ? `**Sì**: il «${label}» di ${euro(printed)} torna con le singole voci: ${parts} = **${euro(sum)}**.`
      : `**No**: le singole voci sommano **${euro(sum)}** (${parts}), non ${euro(printed)} come stampato nel «${label}»: il totale è ${euro(Math.abs(gap))} ${gap > 0 ? 'più alto' : 'più basso'} della somma.`;
  }
  return undefined;
}
