import { labelledValues } from '../documents/labelled-values.js';
import { indexOf } from '../kb/documents.js';
import type { TypedRequest } from '../reader/request.js';
import { expandShorthand } from '../reader/shorthand.js';
import { readable } from '../reader/text.js';
import type { AgentResult } from './agents.js';
import { citePassage } from './answer.js';
import { bold, compose } from './compose.js';
import type { AgentContext } from './context.js';

/**
 * "quanto me le hanno pagate in busta quelle 6 ore?", "quante ore di notte mi hanno pagato e quanto ci ho preso?",
 * "quante ore supplementari mi hanno pagato a ottobre e a quanto l'ora?": what an uploaded payslip paid for a kind
 * of extra hours is its own row — hours, unit rate and amount as printed — not a value computed from today's
 * table. A doubt ("è giusto?") or a hypothesis ("se avessi fatto…") asks the agreement instead.
 */
const PAID =
  /\b(?:me l[aei]|mi|ce l[aei]|gli|le|ci) (?:hanno|ha) (?:pagat\w*|dat\w*|mess\w*|riconosciut\w*|liquidat\w*)\b|\bci ho preso\b|\bquanto ho preso\b/;
const DOUBT =
  /\b(?:giust[oaie]|corrett[oaie]|torna|tornano|sbagliat\w*|errat\w*|regolar\w*|verific\w*|dovrebbe\w*|dovev\w*|spett\w*)\b|\bse (?:avessi|facessi|fossi)\b/;
// Other items asked beside the hours ("quanto ha preso netto e quante ore di straordinario?"): read together elsewhere.
const OTHER_ITEMS =
  /\bnett\w*|\binps\b|\birpef\b|\bcontribut\w*|\btrattenut\w*|\bferie\b|\bpermess\w*|\blordo\b/;
/** Each kind of extra hours, as the question names it and as a payslip row labels it. */
const KINDS: readonly { asked: RegExp; row: RegExp; slot?: string; name: string }[] = [
  { asked: /\bsupplementar\w*/, row: /supplementar/i, name: 'ore supplementari' },
  { asked: /\bnott(?:e|i|urn\w*)\b/, row: /nott/i, slot: 'notturno', name: 'ore notturne' },
  { asked: /\bfestiv\w*|\bdomenic\w*/, row: /festiv|domenic/i, slot: 'festivo', name: 'ore festive' },
  {
    asked: /\bstraordinar\w*|\bore in piu\b/,
    row: /straord/i,
    slot: 'straordinario',
    name: 'ore di straordinario',
  },
];

// The hours a row's label writes itself: "… ore 3", "… 3 ore", "… h 3,5".
// ("Festivo 30% ore 8 (08/12)": a day in brackets after them.)
const HOURS_IN_LABEL =
  /(?:\b(?:ore|h)\s+(\d{1,3}(?:,\d{1,2})?)|(?<![\d,])(\d{1,3}(?:,\d{1,2})?)\s*(?:ore|h))\s*(?:\([^)]*\))?\s*$/i;
const labelHours = (label: string) => {
  const m = HOURS_IN_LABEL.exec(label);
  return m?.[1] ?? m?.[2];
};
const SURCHARGE_IN_LABEL = /(?<![\d,])(\d{1,3}(?:,\d{1,2})?)\s*%/;

export function paidRow(ctx: AgentContext, req: TypedRequest): AgentResult | undefined {
  if (!ctx.documents.length) return undefined;
  const question = readable(expandShorthand(ctx.message));
  if (!PAID.test(question) || DOUBT.test(question) || OTHER_ITEMS.test(question)) return undefined;
  // (Two kinds asked together, "tra straordinari e notturno quanto ho preso in tutto?", are a sum of rows.)
  const named = KINDS.filter((k) => k.asked.test(question));
  if (named.length > 1) return undefined;
  const kind = named[0] ?? KINDS.find((k) => k.slot !== undefined && k.slot === req.slots.overtimeKind);
  if (!kind) return undefined;
  for (const document of ctx.documents) {
    // ("Straordinario 15% ore 3 ....... 37,35": the hours written in the label, no quantity column.)
    const rows = labelledValues(indexOf(document).passages)
      .map((v) => ({ ...v, quantity: v.quantity ?? labelHours(v.label) }))
      .filter((v) => v.quantity !== undefined && kind.row.test(v.label));
    const row = rows[0];
    if (rows.length !== 1 || !row?.quantity) continue;
    const rate = row.rate ? `, a ${bold(`${row.rate} €`)} l'ora` : '';
    // "e a che maggiorazione?": the surcharge the row states, in its column or its label ("Straordinario 15%").
    const pct = row.surcharge ?? SURCHARGE_IN_LABEL.exec(row.label)?.[1]?.concat('%');
    const surcharge = pct ? `, con la maggiorazione del ${bold(pct.replace(/\s+/g, ''))}` : '';
    // A whole count reads as the question says it ("12,00" hours are "12 ore"), as labelled-values.ts shows it.
    const hours = row.quantity.replace(/,0+$/, '');
    return compose({
      answer: `Dal documento «${document.fileName}»: nella riga «${row.label}» le ${kind.name} pagate sono ${bold(`${hours} ore`)}${rate}${surcharge}, per un importo di ${bold(`${row.value} €`)}.`,
      steps: [],
      assumptions: [],
      citations: [citePassage(row.passage, `Documento caricato: ${document.fileName}`)],
      related: [],
    });
  }
  return undefined;
}
